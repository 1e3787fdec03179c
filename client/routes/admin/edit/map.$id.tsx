import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DELAY } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { MapLocationForm } from '../../../features/admin/map/map-location-form';
import { EditScreen } from '../../../features/admin/records/edit-screen';
import { AdminLoadError, AdminSpinner } from '../../../features/admin/ui/spinner';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/admin/edit/map/$id')({
  loader: ({ context, params }) => context.queryUtils.mapLocation.byId.ensureData({ id: Number(params.id) }),
  pendingMs: 0,
  pendingMinMs: DELAY.editSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminMapLoadFailed} />,
  component: EditMap,
});

function EditMap() {
  const { id } = Route.useParams();
  const record = trpc.mapLocation.byId.useQuery({ id: Number(id) });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/admin/daftar/map', replace: true, ignoreBlocker: true });
  if (!record.data) return <AdminSpinner />;
  return (
    <EditScreen title={messages.adminEditMap}>
      <MapLocationForm key={record.data.id} record={record.data} onDone={back} onCancel={back} />
    </EditScreen>
  );
}
