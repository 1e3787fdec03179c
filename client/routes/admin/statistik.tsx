import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { villageToday } from '@shared/event-time';
import { messages } from '@shared/messages';
import { periodSlug } from '@shared/stats-tables';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { StatsScreen } from '@client/features/admin/stats/stats-screen';
import { readStatsPeriod } from '@client/features/admin/stats/stats-period';
import { validateStatsSearch, type StatsSearch } from '@client/features/admin/stats/stats-search';
import { statsOverviewQuery, tourismLogQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/statistik')({
  ...adminScreenRoute({ spinner: 'dashboardSpinner', loadFailed: messages.statsLoadFailed }),
  // The loader reads the period with the screen's own code, and the screen brings Chart.js: both travel
  // with this page's chunk, never with another page's first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateStatsSearch,
  // No loaderDeps: the loader fills the first view, and another period is fetched by the screen, which
  // keeps the numbers on screen meanwhile instead of the route's spinner.
  loader: ({ context, location }) => {
    const period = readStatsPeriod(location.search, villageToday());
    return Promise.all([
      context.queryClient.ensureQueryData(statsOverviewQuery(period)),
      period.month ? context.queryClient.ensureQueryData(tourismLogQuery(periodSlug(period))) : undefined,
    ]);
  },
  component: Statistik,
});

function Statistik() {
  // The hooks name the route by path, not through `Route`: the page's chunk then holds no reference back
  // to this file's options, which stay out of every other page's first load.
  const search = useSearch({ from: '/admin/statistik' });
  const navigate = useNavigate({ from: '/admin/statistik' });
  return <StatsScreen search={search} onSearch={(next: StatsSearch) => void navigate({ search: next, replace: true })} />;
}
