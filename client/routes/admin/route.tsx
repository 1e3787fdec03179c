/**
 * Every /admin route: the role guard of SPEC.md §4 and the admin chrome. Admins and editors enter; the
 * server's answer to `auth.me` settles the role, and a user with a temporary password is held on /admin/akun
 * until it is changed. A tab opened afresh (a new tab, a Ctrl+click) asks the cookie session for its token and
 * role before deciding. The guard is convenience: the server refuses what the role may not do.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/layout/admin-shell';
import { ADMIN_SCREENS } from '../../kinds/client-kinds';
import { meQuery } from '../../lib/queries';
import { clearSession, isSignedIn, restoreSession, storeRole } from '../../lib/session';

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    if (!isSignedIn()) {
      // A new tab starts with an empty sessionStorage: the live cookie session restores its mirror first.
      if (!(await restoreSession(async () => (await import('../../lib/trpc')).trpcClient.auth.mirror.mutate()))) {
        clearSession();
        throw redirect({ to: '/login', replace: true });
      }
      // An answer this tab read before the restore (no one signed in) no longer holds.
      context.queryClient.removeQueries({ queryKey: meQuery().queryKey });
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
    <AdminShell screens={ADMIN_SCREENS}>
      <Outlet />
    </AdminShell>
  );
}
