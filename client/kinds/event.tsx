/**
 * The village's agenda. Visitors see an event's date and time, place, calendar links, the attraction it
 * belongs to, and its JSON-LD `Event`. The admin lists events to come first (soonest first, those in
 * progress among them), then past ones (most recent first), with a time filter, and "Salin" for a yearly
 * event (next year's Perang Obor starts from this year's, with its dates left blank).
 */
import { phaseOf, splitByNow } from '@shared/event-time';
import { formatPriceLine } from '@shared/format';
import { message, messages } from '@shared/messages';
import type { VillageEvent } from '@shared/schemas/event';
import { nameColumn } from '@client/features/admin/records/columns';
import { eventStructuredData } from '@client/features/detail/event-structured-data';
import { eventRange } from '@client/lib/event-text';
import { recordQueries } from '@client/lib/queries';
import { defineKind } from './define-kind';

const UPCOMING = 'upcoming';
const PAST = 'past';

export const eventKind = defineKind<VillageEvent>({
  kind: 'event',
  detail: {
    badge: (record) => messages[`category_${record.category}`],
    parent: 'navAgenda',
    headline: eventRange,
    priceLine: (record) => formatPriceLine('attraction', record.price),
    related: (record) => (record.attraction_id ? [recordQueries.attraction.byId(record.attraction_id)] : []),
    structuredData: eventStructuredData,
    content: () => import('@client/features/detail/content/event-content').then((module) => module.eventContent),
  },
  admin: [
    {
      screen: 'agenda',
      menu: 30,
      order: (events) => {
        const { upcoming, past } = splitByNow(events, new Date());
        return [...upcoming, ...past];
      },
      columns: [
        nameColumn(),
        { header: messages.adminColCategory, cell: (event) => event.category },
        { header: messages.adminColWhen, cell: eventRange },
        { header: messages.adminColPrice, cell: (event) => formatPriceLine('attraction', event.price) },
      ],
      // "Akan Datang" keeps the events in progress: they are not over yet.
      filter: {
        label: messages.adminFilterTime,
        options: [
          { value: UPCOMING, label: messages.adminFilterUpcoming },
          { value: PAST, label: messages.adminFilterPast },
        ],
        matches: (event, value) => (phaseOf(event, new Date()) === 'past') === (value === PAST),
      },
      copy: { note: (source) => message('adminCopyNote', { name: source.name }) },
      empty: messages.emptyEvents,
      form: () => import('@client/features/admin/records/forms/event-form').then((module) => module.EventForm),
    },
  ],
});
