/** A lodging's page (SPEC.md §2): price per night, check-in/out, contacts, WhatsApp, map, and the booking request form. */
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Accommodation } from '@shared/schemas/accommodation';
import { recordQueries } from '@client/lib/queries';
import { defineDetailKind } from '../detail-kind';

export const accommodationDetail = defineDetailKind<Accommodation>({
  kind: 'accommodation',
  byId: recordQueries.accommodation.byId,
  loadFailed: messages.accommodationDetailFailed,
  notFound: messages.accommodationNotFound,
  badge: () => messages.categoryPenginapan,
  parent: { to: '/facilities', label: messages.navFasilitas },
  priceLine: (record) => formatPriceLine('accommodation', record.price),
  content: () => import('../content/accommodation-content').then((module) => module.accommodationContent),
});
