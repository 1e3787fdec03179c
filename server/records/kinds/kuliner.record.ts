/** Food and drink (DESIGN.md §9): a category of its own, a price range, a halal mark and a required location. */
import { z } from 'zod';
import { DETAIL_PAGES, KULINER_CATEGORIES, type KulinerCategory } from '../../../shared/constants';
import { kulinerInput, kulinerTranslated, type Kuliner } from '../../../shared/schemas/kuliner';
import { defineRecord } from '../record-descriptor';

export const kulinerRecord = defineRecord({
  kind: 'kuliner',
  table: 'kuliner',
  columns: ['id', 'name', 'category', 'description', 'price_min', 'price_max', 'opening_hours', 'phone', 'location', 'halal'],
  schema: kulinerInput,
  translated: kulinerTranslated,
  listFilter: z.object({ category: z.enum(KULINER_CATEGORIES).optional() }).optional(),
  images: true,
  messages: { notFound: 'kulinerNotFound', created: 'kulinerAdded', updated: 'kulinerUpdated', deleted: 'kulinerDeleted' },
  toRow: (data) => data,
  toApi: (row, images): Kuliner => ({ ...row, category: row.category as KulinerCategory, images }),
  page: DETAIL_PAGES.kuliner,
  legacy: {
    types: { kuliner: {} },
    formats: { price_min: 'price', price_max: 'price', halal: 'boolean' },
  },
});
