import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { AdminOnly } from '../../features/admin/layout/admin-only';
import { adminScreenRoute } from '../../features/admin/layout/screen-route';
import { UserList } from '@client/features/admin/users/user-list';
import { usersListQuery } from '../../lib/queries';
import { isAdmin } from '../../lib/session';

export const Route = createFileRoute('/admin/pengguna')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminUsersLoadFailed }),
  // An editor who types the URL asks nothing of the server: the screen says the page is not theirs.
  loader: ({ context }) => (isAdmin() ? context.queryClient.ensureQueryData(usersListQuery()) : undefined),
  component: Pengguna,
});

function Pengguna() {
  return (
    <AdminOnly>
      <UserList />
    </AdminOnly>
  );
}
