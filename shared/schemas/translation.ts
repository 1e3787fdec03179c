/**
 * A record's texts in the site's other language, field by field with a fallback to Indonesian, as Payload
 * and Strapi localise fields. Each kind names its descriptive free-text fields beside its schema
 * (`attractionTranslated`): descriptions, lists of facilities and attractions, hours typed as free text, an
 * event's place. Names stay as they are (proper nouns); numbers, phones, locations and categories never
 * change, nor the texts the admin form composes from its own pickers (an attraction's days and hours, a
 * lodging's check-in and check-out), which an English page formats itself.
 *
 * Stored beside the Indonesian columns, and edited by the admin form, as `{ en: { description: "…",
 * facilities: ["…"] } }`: a list field's English is a list too. A field without English (empty text, empty
 * list) is left out, and is shown in Indonesian. A save sends them beside the record's data (`translations`:
 * a FormData part holding JSON, or a key of the JSON input); the admin's record carries them
 * (`WithTranslations`), its list a flag (`WithUntranslated`); a public read names its language
 * (`locale`) and says which fields it still shows in Indonesian (`Localized`).
 */
import { z } from 'zod';
import { TEXT_MAX } from '../constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale';
import { messages } from '../messages';
import { byIdInput, listField, optionalText } from './common';

/** The languages records are translated into: the site's others beside Indonesian, the records' own. */
export const TRANSLATION_LOCALES = ['en'] as const satisfies readonly Exclude<Locale, 'id'>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** What a field holds in another language: text, or a list of texts where the Indonesian field is a list. */
interface TranslatableValues {
  description: string;
  opening_hours: string;
  place: string;
  facilities: string[];
  points_of_attraction: string[];
}

export type TranslatableField = keyof TranslatableValues;

/** A field's name in a language, as the activity log and the admin's messages name it: `description_en`. */
export type InLanguage<F extends string, L extends TranslationLocale = TranslationLocale> = `${F}_${L}`;

export function inLanguage<F extends TranslatableField, L extends TranslationLocale>(field: F, locale: L): InLanguage<F, L> {
  return `${field}_${locale}`;
}

/** "Deskripsi (Inggris)": a translated field as the activity log and the admin form name it. */
export function translatedFieldLabel(field: TranslatableField, locale: TranslationLocale): string {
  return messages[`adminLogField_${inLanguage(field, locale)}`];
}

/** A record's texts in one language, by field; a field without one is absent. */
export type TranslatedTexts<F extends TranslatableField = TranslatableField> = { [K in F]?: TranslatableValues[K] };

/** A record's translations, by language: `{ en: { description: "…" } }`. */
export type Translations<F extends TranslatableField = TranslatableField> = { [L in TranslationLocale]?: TranslatedTexts<F> };

type FieldCheck<F extends TranslatableField> = (name: InLanguage<F>) => z.ZodType<TranslatableValues[F]>;

/**
 * Each field's check in another language: the Indonesian field's length limits and one-line rule (its
 * message naming the field in that language), never required: "" or an empty list is no translation.
 */
const fieldChecks: { [F in TranslatableField]: FieldCheck<F> } = {
  // As requiredText (common.ts) without the minimum.
  description: () => z.string({ error: messages.invalidInput }).trim().max(TEXT_MAX, messages.textTooLong).default(''),
  opening_hours: (name) => optionalText(name),
  place: (name) => optionalText(name),
  facilities: (name) => listField(name),
  points_of_attraction: (name) => listField(name),
};

/** Whether a value says something: text other than spaces, or a list with an item. */
export function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.length > 0;
}

function languageInput<F extends TranslatableField>(fields: readonly F[], locale: TranslationLocale) {
  const shape = Object.fromEntries(fields.map((field) => [field, (fieldChecks[field] as FieldCheck<TranslatableField>)(inLanguage(field, locale))]));
  return z
    .object(shape, { error: messages.invalidInput })
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => hasText(value))) as TranslatedTexts<F>);
}

/**
 * What a save sends of a kind's translations, `fields` being the kind's translated ones: each language sent
 * replaces the stored one (sent empty, it clears it), a language left out is kept as stored. Other fields
 * are dropped, as every record schema drops what it does not know.
 */
export function translationsInput<F extends TranslatableField>(fields: readonly F[]): z.ZodType<Translations<F>, Translations<F>> {
  const shape = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, languageInput(fields, locale).optional()]));
  return z.object(shape, { error: messages.invalidInput }) as unknown as z.ZodType<Translations<F>, Translations<F>>;
}

/**
 * Where a form shows a problem of a translation: at the field in its language (`['description_en']`, a
 * list's item `['facilities_en', 2]`), as the log names it; a problem of the whole at `translations`.
 */
export function translationIssuePath(path: readonly PropertyKey[]): PropertyKey[] {
  const [locale, field, ...rest] = path;
  const known = TRANSLATION_LOCALES.find((candidate) => candidate === locale);
  return known && typeof field === 'string' ? [`${field}_${known}`, ...rest] : ['translations', ...path];
}

/** A record as the admin form edits it: its translations in every language, `{}` where it has none yet. */
export type WithTranslations<T> = T & { translations: { [L in TranslationLocale]: TranslatedTexts } };

/** A record as a public read in a language returns it: in another than Indonesian, `indonesian` names its translated fields still shown in Indonesian. */
export type Localized<T> = T & { indonesian?: TranslatableField[] };

/** A record of the admin's list: `untranslated` when some translated field has Indonesian text and no English ("Belum diterjemahkan"). */
export type WithUntranslated<T> = T & { untranslated: boolean };

/** The language a public read answers in; Indonesian when none is named. */
export const localeSchema = z.enum(LOCALES, { error: messages.invalidInput });

/** A public record by id, `{ id }` as before, or in a language: `{ id, locale: 'en' }`. */
export const localizedByIdInput = byIdInput.extend({ locale: localeSchema.optional() });

const isTranslationLocale = (locale: Locale): locale is TranslationLocale => (TRANSLATION_LOCALES as readonly Locale[]).includes(locale);

/** The translated fields of `record` that have Indonesian text and none in `locale`. */
export function untranslatedFields(record: object, translations: Translations, fields: readonly TranslatableField[], locale: TranslationLocale): TranslatableField[] {
  const texts = translations[locale] ?? {};
  return fields.filter((field) => hasText((record as Record<string, unknown>)[field]) && !hasText(texts[field]));
}

/** True when, in some language, a translated field of `record` has Indonesian text and none of its own. */
export function isUntranslated(record: object, translations: Translations, fields: readonly TranslatableField[]): boolean {
  return TRANSLATION_LOCALES.some((locale) => untranslatedFields(record, translations, fields, locale).length > 0);
}

/**
 * `record` in `locale`: in Indonesian exactly as it is; in another language, each translated field in that
 * language where it has text, and `indonesian` naming those still shown in Indonesian.
 */
export function inLocale<T extends object>(record: T, translations: Translations, fields: readonly TranslatableField[], locale: Locale): Localized<T> {
  if (locale === DEFAULT_LOCALE || !isTranslationLocale(locale)) return record;
  const texts = translations[locale] ?? {};
  const shown = Object.fromEntries(fields.filter((field) => hasText(texts[field])).map((field) => [field, texts[field]]));
  return { ...record, ...shown, indonesian: untranslatedFields(record, translations, fields, locale) };
}

/** Every language's texts, each language present (`{}` when it has none): what the admin form edits. */
export function everyLanguage(translations: Translations): { [L in TranslationLocale]: TranslatedTexts } {
  return Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, translations[locale] ?? {}])) as { [L in TranslationLocale]: TranslatedTexts };
}

/** Each translated text under its name in its language (`description_en`), as the activity log compares and shows them. */
export function translatedValues(translations: Translations): Record<string, unknown> {
  return Object.fromEntries(
    TRANSLATION_LOCALES.flatMap((locale) => Object.entries(translations[locale] ?? {}).map(([field, value]) => [inLanguage(field as TranslatableField, locale), value])),
  );
}
