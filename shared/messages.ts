/**
 * Every Indonesian sentence a person reads, once, in four parts: the public site's with its page heads
 * (messages/public.ts, the part every public page loads), the booking request's (messages/booking.ts,
 * loaded only by the pages that take or show a request), a draft's preview banner (messages/preview.ts,
 * loaded only over a draft), and the admin panel's and the API's (messages/admin.ts). The server and the
 * admin screens use this union. The API reference's sentences (messages/api-reference.ts) stay apart.
 */
import { messages as adminMessages } from './messages/admin';
import { messages as bookingMessages } from './messages/booking';
import { fillPlaceholders } from './messages/placeholders';
import { messages as previewMessages } from './messages/preview';
import { messages as publicMessages } from './messages/public';

export const messages = { ...publicMessages, ...bookingMessages, ...previewMessages, ...adminMessages } as const;

export type MessageKey = keyof typeof messages;

type PublicKey = keyof typeof publicMessages;
type BookingKey = keyof typeof bookingMessages;
type PreviewKey = keyof typeof previewMessages;
type AdminKey = keyof typeof adminMessages;
/** A key in two parts would silently take the later sentence: this fails to compile instead. */
const _onePartEach: [
  (PublicKey & AdminKey) | (PublicKey & BookingKey) | (BookingKey & AdminKey) | (PreviewKey & (PublicKey | BookingKey | AdminKey)),
] extends [never]
  ? true
  : never = true;

export { apiReferenceMessages } from './messages/api-reference';

/** Fills `{name}` placeholders of a catalogue sentence. */
export function message(key: MessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
