/** The English sentences of the booking part (booking.ts), for visitors of the `/en` pages. */
import type { BookingMessageKey } from './booking';

export const messages: Partial<Record<BookingMessageKey, string>> = {};
