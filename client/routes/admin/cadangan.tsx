import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { BackupScreen } from '@client/features/admin/backups/backup-screen';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { backupListQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/cadangan')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminBackupLoadFailed }),
  // The loader reads the list with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(backupListQuery()),
  component: BackupScreen,
});
