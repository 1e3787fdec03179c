import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { AdminOnly } from '../../features/admin/layout/admin-only';
import { adminScreenRoute } from '../../features/admin/layout/screen-route';
import { AuditLog } from '@client/features/admin/audit-log/audit-log';
import { validateLogSearch, type LogSearch } from '@client/features/admin/audit-log/log-search';
import { readLogSearch } from '@client/features/admin/audit-log/log-view';
import { auditListQuery, auditUsersQuery } from '../../lib/queries';
import { isAdmin } from '../../lib/session';

export const Route = createFileRoute('/admin/log')({
  ...adminScreenRoute({ spinner: 'listSpinner', loadFailed: messages.adminLogLoadFailed }),
  // The loader reads the params with log-view.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateLogSearch,
  // No loaderDeps: the loader fills the first view, and a changed filter or page is fetched by the screen,
  // which keeps the table and the filters on screen meanwhile instead of the route's spinner. An editor who
  // types the URL asks nothing of the server: the screen says the page is not theirs.
  loader: ({ context, location }) =>
    isAdmin()
      ? Promise.all([
          context.queryClient.ensureQueryData(auditListQuery(readLogSearch(location.search))),
          context.queryClient.ensureQueryData(auditUsersQuery()),
        ])
      : undefined,
  component: Log,
});

function Log() {
  // The hooks name the route by path, not through `Route`: the page's chunk then holds no reference back
  // to this file's options, which stay out of every other page's first load.
  const search = useSearch({ from: '/admin/log' });
  const navigate = useNavigate({ from: '/admin/log' });
  return (
    <AdminOnly>
      <AuditLog search={search} onSearch={(update) => void navigate({ search: (previous: LogSearch) => update(previous), replace: true })} />
    </AdminOnly>
  );
}
