/** Lodging: its category is always penginapan, never an input (SPEC.md §3, DESIGN.md §4). */
import { z } from 'zod';
import { ACCOMMODATION_CATEGORY, DETAIL_PAGES } from '../../../shared/constants';
import { accommodationInput, accommodationTranslated, type Accommodation } from '../../../shared/schemas/accommodation';
import { defineRecord, UNFILTERED } from '../record-descriptor';

export const accommodationRecord = defineRecord({
  kind: 'accommodation',
  table: 'accommodation',
  columns: ['id', 'name', 'description', 'price', 'time_open_close', 'phone', 'email', 'instagram', 'location', 'facilities', 'points_of_attraction', 'units'],
  schema: accommodationInput,
  translated: accommodationTranslated,
  listFilter: UNFILTERED,
  images: true,
  messages: { notFound: 'accommodationNotFound', created: 'accommodationAdded', updated: 'accommodationUpdated', deleted: 'accommodationDeleted' },
  toRow: (data) => data,
  toApi: (row, images): Accommodation => ({ ...row, category: ACCOMMODATION_CATEGORY, images }),
  apiFields: z.object({ category: z.literal(ACCOMMODATION_CATEGORY) }),
  page: DETAIL_PAGES.accommodation,
  legacy: {
    types: { accommodation: {} },
    formats: { price: 'price', facilities: 'jsonList', points_of_attraction: 'jsonList', units: 'count' },
  },
});
