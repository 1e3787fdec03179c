/**
 * Food and drink (DESIGN.md §9): a dish, a drink or a souvenir and where to find it. Visitors see its price
 * range, hours, the "Halal" mark, WhatsApp and directions, and it stands on the village map as "Kuliner";
 * in the admin at /admin/daftar/kuliner. Its JSON-LD is a `FoodEstablishment`.
 */
import { KULINER_CATEGORIES } from '@shared/constants';
import { formatPriceRange } from '@shared/format';
import { messages } from '@shared/messages';
import type { Kuliner } from '@shared/schemas/kuliner';
import { nameColumn, phoneColumn } from '@client/features/admin/records/columns';
import { placeAt } from '@client/features/village-map/map-points';
import { defineKind } from './define-kind';

const KULINER_FILTER = KULINER_CATEGORIES.map((category) => ({ value: category, label: category }));

export const kulinerKind = defineKind<Kuliner>({
  kind: 'kuliner',
  detail: {
    badge: (record) => messages[`kulinerSection_${record.category}`],
    parent: 'navKuliner',
    priceLine: (record) => formatPriceRange(record.price_min, record.price_max),
    structuredData: (record) => ({
      priceRange: formatPriceRange(record.price_min, record.price_max),
      ...(record.opening_hours ? { openingHours: record.opening_hours } : {}),
      ...(record.phone ? { telephone: record.phone } : {}),
    }),
    content: () => import('@client/features/detail/content/kuliner-content').then((module) => module.kulinerContent),
  },
  map: (record) => placeAt(record.location, 'kuliner'),
  admin: [
    {
      screen: 'kuliner',
      menu: 70,
      columns: [
        nameColumn(),
        { header: messages.adminColCategory, cell: (item) => item.category },
        { header: messages.adminColPriceRange, cell: (item) => formatPriceRange(item.price_min, item.price_max) },
        { header: messages.adminColHalal, cell: (item) => (item.halal ? messages.kulinerHalal : '-') },
        phoneColumn(),
      ],
      filter: {
        options: KULINER_FILTER,
        matches: (item, value) => item.category === value,
      },
      empty: messages.emptyKuliner,
      form: () => import('@client/features/admin/records/forms/kuliner-form').then((module) => module.KulinerForm),
    },
  ],
});
