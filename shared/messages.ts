/**
 * Every Indonesian sentence a person reads, once, in three parts: the public site's
 * (messages/public.ts, the only part public client code loads), the admin panel's and the API's
 * (messages/admin.ts), and the page head the server writes (messages/page-meta.ts). The server and the
 * admin screens use this union. The API reference's sentences (messages/api-reference.ts) stay apart.
 */
import { messages as adminMessages } from './messages/admin';
import { messages as pageMetaMessages } from './messages/page-meta';
import { fillPlaceholders } from './messages/placeholders';
import { messages as publicMessages } from './messages/public';

export const messages = { ...publicMessages, ...adminMessages, ...pageMetaMessages } as const;

export type MessageKey = keyof typeof messages;

type PublicKey = keyof typeof publicMessages;
type AdminKey = keyof typeof adminMessages;
type PageMetaKey = keyof typeof pageMetaMessages;
/** A key in two parts would silently take the later sentence: this fails to compile instead. */
const _onePartEach: [(PublicKey & AdminKey) | (PublicKey & PageMetaKey) | (AdminKey & PageMetaKey)] extends [never] ? true : never = true;

export { apiReferenceMessages } from './messages/api-reference';

/** Fills `{name}` placeholders of a catalogue sentence. */
export function message(key: MessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
