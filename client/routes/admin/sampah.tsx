import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { TrashScreen } from '@client/features/admin/trash/trash-screen';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { trashListQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/sampah')({
  // The loader reads the trash with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(trashListQuery()),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminTrashLoadFailed} />,
  component: TrashScreen,
});
