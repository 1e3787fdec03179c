/** Every /admin route: the role guard of SPEC.md §4 and the admin chrome. */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/layout/admin-shell';
import { clearSession, isAdmin } from '../../lib/session';

export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!isAdmin()) {
      clearSession();
      throw redirect({ to: '/login', replace: true });
    }
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
