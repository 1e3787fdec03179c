import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';
import { AttractionForm } from '../../../features/admin/wisata/attraction-form';
import { AttractionList } from '../../../features/admin/wisata/attraction-list';

export const Route = createFileRoute('/admin/daftar/umkm')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.attraction.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminUmkmLoadFailed} />,
  component: UmkmScreen,
});

function UmkmScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="umkm"
      title={messages.adminNavUmkm}
      labels={{ daftar: messages.adminTabListUmkm, tambah: messages.adminTabAddUmkm }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<AttractionList kind="umkm" />}
      form={<AttractionForm kind="umkm" onDone={showList} />}
    />
  );
}
