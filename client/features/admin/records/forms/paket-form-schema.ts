/** Tour package form values ↔ the shared package schema (SPEC.md §5): the price is required. */
import { splitList } from '@shared/format';
import { messages } from '@shared/messages';
import { paketInput, type Paket } from '@shared/schemas/paket';
import { recordChecks } from '../record-checks';
import { offerValues } from '../listing-form-values';

export function paketValues(record?: Paket) {
  return { ...offerValues(record), facilities: record?.facilities.join(', ') ?? '' };
}

export type PaketValues = ReturnType<typeof paketValues>;

export const paketFormSchema = recordChecks({
  required: [{ fields: ['price'], message: messages.requiredFields }],
  toInput: (values: PaketValues) => ({
    name: values.name,
    description: values.description,
    price: Number(values.price),
    phone: values.phone,
    facilities: splitList(values.facilities),
  }),
  schema: paketInput,
});
