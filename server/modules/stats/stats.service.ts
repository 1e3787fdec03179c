/**
 * Statistics the village can report (DESIGN.md §9): views and visitors by day, page, referring site, device,
 * language and campaign. Today's views are kept as rows (stats-counter.ts writes them); once their day is
 * over they are rolled into daily totals and deleted with the day's salt, and daily totals older than
 * STATS_RETENTION_DAYS are deleted.
 */
import { addDays, addMonths, daysFrom } from '../../../shared/availability';
import { DETAIL_PAGES } from '../../../shared/constants';
import { villageToday } from '../../../shared/event-time';
import { localePath } from '../../../shared/locale';
import type { StatsCount, StatsOverview, StatsPeriod } from '../../../shared/schemas/stats';
import { village } from '../../../shared/village';
import type { Db } from '../../db/connection';
import * as repo from './stats.repository';
import * as tourismLog from './tourism-log.repository';

/** Rolls the views of past days into daily totals and deletes totals past retention; the views rolled up. */
export async function rollUpStats(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const today = villageToday(now);
  const rolled = await repo.rollUpViews(db, today);
  await repo.deleteDailyBefore(db, addDays(today, -retentionDays));
  return rolled;
}

/** How many values of a dimension the screen lists (the rest are few views each). */
const TOP = 20;

/** The months of a period: the one month, or the twelve of the year. */
export function periodMonths({ year, month }: StatsPeriod): string[] {
  const first = `${year}-${String(month ?? 1).padStart(2, '0')}`;
  return Array.from({ length: month ? 1 : 12 }, (_, index) => addMonths(first, index));
}

/** The days of a period as [from, to). */
export function periodDays(period: StatsPeriod): { from: string; to: string } {
  const months = periodMonths(period);
  return { from: `${months[0]}-01`, to: `${addMonths(months.at(-1) as string, 1)}-01` };
}

/** The counts of one dimension over the period, most viewed first. */
function byValue(rows: repo.DailyRow[], dimension: string): (StatsCount & { value: string })[] {
  const sums = new Map<string, StatsCount>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const sum = sums.get(row.value) ?? { views: 0, visitors: 0 };
    sums.set(row.value, { views: sum.views + row.views, visitors: sum.visitors + row.visitors });
  }
  return [...sums].map(([value, count]) => ({ value, ...count })).sort((a, b) => b.views - a.views || a.value.localeCompare(b.value));
}

/**
 * What /admin/statistik shows for a year or a month: views and visitors per day (a visitor is known within
 * a day only, so a period's visitors are the sum of its days'), the pages, referring sites, devices,
 * languages and campaigns, the booking requests sent by week and status, each package's and lodging's views
 * against its requests, and the tourism log by month.
 */
export async function statsOverview(db: Db, period: StatsPeriod, today = villageToday()): Promise<StatsOverview> {
  const { from, to } = periodDays(period);
  const [rows, weeks, requested, bookable, entries] = await Promise.all([
    repo.selectDaily(db, from, to),
    repo.selectRequestWeeks(db, from, to, village.timeZone),
    repo.selectRequestTargets(db, from, to, village.timeZone),
    repo.selectBookable(db),
    tourismLog.selectMonths(db, periodMonths(period)),
  ]);
  const totals = new Map(rows.filter((row) => row.dimension === 'total').map((row) => [row.day, row]));
  const days = daysFrom(from, to < addDays(today, 1) ? to : addDays(today, 1)).map((day) => ({ day, views: totals.get(day)?.views ?? 0, visitors: totals.get(day)?.visitors ?? 0 }));
  const pages = byValue(rows, 'page');
  const pageViews = new Map(pages.map((page) => [page.value, page.views]));

  const requestWeeks = new Map<string, { week: string; statuses: Record<string, number>; total: number }>();
  for (const { week, status, requests } of weeks) {
    const entry = requestWeeks.get(week) ?? { week, statuses: {}, total: 0 };
    entry.statuses[status] = requests;
    entry.total += requests;
    requestWeeks.set(week, entry);
  }
  const requestsOf = new Map(requested.map((row) => [`${row.target}:${row.target_id}`, row]));
  const targets = bookable
    .map(({ target, id, name }) => {
      const page = `${DETAIL_PAGES[target].path}/${id}`;
      const views = (pageViews.get(page) ?? 0) + (pageViews.get(localePath(page, 'en')) ?? 0);
      const asked = requestsOf.get(`${target}:${id}`);
      return { target, target_id: id, name, views, requests: asked?.requests ?? 0, confirmed: asked?.confirmed ?? 0 };
    })
    .sort((a, b) => b.views - a.views || b.requests - a.requests);

  const tourismMonths = periodMonths(period).map((month) => {
    const ofMonth = entries.filter((entry) => entry.month === month);
    const incomes = ofMonth.map((entry) => entry.income).filter((income): income is number => income !== null);
    return {
      month,
      visitors_domestic: ofMonth.reduce((sum, entry) => sum + entry.visitors_domestic, 0),
      visitors_foreign: ofMonth.reduce((sum, entry) => sum + entry.visitors_foreign, 0),
      groups: ofMonth.reduce((sum, entry) => sum + entry.groups, 0),
      income: incomes.length > 0 ? incomes.reduce((sum, income) => sum + income, 0) : null,
    };
  });

  const countOf = ({ views, visitors }: StatsCount) => ({ views, visitors });
  return {
    period,
    days,
    totals: days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), { views: 0, visitors: 0 }),
    pages: pages.slice(0, TOP).map((row) => ({ page: row.value, ...countOf(row) })),
    referrers: byValue(rows, 'referrer').slice(0, TOP).map((row) => ({ referrer: row.value, ...countOf(row) })),
    devices: byValue(rows, 'device').map((row) => ({ device: row.value, ...countOf(row) })),
    languages: byValue(rows, 'language').map((row) => ({ language: row.value, ...countOf(row) })),
    campaigns: ['utm_source', 'utm_medium', 'utm_campaign', 'ref'].flatMap((field) => byValue(rows, field).slice(0, TOP).map((row) => ({ field, value: row.value, ...countOf(row) }))),
    requestWeeks: [...requestWeeks.values()],
    requests: { total: requested.reduce((sum, row) => sum + row.requests, 0), confirmed: requested.reduce((sum, row) => sum + row.confirmed, 0) },
    targets,
    tourismMonths,
  };
}

/** The dashboard's four figures: the last 7 days' views and visitors, and the requests sent and confirmed in them. */
export async function lastWeekFigures(db: Db, today = villageToday()): Promise<{ views: number; visitors: number; requests: number; confirmed: number }> {
  const from = addDays(today, -6);
  const to = addDays(today, 1);
  const [rows, requested] = await Promise.all([repo.selectDaily(db, from, to), repo.selectRequestTargets(db, from, to, village.timeZone)]);
  const totals = rows.filter((row) => row.dimension === 'total');
  return {
    views: totals.reduce((sum, row) => sum + row.views, 0),
    visitors: totals.reduce((sum, row) => sum + row.visitors, 0),
    requests: requested.reduce((sum, row) => sum + row.requests, 0),
    confirmed: requested.reduce((sum, row) => sum + row.confirmed, 0),
  };
}
