/** The monthly (or yearly) report of the statistics, to print. Its own page, not drawn inside the screen. */
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { villageToday } from '@shared/event-time';
import { messages } from '@shared/messages';
import { periodSlug } from '@shared/stats-tables';
import { adminScreenRoute } from '@client/features/admin/layout/screen-route';
import { StatsReport } from '@client/features/admin/stats/stats-report';
import { readStatsPeriod } from '@client/features/admin/stats/stats-period';
import { validateStatsSearch } from '@client/features/admin/stats/stats-search';
import { statsOverviewQuery, tourismLogQuery } from '../../lib/admin-queries';

export const Route = createFileRoute('/admin/statistik_/laporan')({
  ...adminScreenRoute({ spinner: 'dashboardSpinner', loadFailed: messages.statsLoadFailed }),
  // The loader reads the period with the report's own code: both travel with this page's chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateStatsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const period = readStatsPeriod(deps, villageToday());
    return Promise.all([
      context.queryClient.ensureQueryData(statsOverviewQuery(period)),
      period.month ? context.queryClient.ensureQueryData(tourismLogQuery(periodSlug(period))) : undefined,
    ]);
  },
  component: Laporan,
});

function Laporan() {
  const search = useSearch({ from: '/admin/statistik_/laporan' });
  return <StatsReport period={readStatsPeriod(search, villageToday())} />;
}
