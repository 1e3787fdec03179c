import { createFileRoute } from '@tanstack/react-router';
import { DELAY } from '@shared/constants';
import { messages } from '@shared/messages';
import { dashboardCountsQuery } from '../../lib/queries';
import { CountCards } from '../../features/admin/dashboard/count-cards';
import { AdminLoadError, AdminSpinner } from '@client/components/admin/spinner';

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context }) => context.queryClient.fetchQuery(dashboardCountsQuery()),
  pendingMs: 0,
  pendingMinMs: DELAY.dashboardSpinner,
  pendingComponent: AdminSpinner,
  errorComponent: () => <AdminLoadError text={messages.serverError} />,
  component: Dashboard,
});

function Dashboard() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="mb-4 text-2xl font-bold text-slate-900">
        {messages.adminNavDashboard}
      </h1>
      <CountCards />
    </section>
  );
}
