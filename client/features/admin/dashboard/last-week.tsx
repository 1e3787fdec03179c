/**
 * The dashboard's week: the last 7 days' views and visitors of the public pages, and the booking requests
 * sent in them and confirmed since, with the way to the statistics.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
import { statsLastWeekQuery } from '@client/lib/admin-queries';

const FIGURES = [
  { key: 'views', label: messages.statsViews },
  { key: 'visitors', label: messages.statsVisitors },
  { key: 'requests', label: messages.dashboardWeekRequests },
  { key: 'confirmed', label: messages.statsColConfirmed },
] as const;

const numberFormat = new Intl.NumberFormat('id-ID');

export function LastWeek() {
  const week = useQuery(statsLastWeekQuery());
  return (
    <section aria-labelledby="minggu-title" className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="minggu-title" className="text-xl font-bold text-slate-900">
          {messages.dashboardWeekTitle}
        </h2>
        <Link to="/admin/statistik" className="font-semibold text-emerald-800 underline hover:text-emerald-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          {messages.dashboardWeekLink}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.key} data-testid={`week-${figure.key}`} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
            <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
            <dd className="mt-2 text-4xl font-bold text-emerald-800">{numberFormat.format(week.data?.[figure.key] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
