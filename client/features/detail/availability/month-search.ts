/**
 * The month of a lodging's or package's calendar in its page's address (`?bulan=2027-05`), which the month
 * links write and the server renders from, so the calendar pages without JavaScript.
 */
import { calendarMonths, visibleMonth } from '@shared/availability';

export interface MonthSearch {
  bulan?: string;
}

/**
 * Part of the detail routes' `validateSearch`: `bulan` is one of the months after this one that a calendar
 * pages through (this month is the page without it). Anything else is dropped, never an error: a
 * hand-edited link still opens the page, the one kept without it (client/page-url.ts).
 */
export function validateMonthSearch(search: Record<string, unknown>): MonthSearch {
  const bulan = visibleMonth(search.bulan);
  return bulan === calendarMonths()[0] ? {} : { bulan };
}

/** The month a calendar shows for the page's search: the one it names, else this month. */
export function calendarMonth(search: MonthSearch): string {
  return visibleMonth(search.bulan);
}
