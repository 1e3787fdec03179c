/** Attraction and UMKM form values ↔ the shared attraction schema (SPEC.md §5). */
import type { AttractionCategory } from '@shared/constants';
import { composeOpeningHours, parseOpeningHours } from '@shared/format';
import { messages } from '@shared/messages';
import { attractionInput, type Attraction } from '@shared/schemas/attraction';
import { recordChecks } from '../record-checks';
import { listingInput, listingValues } from '../listing-form-values';

export function attractionValues(record?: Attraction, category = '') {
  const hours = parseOpeningHours(record?.time_open_close ?? '');
  return { ...listingValues(record), category: record?.category ?? category, ...hours };
}

export type AttractionValues = ReturnType<typeof attractionValues>;

const toInput = (values: AttractionValues) => ({
  ...listingInput(values),
  category: values.category as AttractionCategory,
  time_open_close: composeOpeningHours(values.startDay, values.endDay, values.open, values.close),
});

/** Attractions: category, name, description, price, hours and location are required. */
export const attractionFormSchema = recordChecks({
  required: [{ fields: ['category', 'price'], message: messages.requiredFields }],
  toInput,
  schema: attractionInput,
});

/** UMKM: name and description only (the shared schema knows category UMKM). */
export const umkmFormSchema = recordChecks({ toInput, schema: attractionInput });

/** A new UMKM starts in its category. */
export const umkmValues = (record?: Attraction) => attractionValues(record, 'UMKM');

export const attractionAliases = { time_open_close: ['startDay', 'endDay', 'open', 'close'], points_of_attraction: ['points'] } as const;
