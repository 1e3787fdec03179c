/** What the URL's params (stats-search.ts) mean: the period the screen and its report show. */
import type { StatsPeriod } from '@shared/schemas/stats';
import type { StatsSearch } from './stats-search';

const FIRST_YEAR = 2000;

/** The period the params name: this month when they name none, a year outside the API's range this year. */
export function readStatsPeriod(search: StatsSearch, today: string): StatsPeriod {
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  if (!search.tahun) return { year: thisYear, month: thisMonth };
  const year = Number(search.tahun);
  const known = year >= FIRST_YEAR && year <= thisYear ? year : thisYear;
  return search.bulan ? { year: known, month: Number(search.bulan) } : { year: known };
}

/** The params of a period, as the filters and the report's link write them. */
export function statsSearchOf(period: StatsPeriod): StatsSearch {
  return period.month ? { tahun: String(period.year), bulan: String(period.month) } : { tahun: String(period.year) };
}

/** The years the filter offers: this one and the `count - 1` before it, newest first, none before the API's first. */
export function yearOptions(thisYear: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => thisYear - index).filter((year) => year >= FIRST_YEAR);
}
