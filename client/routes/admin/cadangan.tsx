import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { BackupScreen } from '@client/features/admin/backups/backup-screen';
import { AdminOnly } from '@client/features/admin/layout/admin-only';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { backupListQuery } from '../../lib/admin-queries';
import { isAdmin } from '../../lib/session';

export const Route = createFileRoute('/admin/cadangan')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminBackupLoadFailed }),
  // The loader reads the list with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component']],
  // An editor who types the URL asks nothing of the server: the screen says the page is not theirs.
  loader: ({ context }) => (isAdmin() ? context.queryClient.ensureQueryData(backupListQuery()) : undefined),
  component: Cadangan,
});

function Cadangan() {
  return (
    <AdminOnly>
      <BackupScreen />
    </AdminOnly>
  );
}
