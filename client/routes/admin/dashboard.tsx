import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { dashboardCountsQuery } from '../../lib/queries';
import { CountCards } from '../../features/admin/dashboard/count-cards';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { ScreenSection } from '@client/components/admin/screen-section';

export const Route = createFileRoute('/admin/dashboard')({
  ...adminScreenRoute({ spinner: 'dashboardSpinner', loadFailed: messages.serverError }),
  loader: ({ context }) => context.queryClient.fetchQuery(dashboardCountsQuery()),
  component: Dashboard,
});

function Dashboard() {
  return (
    <ScreenSection id="dashboard" title={messages.adminNavDashboard}>
      <CountCards />
    </ScreenSection>
  );
}
