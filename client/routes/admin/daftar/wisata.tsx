import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { ListScreen } from '../../../features/admin/records/list-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { validateTabSearch } from '../../../features/admin/ui/tabs';
import { AttractionForm } from '../../../features/admin/wisata/attraction-form';
import { AttractionList } from '../../../features/admin/wisata/attraction-list';

export const Route = createFileRoute('/admin/daftar/wisata')({
  validateSearch: validateTabSearch,
  loader: ({ context }) => context.queryUtils.attraction.list.ensureData(),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminAttractionLoadFailed} />,
  component: WisataScreen,
});

function WisataScreen() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showList = () => void navigate({ search: {}, ignoreBlocker: true });
  return (
    <ListScreen
      id="wisata"
      title={messages.adminNavWisata}
      labels={{ daftar: messages.adminTabListWisata, tambah: messages.adminTabAddWisata }}
      tab={tab ?? 'daftar'}
      onTab={(next) => void navigate({ search: next === 'tambah' ? { tab: 'tambah' } : {} })}
      list={<AttractionList kind="wisata" />}
      form={<AttractionForm kind="wisata" onDone={showList} />}
    />
  );
}
