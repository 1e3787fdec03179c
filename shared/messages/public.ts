/**
 * The sentences of the public site: every string a visitor's page shows. Public routes, features and
 * components import this file alone, so a visitor never downloads the admin panel's strings
 * (shared/messages/admin.ts). The sentences themselves are in one part per language (public.id.ts,
 * public.en.ts), of which a page loads its own.
 */
import { localized } from './localized';
import { fillPlaceholders } from './placeholders';
import type { catalogue } from './public.id';


export type PublicMessageKey = keyof typeof catalogue;

/** Each sentence in the language being rendered (localized.ts), from its part loaded for that language. */
export const messages = localized<PublicMessageKey>();

/** Fills `{name}` placeholders of a public sentence. */
export function message(key: PublicMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
