/** Events of the village's agenda: times as ISO 8601 with the village's offset, an optional attraction they belong to. */
import { DETAIL_PAGES, type EventCategory } from '../../../shared/constants';
import { toEventIso } from '../../../shared/event-time';
import { eventDraft, eventInput, eventTranslated, type VillageEvent } from '../../../shared/schemas/event';
import { defineRecord, UNFILTERED } from '../record-descriptor';

export const eventRecord = defineRecord({
  kind: 'event',
  table: 'event',
  columns: ['id', 'name', 'category', 'description', 'starts_at', 'ends_at', 'place', 'location', 'price', 'phone', 'attraction_id'],
  schema: eventInput,
  translated: eventTranslated,
  draft: eventDraft,
  listFilter: UNFILTERED,
  images: true,
  messages: { notFound: 'eventNotFound', created: 'eventAdded', updated: 'eventUpdated', deleted: 'eventDeleted' },
  toRow: (data) => data,
  toApi: (row, images): VillageEvent => ({
    ...row,
    category: row.category as EventCategory,
    starts_at: toEventIso(row.starts_at),
    ends_at: row.ends_at ? toEventIso(row.ends_at) : null,
    images,
  }),
  page: DETAIL_PAGES.event,
  legacy: {
    types: { event: {} },
    formats: { price: 'price', attraction_id: 'reference' },
  },
});
