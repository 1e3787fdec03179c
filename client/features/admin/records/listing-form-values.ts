/**
 * Form values ↔ input of the columns lodgings and attractions share (SPEC.md §3, §5): name, text, price,
 * contacts, location and the two comma lists. Each form adds its own category and times; a package's form
 * takes the first four (offerValues).
 */
import { splitList } from '@shared/format';

/** What packages, lodgings and attractions all state: a name, a text, a price and a phone. */
interface Offer {
  name: string;
  description: string;
  price: number;
  phone: string;
}

interface Listing extends Offer {
  email: string;
  instagram: string;
  location: string;
  facilities: readonly string[];
  points_of_attraction: readonly string[];
}

export function offerValues(record?: Offer) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    price: record ? String(record.price) : '',
    phone: record?.phone ?? '',
  };
}

export function listingValues(record?: Listing) {
  return {
    ...offerValues(record),
    email: record?.email ?? '',
    instagram: record?.instagram ?? '',
    location: record?.location ?? '',
    facilities: record?.facilities.join(', ') ?? '',
    points: record?.points_of_attraction.join(', ') ?? '',
  };
}

/** An empty price is left out, so the shared schema's default (0) applies. */
export function listingInput(values: ReturnType<typeof listingValues>) {
  return {
    name: values.name,
    description: values.description,
    price: values.price === '' ? undefined : Number(values.price),
    phone: values.phone,
    email: values.email,
    instagram: values.instagram,
    location: values.location,
    facilities: splitList(values.facilities),
    points_of_attraction: splitList(values.points),
  };
}
