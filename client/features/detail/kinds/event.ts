/** An event's page: date and time, place, calendar links, the attraction it belongs to, and its JSON-LD `Event`. */
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { VillageEvent } from '@shared/schemas/event';
import { eventRange } from '@client/lib/event-text';
import { recordQueries } from '@client/lib/queries';
import { eventStructuredData } from '../event-structured-data';
import { defineDetailKind } from '../detail-kind';

export const eventDetail = defineDetailKind<VillageEvent>({
  kind: 'event',
  byId: recordQueries.event.byId,
  loadFailed: messages.eventDetailFailed,
  notFound: messages.eventNotFound,
  badge: (record) => record.category,
  parent: { to: '/agenda', label: messages.navAgenda },
  headline: eventRange,
  priceLine: (record) => formatPriceLine('attraction', record.price),
  related: (record) => (record.attraction_id ? [recordQueries.attraction.byId(record.attraction_id)] : []),
  structuredData: eventStructuredData,
  content: () => import('../content/event-content').then((module) => module.eventContent),
});
