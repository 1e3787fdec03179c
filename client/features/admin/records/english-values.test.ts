/**
 * A record form's English inputs: loaded from a record's texts (lists with commas), sent as its
 * translations (empty ones left out), and checked with the kind's fields at once, each problem on its own
 * input.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@shared/messages';
import { englishValues, withEnglish } from './english-values';

const FIELDS = ['description', 'place', 'facilities'] as const;
const kindCheck = z.looseObject({ name: z.string().min(1, messages.requiredFields) }).transform((values) => ({ name: values.name }));

describe('english-values', () => {
  it('holds each text as its input does: a list with commas, "" for none', () => {
    expect(englishValues(FIELDS, { description: 'A beach.', facilities: ['Parking', 'Toilets'] })).toEqual({ description_en: 'A beach.', place_en: '', facilities_en: 'Parking, Toilets' });
    expect(englishValues(FIELDS, undefined)).toEqual({ description_en: '', place_en: '', facilities_en: '' });
  });

  it('sends the texts written, beside the data', () => {
    const checked = withEnglish(kindCheck, FIELDS).parse({ name: 'Pantai', description_en: ' A beach. ', place_en: '', facilities_en: 'Parking, , Toilets' });
    expect(checked).toEqual({ data: { name: 'Pantai' }, translations: { en: { description: 'A beach.', facilities: ['Parking', 'Toilets'] } } });
    expect(withEnglish(kindCheck, []).parse({ name: 'Titik' })).toEqual({ data: { name: 'Titik' }, translations: undefined });
  });

  it("names every problem at once, an English text's on its own input", () => {
    const result = withEnglish(kindCheck, FIELDS).safeParse({ name: '', description_en: 'x'.repeat(10_001), place_en: 'two\nlines', facilities_en: '' });
    expect(result.success).toBe(false);
    const problems = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(problems).toEqual({ name: messages.requiredFields, description_en: messages.textTooLong, place_en: expect.stringContaining(messages.adminLogField_place_en) });
  });
});
