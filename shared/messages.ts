/**
 * Every Indonesian sentence a person reads, once, in four parts: the public site's with its page heads
 * (messages/public.ts, the part every public page loads), the booking request's (messages/booking.ts,
 * loaded only by the pages that take or show a request), a draft's preview banner (messages/preview.ts,
 * loaded only over a draft), and the admin panel's and the API's (messages/admin.ts). The server and the
 * admin screens use this union. The API reference's sentences (messages/api-reference.ts) stay apart.
 */
import { messages as adminMessages } from './messages/admin';
import { catalogue as bookingMessages } from './messages/booking';
import { localized } from './messages/localized';
import { fillPlaceholders } from './messages/placeholders';
import { catalogue as previewMessages } from './messages/preview';
import { catalogue as pageMessages } from './messages/page.id';
import { catalogue as publicMessages } from './messages/public.id';

const catalogue = { ...publicMessages, ...pageMessages, ...bookingMessages, ...previewMessages, ...adminMessages } as const;

/** Each sentence in the language being rendered: the visitors' parts have English (messages/localized.ts). */
export const messages = localized(catalogue);

export type MessageKey = keyof typeof catalogue;

type PublicKey = keyof typeof publicMessages | keyof typeof pageMessages;
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
