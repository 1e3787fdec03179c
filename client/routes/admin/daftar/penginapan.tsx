import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { AccommodationForm } from '../../../features/admin/penginapan/accommodation-form';
import { AccommodationList } from '../../../features/admin/penginapan/accommodation-list';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';

export const Route = createFileRoute('/admin/daftar/penginapan')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.accommodation.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminAccommodationLoadFailed} />,
  component: PenginapanScreen,
});

function PenginapanScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="penginapan"
      title={messages.adminNavPenginapan}
      labels={{ daftar: messages.adminTabListPenginapan, tambah: messages.adminTabAddPenginapan }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<AccommodationList />}
      form={<AccommodationForm onDone={showList} />}
    />
  );
}
