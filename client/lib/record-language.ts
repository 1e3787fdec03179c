/**
 * Where an English page shows a record's Indonesian text: a translated field without English yet comes in
 * Indonesian, and the read names it (`indonesian`, shared/schemas/translation.ts). Its element is marked
 * `lang="id"`, so a screen reader reads it as Indonesian and search engines know it is.
 */
import type { TranslatableField } from '@shared/schemas/translation';

/** `'id'` for the element of a field shown in Indonesian, else nothing (the page's own language). */
export function fallbackLang(record: object, field: TranslatableField): 'id' | undefined {
  const indonesian = (record as { indonesian?: readonly TranslatableField[] }).indonesian;
  return indonesian?.includes(field) ? 'id' : undefined;
}
