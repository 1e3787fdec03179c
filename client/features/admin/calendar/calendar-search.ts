/**
 * The month shown in the URL (`?bulan=2027-05`), so the month survives a reload and can be shared. Read by
 * the route's `validateSearch`, which loads with the app itself: the param is only kept when it looks like
 * a month, and calendar-month.ts, which loads with the screen, reads what it says.
 */
export interface CalendarSearch {
  bulan?: string;
}

/** Anything else is dropped, never an error: a hand-edited link still opens this month. */
export function validateCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  return typeof search.bulan === 'string' && /^\d{4}-\d{2}$/.test(search.bulan) ? { bulan: search.bulan } : {};
}
