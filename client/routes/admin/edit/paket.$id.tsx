import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { PaketForm } from '../../../features/admin/paket/paket-form';
import { EditScreen } from '../../../features/admin/records/edit-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/edit/paket/$id')({
  loader: ({ context, params }) => context.queryUtils.paket.byId.ensureData({ id: Number(params.id) }),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.paketEditLoadFailed} />,
  component: EditPaket,
});

function EditPaket() {
  const { id } = Route.useParams();
  const record = trpc.paket.byId.useQuery({ id: Number(id) });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/paket', replace: true, ignoreBlocker: true });
  if (!record.data) return <AdminSpinner />;
  return (
    <EditScreen title={messages.adminEditPaket}>
      <PaketForm key={record.data.id} record={record.data} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
