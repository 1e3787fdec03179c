import { createFileRoute } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { dashboardCountsQuery } from '../../lib/queries';
import { statsLastWeekQuery } from '../../lib/admin-queries';
import { CountCards } from '../../features/admin/dashboard/count-cards';
import { LastWeek } from '../../features/admin/dashboard/last-week';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { ScreenSection } from '@client/components/admin/screen-section';

export const Route = createFileRoute('/admin/dashboard')({
  ...adminScreenRoute({ spinner: 'dashboardSpinner', loadFailed: messages.serverError }),
  // The loader reads the week with admin-queries.ts, which travels with the screen rather than with every
  // page's first load.
  codeSplitGroupings: [['loader', 'component']],
  // The week's figures are a bonus: if they cannot be read, the counts still show (and the week shows 0).
  loader: ({ context }) => Promise.all([context.queryClient.fetchQuery(dashboardCountsQuery()), context.queryClient.prefetchQuery(statsLastWeekQuery())]),
  component: Dashboard,
});

function Dashboard() {
  return (
    <ScreenSection id="dashboard" title={messages.adminNavDashboard}>
      <LastWeek />
      <CountCards />
    </ScreenSection>
  );
}
