/** Lodging form values ↔ the shared accommodation schema (SPEC.md §5). */
import { composeCheckInOut, parseCheckInOut, splitList } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { accommodationInput, type Accommodation } from '../../../../shared/schemas/accommodation';
import { formSchema } from '../../../lib/form';

export function accommodationValues(record?: Accommodation) {
  const times = parseCheckInOut(record?.time_open_close ?? '');
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    price: record ? String(record.price) : '',
    checkIn: times.checkIn,
    checkOut: times.checkOut,
    phone: record?.phone ?? '',
    email: record?.email ?? '',
    instagram: record?.instagram ?? '',
    location: record?.location ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    points: record?.points_of_attraction.join(', ') ?? '',
  };
}

export type AccommodationValues = ReturnType<typeof accommodationValues>;

/** Name, description and phone first (their sentence), then the check-in/out times. */
export const accommodationFormSchema = formSchema({
  required: [
    { fields: ['name', 'description', 'phone'], message: messages.accommodationRequired },
    { fields: ['checkIn', 'checkOut'], message: messages.adminCheckInOutRequired },
  ],
  toInput: (values: AccommodationValues) => ({
    name: values.name,
    description: values.description,
    price: values.price === '' ? undefined : Number(values.price),
    time_open_close: composeCheckInOut(values.checkIn, values.checkOut),
    phone: values.phone,
    email: values.email,
    instagram: values.instagram,
    location: values.location,
    facilities: splitList(values.facilities),
    points_of_attraction: splitList(values.points),
  }),
  schema: accommodationInput,
});

export const accommodationAliases = { time_open_close: ['checkIn', 'checkOut'], points_of_attraction: ['points'] } as const;
