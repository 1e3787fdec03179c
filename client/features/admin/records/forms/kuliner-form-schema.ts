/** Kuliner form values ↔ the shared kuliner schema (DESIGN.md §9): a price range, and "Halal" as a ticked box. */
import type { KulinerCategory } from '@shared/constants';
import { messages } from '@shared/messages';
import { kulinerInput, type Kuliner } from '@shared/schemas/kuliner';
import { recordChecks } from '../record-checks';
import { CHECKED } from '@client/components/admin/fields';

export function kulinerValues(record?: Kuliner) {
  return {
    category: record?.category ?? '',
    name: record?.name ?? '',
    description: record?.description ?? '',
    price_min: record ? String(record.price_min) : '',
    price_max: record ? String(record.price_max) : '',
    opening_hours: record?.opening_hours ?? '',
    phone: record?.phone ?? '',
    location: record?.location ?? '',
    halal: record?.halal ? CHECKED : '',
  };
}

export type KulinerValues = ReturnType<typeof kulinerValues>;

/** An empty price is left out, so the shared schema's default (0) applies. */
const price = (text: string) => (text === '' ? undefined : Number(text));

export const kulinerFormSchema = recordChecks({
  required: [{ fields: ['category'], message: messages.requiredFields }],
  toInput: (values: KulinerValues) => ({
    ...values,
    category: values.category as KulinerCategory,
    price_min: price(values.price_min),
    price_max: price(values.price_max),
    halal: values.halal === CHECKED,
  }),
  schema: kulinerInput,
});
