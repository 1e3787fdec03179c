/**
 * Attractions and UMKM: one record (category UMKM or not; SPEC.md §3). Visitors see a page with its category,
 * ticket price, hours, contacts and map; the admin has two screens, Wisata and UMKM. The attraction filter
 * groups categories as ATTRACTION_CATEGORY_GROUPS does (DESIGN.md §6).
 */
import { ATTRACTION_CATEGORY_GROUPS, inAttractionGroup, type AttractionGroup } from '@shared/constants';
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages';
import type { Attraction } from '@shared/schemas/attraction';
import { nameColumn, phoneColumn } from '@client/features/admin/records/columns';
import { attractionAddFailure } from '@client/features/admin/records/use-record-save';
import type { Column } from '@client/components/admin/record-table';
import { attractionCategoryOnMap, placeAt } from '@client/features/village-map/map-points';
import { recordQueries } from '@client/lib/queries';
import { defineKind } from './define-kind';

const FILTER_GROUPS = ['religi', 'budaya', 'pesisir'] as const satisfies readonly AttractionGroup[];
const isGroup = (value: string): value is AttractionGroup => value in ATTRACTION_CATEGORY_GROUPS;

const priceColumn: Column<Attraction> = { header: messages.adminColPrice, cell: (item) => formatPriceLine('attraction', item.price) };
const form = () => import('@client/features/admin/records/forms/attraction-form').then((module) => module.AttractionForm);

export const attractionKind = defineKind<Attraction>({
  kind: 'attraction',
  detail: {
    badge: (record) => messages[`category_${record.category}`],
    parent: 'navWisata',
    priceLine: (record) => formatPriceLine('attraction', record.price),
    // "Agenda berikutnya": the events, to find the next one that belongs to this attraction.
    related: () => [recordQueries.event.list()],
    content: () => import('@client/features/detail/content/attraction-content').then((module) => module.attractionContent),
  },
  map: (record) => placeAt(record.location, attractionCategoryOnMap(record.category)),
  admin: [
    {
      screen: 'wisata',
      menu: 10,
      shows: (item) => !inAttractionGroup(item.category, 'umkm'),
      columns: [nameColumn(), { header: messages.adminColCategory, cell: (item) => item.category }, priceColumn, phoneColumn()],
      // Each button is named by its group's first category: "Religi" also shows Sejarah.
      filter: {
        options: FILTER_GROUPS.map((group) => ({ value: group, label: ATTRACTION_CATEGORY_GROUPS[group][0] })),
        matches: (item, value) => isGroup(value) && inAttractionGroup(item.category, value),
      },
      empty: messages.emptyAttractions,
      toasts: { addFailed: attractionAddFailure },
      form,
    },
    {
      screen: 'umkm',
      menu: 60,
      sentences: 'umkm',
      shows: (item) => inAttractionGroup(item.category, 'umkm'),
      columns: [nameColumn(), priceColumn, phoneColumn()],
      empty: messages.emptyUmkm,
      toasts: { addFailed: attractionAddFailure },
      form,
    },
  ],
});
