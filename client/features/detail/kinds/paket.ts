/** A tour package's page (SPEC.md §2): price, reservation phone, WhatsApp, facilities, and the booking request form. */
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Paket } from '@shared/schemas/paket';
import { recordQueries } from '@client/lib/queries';
import { defineDetailKind } from '../detail-kind';

export const paketDetail = defineDetailKind<Paket>({
  kind: 'paket',
  byId: recordQueries.paket.byId,
  loadFailed: messages.paketDetailFailed,
  notFound: messages.paketNotFound,
  badge: () => messages.categoryPaket,
  parent: { to: '/attractions', label: messages.navWisata },
  priceLine: (record) => formatPriceLine('paket', record.price),
  content: () => import('../content/paket-content').then((module) => module.paketContent),
});
