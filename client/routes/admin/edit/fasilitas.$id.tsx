import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { FacilityForm } from '../../../features/admin/fasilitas/facility-form';
import { EditScreen } from '../../../features/admin/records/edit-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/edit/fasilitas/$id')({
  loader: ({ context, params }) => context.queryUtils.facility.byId.ensureData({ id: Number(params.id) }),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.facilityEditLoadFailed} />,
  component: EditFasilitas,
});

function EditFasilitas() {
  const { id } = Route.useParams();
  const record = trpc.facility.byId.useQuery({ id: Number(id) });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/fasilitas', replace: true, ignoreBlocker: true });
  if (!record.data) return <AdminSpinner />;
  return (
    <EditScreen title={messages.adminEditFasilitas}>
      <FacilityForm key={record.data.id} record={record.data} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
