/**
 * The month of free days a lodging's or package's page shows, as its search names it: the route's loader
 * reads it with the record (the kinds' `related`), and the page draws it from the same query.
 */
import type { AvailabilityTarget } from '@shared/availability';
import { availabilityMonthQuery } from '@client/lib/queries';
import { calendarMonth, type MonthSearch } from './month-search';

export function shownMonthQuery(target: AvailabilityTarget, id: number, search: MonthSearch) {
  return availabilityMonthQuery(target, id, calendarMonth(search));
}
