/**
 * Tour package form values ↔ the shared package schema (SPEC.md §5): the price is required; its daily
 * places and the only days it runs (DESIGN.md §9) are optional, empty meaning no limit and every day.
 */
import { splitList } from '@shared/format';
import { messages } from '@shared/messages';
import { paketInput, type Paket } from '@shared/schemas/paket';
import { joinDays } from '@client/components/admin/date-list-field';
import { recordChecks } from '../record-checks';
import { offerValues } from '../listing-form-values';

export function paketValues(record?: Paket) {
  return {
    ...offerValues(record),
    facilities: record?.facilities.join(', ') ?? '',
    capacity: record?.capacity ? String(record.capacity) : '',
    run_dates: joinDays(record?.run_dates ?? []),
  };
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
    // Left empty, the package takes any number of people.
    capacity: values.capacity === '' ? null : Number(values.capacity),
    run_dates: splitList(values.run_dates),
  }),
  schema: paketInput,
});
