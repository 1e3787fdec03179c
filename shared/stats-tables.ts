/**
 * Every table of the statistics screen and of the monthly report, made once from the API's answer
 * (`stats.overview`, `stats.tourismLog`): the screen draws a table's rows as HTML and its chart from them,
 * its "Unduh CSV" writes the same rows (csv.ts), and the report prints them, so the three never disagree.
 * A cell is text or a number; null is a figure not known (a tourism log's income left empty), shown as
 * "-" and written as an empty field.
 */
import { BOOKING_STATUSES } from './constants';
import { csvText, type CsvValue } from './csv';
import { formatCalendarDay, formatCalendarMonth } from './event-time';
import { message, messages, type MessageKey } from './messages';
import type { StatsCount, StatsOverview, StatsPeriod, TourismLogFigures, TourismLogLine } from './schemas/stats';

export type StatsCell = CsvValue;

export interface StatsTable {
  /** The table's file name part ("halaman" → statistik-halaman-2027-05.csv). */
  name: string;
  caption: string;
  headers: string[];
  /** Columns from this one on hold numbers (right-aligned, grouped by thousands on screen). */
  numbersFrom: number;
  rows: StatsCell[][];
  /** The sum of the rows, after them. */
  total?: StatsCell[];
}

/** A dimension's value as the screen names it, or the value itself when the catalogue has no name for it. */
function labelOf(prefix: 'statsDevice_' | 'statsLanguage_' | 'statsKind_', value: string): string {
  const key = `${prefix}${value}`;
  return key in messages ? messages[key as MessageKey] : value;
}

const countColumns = () => [messages.statsViews, messages.statsVisitors];
const countCells = ({ views, visitors }: StatsCount): number[] => [views, visitors];
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** "2027-05" or "2027": the period as file names write it. */
export function periodSlug({ year, month }: StatsPeriod): string {
  return month ? `${year}-${String(month).padStart(2, '0')}` : String(year);
}

/** "Mei 2027", or "2027" for the whole year. */
export function periodLabel(period: StatsPeriod): string {
  return period.month ? formatCalendarMonth(periodSlug(period)) : String(period.year);
}

/**
 * Views and visitors per day for a month, per month for a year (a month's visitors the sum of its days'),
 * with the period's totals.
 */
export function visitsTable({ period, days, totals }: StatsOverview): StatsTable {
  const byMonth = new Map<string, StatsCount>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    const counted = byMonth.get(month) ?? { views: 0, visitors: 0 };
    byMonth.set(month, { views: counted.views + day.views, visitors: counted.visitors + day.visitors });
  }
  const rows = period.month
    ? days.map((day) => [formatCalendarDay(day.day), ...countCells(day)])
    : [...byMonth].map(([month, counted]) => [formatCalendarMonth(month), ...countCells(counted)]);
  return {
    name: 'kunjungan',
    caption: period.month ? messages.statsVisitsByDay : messages.statsVisitsByMonth,
    headers: [period.month ? messages.statsColDay : messages.statsColMonth, ...countColumns()],
    numbersFrom: 1,
    rows,
    total: [messages.statsColTotal, ...countCells(totals)],
  };
}

export function pagesTable({ pages }: StatsOverview): StatsTable {
  return { name: 'halaman', caption: messages.statsPagesTitle, headers: [messages.statsColPage, ...countColumns()], numbersFrom: 1, rows: pages.map((row) => [row.page, ...countCells(row)]) };
}

export function referrersTable({ referrers }: StatsOverview): StatsTable {
  return {
    name: 'sumber',
    caption: messages.statsReferrersTitle,
    headers: [messages.statsColReferrer, ...countColumns()],
    numbersFrom: 1,
    rows: referrers.map((row) => [row.referrer || messages.statsReferrerDirect, ...countCells(row)]),
  };
}

export function devicesTable({ devices }: StatsOverview): StatsTable {
  return { name: 'perangkat', caption: messages.statsDevicesTitle, headers: [messages.statsColDevice, ...countColumns()], numbersFrom: 1, rows: devices.map((row) => [labelOf('statsDevice_', row.device), ...countCells(row)]) };
}

export function languagesTable({ languages }: StatsOverview): StatsTable {
  return { name: 'bahasa', caption: messages.statsLanguagesTitle, headers: [messages.statsColLanguage, ...countColumns()], numbersFrom: 1, rows: languages.map((row) => [labelOf('statsLanguage_', row.language), ...countCells(row)]) };
}

export function campaignsTable({ campaigns }: StatsOverview): StatsTable {
  return {
    name: 'kampanye',
    caption: messages.statsCampaignsTitle,
    headers: [messages.statsColCampaignField, messages.statsColCampaignValue, ...countColumns()],
    numbersFrom: 2,
    rows: campaigns.map((row) => [row.field, row.value, ...countCells(row)]),
  };
}

const statusLabel = (status: string) => messages[`bookingStatus_${status as (typeof BOOKING_STATUSES)[number]}`];

/** Requests sent per week (from its Monday), one column per status, with each status's sum. */
export function requestWeeksTable({ requestWeeks }: StatsOverview): StatsTable {
  const rows = requestWeeks.map((week) => [formatCalendarDay(week.week), ...BOOKING_STATUSES.map((status) => week.statuses[status] ?? 0), week.total]);
  return {
    name: 'permintaan-per-minggu',
    caption: messages.statsRequestWeeks,
    headers: [messages.statsColWeek, ...BOOKING_STATUSES.map(statusLabel), messages.statsColTotal],
    numbersFrom: 1,
    rows,
    total: [messages.statsColTotal, ...BOOKING_STATUSES.map((_, index) => sum(rows.map((row) => Number(row[index + 1])))), sum(requestWeeks.map((week) => week.total))],
  };
}

/** The period's requests by the status they have now. */
export function requestStatusTable({ requestWeeks }: StatsOverview): StatsTable {
  const rows = BOOKING_STATUSES.map((status) => [statusLabel(status), sum(requestWeeks.map((week) => week.statuses[status] ?? 0))]);
  return {
    name: 'permintaan-per-status',
    caption: messages.statsRequestStatuses,
    headers: [messages.statsColStatus, messages.statsColTotal],
    numbersFrom: 1,
    rows,
    total: [messages.statsColTotal, sum(requestWeeks.map((week) => week.total))],
  };
}

/** "Dikonfirmasi: 12 dari 40 (30%)" (rounded to a whole percent; 0% of none). */
export function confirmedShare({ requests }: StatsOverview): string {
  const percent = requests.total > 0 ? Math.round((requests.confirmed / requests.total) * 100) : 0;
  return message('statsConfirmedShare', { confirmed: requests.confirmed, total: requests.total, percent });
}

export function targetsTable({ targets }: StatsOverview): StatsTable {
  return {
    name: 'paket-penginapan',
    caption: messages.statsTargetsCaption,
    headers: [messages.statsColName, messages.statsColKind, messages.statsColViewed, messages.statsColRequested, messages.statsColConfirmed],
    numbersFrom: 2,
    rows: targets.map((row) => [row.name, labelOf('statsKind_', row.target), row.views, row.requests, row.confirmed]),
  };
}

const figureColumns = () => [messages.tourismLogDomestic, messages.tourismLogForeign, messages.tourismLogGroups, messages.tourismLogIncome];
const figureCells = (figures: TourismLogFigures | null): StatsCell[] =>
  figures ? [figures.visitors_domestic, figures.visitors_foreign, figures.groups, figures.income] : [null, null, null, null];

/** The sums of entries; an income is known when at least one entry's is. */
function figureTotals(entries: readonly TourismLogFigures[]): StatsCell[] {
  const incomes = entries.map((entry) => entry.income).filter((income) => income !== null);
  return [sum(entries.map((entry) => entry.visitors_domestic)), sum(entries.map((entry) => entry.visitors_foreign)), sum(entries.map((entry) => entry.groups)), incomes.length > 0 ? sum(incomes) : null];
}

/** The tourism log of the period, each month's entries summed (what its chart draws). */
export function tourismMonthsTable({ tourismMonths }: StatsOverview): StatsTable {
  return {
    name: 'catatan-kunjungan-per-bulan',
    caption: messages.tourismLogByMonth,
    headers: [messages.statsColMonth, ...figureColumns()],
    numbersFrom: 1,
    rows: tourismMonths.map((row) => [formatCalendarMonth(row.month), ...figureCells(row)]),
    total: [messages.statsColTotal, ...figureTotals(tourismMonths)],
  };
}

/** A month's tourism log: every attraction and package with its entry (empty cells before there is one), and the sums. */
export function tourismLogTable(lines: readonly TourismLogLine[], month: string): StatsTable {
  return {
    name: 'catatan-kunjungan',
    caption: message('tourismLogOfMonth', { month: formatCalendarMonth(month) }),
    headers: [messages.statsColName, messages.statsColKind, ...figureColumns()],
    numbersFrom: 2,
    rows: lines.map((line) => [line.name, labelOf('statsKind_', line.target), ...figureCells(line.entry)]),
    total: [messages.statsColTotal, '', ...figureTotals(lines.flatMap((line) => (line.entry ? [line.entry] : [])))],
  };
}

/** The table as a spreadsheet file: its headings, its rows and its sums. */
export function tableCsv(table: StatsTable): string {
  return csvText([table.headers, ...table.rows, ...(table.total ? [table.total] : [])]);
}

/** "statistik-halaman-2027-05.csv" */
export function tableFileName(table: StatsTable, period: StatsPeriod): string {
  return `statistik-${table.name}-${periodSlug(period)}.csv`;
}
