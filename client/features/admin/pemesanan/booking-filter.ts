/** Which requests the inbox shows: by status, by package or lodging, and by a name, code or number typed. */
import type { BookingTarget } from '../../../../shared/constants';
import type { BookingRequest } from '../../../../shared/schemas/booking';
import { targetKey, type BookingSearch } from './booking-search';

/**
 * A name or code holding the term (any case), or a WhatsApp number holding its digits: "0813 5555" and
 * "+62 813-5555" both find 6281355556666, as the numbers are kept from 62 on without the leading 0.
 */
export function matchesTerm(request: BookingRequest, term: string): boolean {
  const text = term.trim().toLowerCase();
  if (!text) return true;
  if (request.name.toLowerCase().includes(text) || request.code.toLowerCase().includes(text)) return true;
  const digits = text.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 && request.whatsapp.includes(digits);
}

export function filterBookings(requests: readonly BookingRequest[], search: BookingSearch): BookingRequest[] {
  return requests.filter(
    (request) =>
      (!search.status || request.status === search.status) &&
      (!search.untuk || targetKey(request) === search.untuk) &&
      matchesTerm(request, search.q ?? ''),
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
