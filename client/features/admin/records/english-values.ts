/**
 * A record form's English texts (shared/schemas/translation.ts) as the form holds them: one input per
 * translated field beside the kind's own, named as the activity log names it (`description_en`), typed as
 * the Indonesian input is (a list with commas). They are kept in drafts and through a refused save like
 * every other input, and checked together with the kind's fields, so one save names every problem of both.
 */
import { z } from 'zod';
import { splitList } from '@shared/format';
import { inLanguage, translationIssuePath, translationsInput, type TranslatableField, type TranslatedTexts, type Translations } from '@shared/schemas/translation';
import type { FormValues } from '@client/lib/form';

/** The language the form's second tab edits. */
export const ENGLISH = 'en';

/** How each translated field is typed: one line, several lines, or a list typed with commas. */
export const ENGLISH_INPUT: Record<TranslatableField, 'line' | 'text' | 'list'> = {
  description: 'text',
  opening_hours: 'line',
  place: 'line',
  facilities: 'list',
  points_of_attraction: 'list',
};

/** The input of a field's English text: `description_en`. */
export const englishInput = (field: TranslatableField) => inLanguage(field, ENGLISH);

/** The English inputs' values: the record's texts, "" where it has none (or on an add form). */
export function englishValues(fields: readonly TranslatableField[], texts: TranslatedTexts | undefined): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const text = texts?.[field];
      return [englishInput(field), Array.isArray(text) ? text.join(', ') : (text ?? '')];
    }),
  );
}

function englishTexts(fields: readonly TranslatableField[], values: FormValues): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((field) => {
      const text = values[englishInput(field)] ?? '';
      return [field, ENGLISH_INPUT[field] === 'list' ? splitList(text) : text];
    }),
  );
}

/** What a save sends: the kind's data, and its English texts when the kind has any. */
export interface SavedTexts<Out> {
  data: Out;
  translations?: Translations | undefined;
}

/**
 * The kind's check (`check`, over the form's values) and its English texts' check, both at once; a problem
 * of an English text is the problem of its input (`description_en`).
 */
export function withEnglish<Out>(check: z.ZodType<Out>, fields: readonly TranslatableField[]): z.ZodType<SavedTexts<Out>> {
  const english = translationsInput(fields);
  return z.looseObject({}).transform((input, ctx): SavedTexts<Out> => {
    const values = input as FormValues;
    const data = check.safeParse(values);
    const texts = fields.length > 0 ? english.safeParse({ [ENGLISH]: englishTexts(fields, values) }) : null;
    for (const issue of data.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    for (const issue of texts?.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: translationIssuePath(issue.path), message: issue.message });
    if (!data.success || (texts && !texts.success)) return z.NEVER;
    return { data: data.data, translations: texts?.data };
  });
}
