import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { AccommodationForm } from '../../../features/admin/penginapan/accommodation-form';
import { EditScreen } from '../../../features/admin/records/edit-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/edit/penginapan/$id')({
  loader: ({ context, params }) => context.queryUtils.accommodation.byId.ensureData({ id: Number(params.id) }),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.accommodationEditLoadFailed} />,
  component: EditPenginapan,
});

function EditPenginapan() {
  const { id } = Route.useParams();
  const record = trpc.accommodation.byId.useQuery({ id: Number(id) });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/penginapan', replace: true, ignoreBlocker: true });
  if (!record.data) return <AdminSpinner />;
  return (
    <EditScreen title={messages.adminEditPenginapan}>
      <AccommodationForm key={record.data.id} record={record.data} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
