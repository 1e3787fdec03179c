import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { PaketForm } from '../../../features/admin/paket/paket-form';
import { PaketList } from '../../../features/admin/paket/paket-list';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';

export const Route = createFileRoute('/admin/daftar/paket')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.paket.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminPaketLoadFailed} />,
  component: PaketScreen,
});

function PaketScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="paket"
      title={messages.adminNavPaket}
      labels={{ daftar: messages.adminTabListPaket, tambah: messages.adminTabAddPaket }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<PaketList />}
      form={<PaketForm onDone={showList} />}
    />
  );
}
