/** Lodging form values ↔ the shared accommodation schema (SPEC.md §5). */
import { composeCheckInOut, parseCheckInOut } from '@shared/format';
import { messages } from '@shared/messages';
import { accommodationInput, type Accommodation } from '@shared/schemas/accommodation';
import { recordChecks } from '../record-checks';
import { listingInput, listingValues } from '../listing-form-values';

export function accommodationValues(record?: Accommodation) {
  const times = parseCheckInOut(record?.time_open_close ?? '');
  return { ...listingValues(record), ...times, units: record ? String(record.units) : '1' };
}

export type AccommodationValues = ReturnType<typeof accommodationValues>;

/** Name, description and phone first (their sentence), then the check-in/out times. */
export const accommodationFormSchema = recordChecks({
  required: [
    { fields: ['name', 'description', 'phone'], message: messages.accommodationRequired },
    { fields: ['checkIn', 'checkOut'], message: messages.adminCheckInOutRequired },
  ],
  toInput: (values: AccommodationValues) => ({
    ...listingInput(values),
    time_open_close: composeCheckInOut(values.checkIn, values.checkOut),
    // Left empty, the shared schema's default (one room) applies.
    units: values.units === '' ? undefined : Number(values.units),
  }),
  schema: accommodationInput,
});

export const accommodationAliases = { time_open_close: ['checkIn', 'checkOut'], points_of_attraction: ['points'] } as const;
