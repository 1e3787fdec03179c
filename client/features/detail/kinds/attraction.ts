/** An attraction's page (SPEC.md §2): category badge, ticket price, hours, contacts, map. */
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Attraction } from '@shared/schemas/attraction';
import { recordQueries } from '@client/lib/queries';
import { defineDetailKind } from '../detail-kind';

export const attractionDetail = defineDetailKind<Attraction>({
  kind: 'attraction',
  byId: recordQueries.attraction.byId,
  loadFailed: messages.attractionDetailFailed,
  notFound: messages.attractionNotFound,
  badge: (record) => record.category,
  parent: { to: '/attractions', label: messages.navWisata },
  priceLine: (record) => formatPriceLine('attraction', record.price),
  // "Agenda berikutnya": the events, to find the next one that belongs to this attraction.
  related: () => [recordQueries.event.list()],
  content: () => import('../content/attraction-content').then((module) => module.attractionContent),
});
