import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { BackupScreen } from '@client/features/admin/backups/backup-screen';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { backupListQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/cadangan')({
  // The loader reads the list with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(backupListQuery()),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminBackupLoadFailed} />,
  component: BackupScreen,
});
