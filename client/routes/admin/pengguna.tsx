import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { AdminOnly } from '../../features/admin/layout/admin-only';
import { UserList } from '@client/features/admin/users/user-list';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';
import { usersListQuery } from '../../lib/queries';
import { isAdmin } from '../../lib/session';

export const Route = createFileRoute('/admin/pengguna')({
  // An editor who types the URL asks nothing of the server: the screen says the page is not theirs.
  loader: ({ context }) => (isAdmin() ? context.queryClient.ensureQueryData(usersListQuery()) : undefined),
  pendingMs: 0,
  pendingMinMs: DELAY.listSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.adminUsersLoadFailed} />,
  component: Pengguna,
});

function Pengguna() {
  return (
    <AdminOnly>
      <UserList />
    </AdminOnly>
  );
}
