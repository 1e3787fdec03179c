/**
 * The village's booking inbox: which requests it lists (one rule, on the server and in the inbox's own
 * filtering), and what an admin changes on one (server/trpc/routers/booking.ts).
 */
import { z } from 'zod';
import { BOOKING, BOOKING_STATUSES, BOOKING_TARGETS } from '../constants';
import { messages } from '../messages';
import type { BookingRequest } from './booking';
import { idSchema } from './common';

export const bookingListInput = z
  .object({
    status: z.enum(BOOKING_STATUSES).optional(),
    target: z.enum(BOOKING_TARGETS).optional(),
    target_id: idSchema.optional(),
    q: z.string().trim().max(100).optional(),
  })
  .optional();

export type BookingFilter = NonNullable<z.output<typeof bookingListInput>>;

/**
 * Whether a request is one the filter asks for: its status, its package or lodging, and a name or code
 * holding the term (any case; a code also as read out, without its hyphens: "7k3q 9m2x") or a number
 * holding its digits ("0813 5555" and "+62 813-5555" both find 6281355556666: numbers are kept from 62 on,
 * so a leading 0 is dropped).
 */
export function matchesBookingFilter(request: Pick<BookingRequest, 'status' | 'target' | 'target_id' | 'name' | 'code' | 'whatsapp'>, filter: BookingFilter): boolean {
  if (filter.status && request.status !== filter.status) return false;
  if (filter.target && request.target !== filter.target) return false;
  if (filter.target_id && request.target_id !== filter.target_id) return false;
  const term = filter.q?.trim().toLowerCase() ?? '';
  if (!term || request.name.toLowerCase().includes(term) || request.code.toLowerCase().includes(term)) return true;
  const codeTerm = term.replace(/[\s-]/g, '');
  if (codeTerm && request.code.replace(/-/g, '').toLowerCase().includes(codeTerm)) return true;
  const digits = term.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 && request.whatsapp.includes(digits);
}

export const bookingUpdateInput = z.object({
  id: idSchema,
  status: z.enum(BOOKING_STATUSES).optional(),
  admin_note: z.string().trim().max(BOOKING.noteMax, messages.bookingNoteTooLong).optional(),
});
