/** Attraction and UMKM form values ↔ the shared attraction schema (SPEC.md §5). */
import type { AttractionCategory } from '../../../../shared/constants';
import { composeOpeningHours, parseOpeningHours, splitList } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { attractionInput, type Attraction } from '../../../../shared/schemas/attraction';
import { formSchema } from '../../../lib/form';

export function attractionValues(record?: Attraction, category = '') {
  const hours = parseOpeningHours(record?.time_open_close ?? '');
  return {
    category: record?.category ?? category,
    name: record?.name ?? '',
    description: record?.description ?? '',
    price: record ? String(record.price) : '',
    startDay: hours.startDay,
    endDay: hours.endDay,
    open: hours.open,
    close: hours.close,
    phone: record?.phone ?? '',
    email: record?.email ?? '',
    instagram: record?.instagram ?? '',
    location: record?.location ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    points: record?.points_of_attraction.join(', ') ?? '',
  };
}

export type AttractionValues = ReturnType<typeof attractionValues>;

const toInput = (values: AttractionValues) => ({
  category: values.category as AttractionCategory,
  name: values.name,
  description: values.description,
  price: values.price === '' ? undefined : Number(values.price),
  time_open_close: composeOpeningHours(values.startDay, values.endDay, values.open, values.close),
  phone: values.phone,
  email: values.email,
  instagram: values.instagram,
  location: values.location,
  facilities: splitList(values.facilities),
  points_of_attraction: splitList(values.points),
});

/** Attractions: category, name, description, price, hours and location are required. */
export const attractionFormSchema = formSchema({
  required: [{ fields: ['category', 'price'], message: messages.requiredFields }],
  toInput,
  schema: attractionInput,
});

/** UMKM: name and description only (the shared schema knows category UMKM). */
export const umkmFormSchema = formSchema({ toInput, schema: attractionInput });

export const attractionAliases = { time_open_close: ['startDay', 'endDay', 'open', 'close'], points_of_attraction: ['points'] } as const;
