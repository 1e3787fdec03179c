/** The month the calendar shows: the one the URL names when it is a month, else this month on the village's clock. */
import { isCalendarMonth, monthOf } from '@shared/availability';
import { villageToday } from '@shared/event-time';

export function shownMonth(search: { bulan?: unknown }, today = villageToday()): string {
  return typeof search.bulan === 'string' && isCalendarMonth(search.bulan) ? search.bulan : monthOf(today);
}
