/** Which requests the inbox shows: by status, by package or lodging, and by a name, code or number typed. */
import type { BookingTarget } from '@shared/constants';
import type { BookingRequest } from '@shared/schemas/booking';
import { matchesBookingFilter } from '@shared/schemas/booking-inbox';
import { targetKey, type BookingSearch } from './booking-search';

/** The loaded list, filtered in the browser by the server's own rule (no request per keystroke). */
export function filterBookings(requests: readonly BookingRequest[], search: BookingSearch): BookingRequest[] {
  return requests.filter(
    (request) => (!search.untuk || targetKey(request) === search.untuk) && matchesBookingFilter(request, { status: search.status, q: search.q }),
  );
}

export interface TargetOption {
  value: string;
  label: string;
  target: BookingTarget;
}

/** Every package and lodging asked for, once each, packages first, by name. */
export function targetOptions(requests: readonly BookingRequest[]): TargetOption[] {
  const byKey = new Map<string, TargetOption>();
  for (const request of requests) byKey.set(targetKey(request), { value: targetKey(request), label: request.target_name, target: request.target });
  return [...byKey.values()].sort((a, b) => a.target.localeCompare(b.target) || a.label.localeCompare(b.label, 'id'));
}
