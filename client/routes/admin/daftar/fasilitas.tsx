import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { FacilityForm } from '../../../features/admin/fasilitas/facility-form';
import { FacilityList } from '../../../features/admin/fasilitas/facility-list';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';

export const Route = createFileRoute('/admin/daftar/fasilitas')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.facility.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminFacilityLoadFailed} />,
  component: FasilitasScreen,
});

function FasilitasScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="fasilitas"
      title={messages.adminNavFasilitas}
      labels={{ daftar: messages.adminTabListFasilitas, tambah: messages.adminTabAddFasilitas }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<FacilityList />}
      form={<FacilityForm onDone={showList} />}
    />
  );
}
