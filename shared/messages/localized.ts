/**
 * A catalogue part seen in the language being rendered (shared/locale.ts): each sentence in that language
 * when its translation is loaded, else the Indonesian one. The Indonesian part is the one modules import;
 * a language's sentences are added once they are loaded (the server loads them all, a page in the browser
 * only its own language's: client/lib/english.ts), as Payload and Strapi fall back per field.
 */
import { currentLocale, DEFAULT_LOCALE, type Locale } from '../locale';

type Sentences = Readonly<Record<string, string>>;

const translations = new Map<Locale, Sentences[]>();

/** A language's sentences, of any part: read before the Indonesian wherever a part is localized. */
export function addTranslations(locale: Locale, sentences: Sentences): void {
  translations.set(locale, [...(translations.get(locale) ?? []), sentences]);
}

function translated(key: string): string | undefined {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return undefined;
  for (const part of translations.get(locale) ?? []) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  return undefined;
}

/** The Indonesian part as every module reads it: each property asked for in the current language. */
export function localized<K extends string>(indonesian: Readonly<Record<K, string>>): Readonly<Record<K, string>> {
  return new Proxy(indonesian, {
    get: (target, key, receiver) => (typeof key === 'string' ? (translated(key) ?? Reflect.get(target, key, receiver)) : Reflect.get(target, key, receiver)),
  });
}
