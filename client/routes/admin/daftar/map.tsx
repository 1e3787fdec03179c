import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { MapLocationForm } from '../../../features/admin/map/map-location-form';
import { MapLocationList } from '../../../features/admin/map/map-location-list';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';

export const Route = createFileRoute('/admin/daftar/map')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.mapLocation.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminMapLoadFailed} />,
  component: MapScreen,
});

function MapScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="map"
      title={messages.adminNavMap}
      labels={{ daftar: messages.adminTabListMap, tambah: messages.adminTabAddMap }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<MapLocationList />}
      form={<MapLocationForm onDone={showList} />}
    />
  );
}
