/**
 * The languages of the public site (docs/decisions/0016): Indonesian at today's URLs, English under `/en`.
 * The admin panel and the village's own emails stay Indonesian. The language of what is being rendered is
 * asked of `currentLocale()`: a server render or request registers where its language is
 * (`readLocaleFrom`), a page in the browser reads its own `<html lang>`.
 */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

/** What `<html lang>`, `hreflang` and `inLanguage` say of each language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { id: 'id', en: 'en' };
/** Open Graph's `og:locale` of each language. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };

const PREFIX = '/en';

/** The language a path is in: `/en` and what is under it are English, everything else Indonesian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? 'en' : DEFAULT_LOCALE;
}

/** The path as the routes know it: `/en/about` is `/about`, `/en` is `/`. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(PREFIX.length) || '/';
}

/** A route's path in a language: `/about` in English is `/en/about`, `/` is `/en`. */
export function localePath(pathname: string, locale: Locale): string {
  const bare = withoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? PREFIX : `${PREFIX}${bare}`;
}

let lookup: () => Locale | undefined = () => undefined;

/** Where the language of what is being rendered is: the scope of a server render, or of a request. */
export function readLocaleFrom(where: () => Locale | undefined): void {
  lookup = where;
}

let documentLocale: Locale | null = null;

/** The language of the page in the browser: read once, as a page's language never changes without a new page. */
function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  documentLocale ??= document.documentElement.lang === LANGUAGE_TAGS.en ? 'en' : DEFAULT_LOCALE;
  return documentLocale;
}

export function currentLocale(): Locale {
  return lookup() ?? pageLocale();
}

/** A route's path as a link of the page being rendered writes it: in the page's language. */
export function localizedPath(pathname: string): string {
  return localePath(pathname, currentLocale());
}

/** Each language named in itself, as a language switcher offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

/** The language a switcher offers on a page in `locale`. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? DEFAULT_LOCALE : 'en';
}

/**
 * One value per language, made the first time that language asks for it: the Intl formatters of prices,
 * sizes and times, which are costly to build on every call, in the language being rendered.
 */
export function perLocale<T>(make: (languageTag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    const value = made.get(locale) ?? make(LANGUAGE_TAGS[locale]);
    made.set(locale, value);
    return value;
  };
}
