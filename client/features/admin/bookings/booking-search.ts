/**
 * The inbox's filters in the URL (`?status=baru&untuk=paket-3&q=sari`), so a filtered view survives a reload
 * and can be shared. Read by the route's `validateSearch`, which loads with the app itself: no sentences here.
 */
import { BOOKING_STATUSES, BOOKING_TARGETS, SEARCH_TERM_MAX, type BookingStatus, type BookingTarget } from '@shared/constants';

export interface BookingSearch {
  status?: BookingStatus;
  /** One package or lodging, as `targetKey` writes it. */
  untuk?: string;
  q?: string;
}

/** "paket-3": a request's package or lodging as one value (the select's and the URL's). */
export function targetKey(request: { target: BookingTarget; target_id: number }): string {
  return `${request.target}-${request.target_id}`;
}

const TARGET_KEY = new RegExp(`^(${BOOKING_TARGETS.join('|')})-[1-9]\\d*$`);

/** Unknown values are dropped, never an error: a hand-edited link still opens the inbox. */
export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  const result: BookingSearch = {};
  const status = BOOKING_STATUSES.find((value) => value === search.status);
  if (status) result.status = status;
  if (typeof search.untuk === 'string' && TARGET_KEY.test(search.untuk)) result.untuk = search.untuk;
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, SEARCH_TERM_MAX) : '';
  if (q) result.q = q;
  return result;
}
