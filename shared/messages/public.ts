/**
 * The sentences of the public site: every string a visitor's page shows. Public routes, features and
 * components import this file alone, so a visitor never downloads the admin panel's strings
 * (shared/messages/admin.ts). The sentences themselves are in one part per language (public.id.ts,
 * public.en.ts), of which a page's scripts load their own, and the server's alone (page.id.ts, page.en.ts).
 */
import { localized } from './localized';
import { fillPlaceholders } from './placeholders';
import type { catalogue as pageCatalogue } from './page.id';
import type { catalogue as scriptCatalogue } from './public.id';


/** A sentence a page's scripts show too (public.id.ts), one the server alone writes (page.id.ts), either. */
export type ScriptMessageKey = keyof typeof scriptCatalogue;
export type PageMessageKey = keyof typeof pageCatalogue;
export type PublicMessageKey = ScriptMessageKey | PageMessageKey;

/** Each sentence in the language being rendered (localized.ts), from its part loaded for that language. */
export const messages = localized<PublicMessageKey>();

/** Fills `{name}` placeholders of a public sentence. */
export function message(key: PublicMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
