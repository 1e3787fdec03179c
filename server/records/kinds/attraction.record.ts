/** Attractions, UMKM included: one record whose category UMKM has its own legacy type (SPEC.md §3, DESIGN.md §4). */
import { z } from 'zod';
import { ATTRACTION_CATEGORIES, DETAIL_PAGES, type AttractionCategory } from '../../../shared/constants';
import { attractionInput, attractionTranslated, type Attraction } from '../../../shared/schemas/attraction';
import { defineRecord } from '../record-descriptor';

export const attractionRecord = defineRecord({
  kind: 'attraction',
  table: 'attraction',
  columns: ['id', 'category', 'name', 'description', 'price', 'time_open_close', 'phone', 'email', 'instagram', 'location', 'facilities', 'points_of_attraction'],
  schema: attractionInput,
  translated: attractionTranslated,
  listFilter: z.object({ category: z.enum(ATTRACTION_CATEGORIES).optional() }).optional(),
  images: true,
  messages: { notFound: 'attractionNotFound', created: 'attractionAdded', updated: 'updated', deleted: 'attractionDeleted' },
  toRow: (data) => data,
  toApi: (row, images): Attraction => ({ ...row, category: row.category as AttractionCategory, images }),
  page: DETAIL_PAGES.attraction,
  legacy: {
    types: {
      attraction: {},
      umkm: { fixed: { category: 'UMKM' }, messages: { created: 'umkmAdded', updated: 'umkmUpdated', deleted: 'umkmDeleted' } },
    },
    formats: { price: 'price', facilities: 'jsonList', points_of_attraction: 'jsonList' },
  },
});
