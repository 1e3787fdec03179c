/** The village's booking inbox: which requests it lists, and what an admin changes on one (server/trpc/routers/booking.ts). */
import { z } from 'zod';
import { BOOKING, BOOKING_STATUSES, BOOKING_TARGETS } from '../constants';
import { messages } from '../messages';
import { idSchema } from './common';

export const bookingListInput = z
  .object({
    status: z.enum(BOOKING_STATUSES).optional(),
    target: z.enum(BOOKING_TARGETS).optional(),
    target_id: idSchema.optional(),
    q: z.string().trim().max(100).optional(),
  })
  .optional();

export const bookingUpdateInput = z.object({
  id: idSchema,
  status: z.enum(BOOKING_STATUSES).optional(),
  admin_note: z.string().trim().max(BOOKING.noteMax, messages.bookingNoteTooLong).optional(),
});
