import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { EditScreen } from '../../../features/admin/records/edit-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { AttractionForm } from '../../../features/admin/wisata/attraction-form';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/edit/umkm/$id')({
  loader: ({ context, params }) => context.queryUtils.attraction.byId.ensureData({ id: Number(params.id) }),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.umkmEditLoadFailed} />,
  component: EditUmkm,
});

function EditUmkm() {
  const { id } = Route.useParams();
  const record = trpc.attraction.byId.useQuery({ id: Number(id) });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/umkm', replace: true, ignoreBlocker: true });
  if (!record.data) return <AdminSpinner />;
  return (
    <EditScreen title={messages.adminEditUmkm}>
      <AttractionForm key={record.data.id} kind="umkm" record={record.data} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
