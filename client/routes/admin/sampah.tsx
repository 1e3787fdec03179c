import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { TrashScreen } from '@client/features/admin/trash/trash-screen';
import { trashListQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/sampah')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminTrashLoadFailed }),
  // The loader reads the trash with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(trashListQuery()),
  component: TrashScreen,
});
