/**
 * Every /admin route: the role guard of SPEC.md §4 and the admin chrome. Admins and editors enter; the
 * server's answer to `auth.me` settles the role, and a user with a temporary password is held on /admin/akun
 * until it is changed. The guard is convenience: the server refuses what the role may not do.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/layout/admin-shell';
import { meQuery } from '../../lib/queries';
import { clearSession, isSignedIn, storeRole } from '../../lib/session';

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    if (!isSignedIn()) {
      clearSession();
      throw redirect({ to: '/login', replace: true });
    }
    // Unreachable server: the stored role stands in, and each screen shows its own load error.
    const me = await context.queryClient.ensureQueryData(meQuery()).catch(() => undefined);
    if (me === null) {
      clearSession();
      throw redirect({ to: '/login', replace: true });
    }
    if (me) storeRole(me.role);
    if (me?.mustChangePassword && location.pathname !== '/admin/akun') throw redirect({ to: '/admin/akun', replace: true });
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
