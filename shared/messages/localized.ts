/**
 * A catalogue part seen in the language being rendered (shared/locale.ts): each sentence in that language
 * when it is loaded, else the Indonesian one, as Payload and Strapi fall back per field. A language's
 * sentences are added once they are loaded: the server loads them all, a page in the browser only its own
 * language's (client/lib/english.ts, client/lib/indonesian.ts). The booking and preview parts carry their
 * Indonesian themselves (they load only with their pages).
 */
import { currentLocale, DEFAULT_LOCALE, type Locale } from '../locale';

type Sentences = Readonly<Record<string, string>>;

const translations = new Map<Locale, Sentences[]>();

/** A language's sentences, of any part: read first wherever a part is localized, in that language. */
export function addTranslations(locale: Locale, sentences: Sentences): void {
  translations.set(locale, [...(translations.get(locale) ?? []), sentences]);
}

function loaded(locale: Locale, key: string): string | undefined {
  for (const part of translations.get(locale) ?? []) {
    if (Object.hasOwn(part, key)) return part[key];
  }
  return undefined;
}

/**
 * A part as every module reads it: each sentence in the current language where it is loaded, else in
 * Indonesian, from `indonesian` (a part that carries its own) or from the Indonesian loaded.
 */
export function localized<K extends string>(indonesian: Readonly<Partial<Record<K, string>>> = {} as Partial<Record<K, string>>): Readonly<Record<K, string>> {
  return new Proxy(indonesian as Readonly<Record<K, string>>, {
    get: (target, key, receiver) => {
      if (typeof key !== 'string') return Reflect.get(target, key, receiver);
      return loaded(currentLocale(), key) ?? Reflect.get(target, key, receiver) ?? loaded(DEFAULT_LOCALE, key);
    },
  });
}
