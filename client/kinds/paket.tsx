/**
 * Tour packages (SPEC.md §2, §5): a page with the price, reservation phone, WhatsApp, facilities and the
 * booking request form; in the admin, toasts that last 2.5 s (SPEC.md §9).
 */
import { DELAY } from '@shared/constants';
import { formatAdminPaketPrice, formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages';
import type { Paket } from '@shared/schemas/paket';
import { nameColumn, phoneColumn } from '@client/features/admin/records/columns';
import { shownMonthQuery } from '@client/features/detail/availability/calendar-query';
import { defineKind } from './define-kind';

export const paketKind = defineKind<Paket>({
  kind: 'paket',
  detail: {
    badge: () => messages.categoryPaket,
    parent: 'navWisata',
    priceLine: (record) => formatPriceLine('paket', record.price),
    // Its calendar's month (`?bulan=`), read with the record so the server renders it.
    related: (record, search) => [shownMonthQuery('paket', record.id, search)],
    content: () => import('@client/features/detail/content/paket-content').then((module) => module.paketContent),
  },
  admin: [
    {
      screen: 'paket',
      menu: 20,
      columns: [nameColumn(), { header: messages.adminColPrice, cell: (item) => formatAdminPaketPrice(item.price) }, phoneColumn()],
      empty: messages.emptyPakets,
      toasts: { ms: DELAY.toastPaket },
      form: () => import('@client/features/admin/records/forms/paket-form').then((module) => module.PaketForm),
    },
  ],
});
