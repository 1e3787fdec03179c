/**
 * Map locations, persisted on the server (DESIGN.md §1 departs from SPEC.md's local sample): no images,
 * no detail page, and SPEC.md §3's `embedUrl` stored as the column `embed_url`.
 */
import type { MapCategory } from '../../../shared/constants';
import { mapLocationDraft, mapLocationInput, mapLocationTranslated, type MapLocation } from '../../../shared/schemas/map-location';
import { defineRecord, UNFILTERED } from '../record-descriptor';

export const mapLocationRecord = defineRecord({
  kind: 'mapLocation',
  table: 'map_location',
  columns: ['id', 'name', 'category', 'latitude', 'longitude', 'embed_url'],
  schema: mapLocationInput,
  translated: mapLocationTranslated,
  draft: mapLocationDraft,
  listFilter: UNFILTERED,
  images: false,
  messages: { notFound: 'mapLocationNotFound', created: 'mapLocationAdded', updated: 'updated', deleted: 'mapLocationDeleted' },
  toRow: ({ embedUrl, ...data }) => ({ ...data, embed_url: embedUrl }),
  toApi: ({ embed_url, category, ...row }): MapLocation => ({ ...row, category: category as MapCategory, embedUrl: embed_url }),
  legacy: {
    types: { map: {} },
    formats: { latitude: 'coordinate', longitude: 'coordinate' },
  },
});
