/**
 * Lodgings (SPEC.md §2, §5): a page with the price per night, check-in and check-out, contacts, WhatsApp,
 * map and the booking request form; in the admin at /admin/daftar/penginapan.
 */
import { formatAdminAccommodationPrice, formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages';
import type { Accommodation } from '@shared/schemas/accommodation';
import { nameColumn, phoneColumn } from '@client/features/admin/records/columns';
import { placeAt } from '@client/features/village-map/map-points';
import { shownMonthQuery } from '@client/features/detail/availability/calendar-query';
import { defineKind } from './define-kind';

export const accommodationKind = defineKind<Accommodation>({
  kind: 'accommodation',
  detail: {
    badge: () => messages.categoryPenginapan,
    parent: 'navFasilitas',
    priceLine: (record) => formatPriceLine('accommodation', record.price),
    // Its calendar's month (`?bulan=`), read with the record so the server renders it.
    related: (record, search) => [shownMonthQuery('accommodation', record.id, search)],
    content: () => import('@client/features/detail/content/accommodation-content').then((module) => module.accommodationContent),
  },
  map: (record) => placeAt(record.location, 'penginapan'),
  admin: [
    {
      screen: 'penginapan',
      menu: 50,
      columns: [nameColumn(), { header: messages.adminColPrice, cell: (item) => formatAdminAccommodationPrice(item.price) }, phoneColumn()],
      empty: messages.emptyAccommodations,
      form: () => import('@client/features/admin/records/forms/accommodation-form').then((module) => module.AccommodationForm),
    },
  ],
});
