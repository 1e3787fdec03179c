/**
 * The village's agenda in the admin, at /admin/daftar/agenda: events to come first (soonest first, those
 * in progress among them), then past ones (most recent first), a time filter, and "Salin" for a yearly
 * event (next year's Perang Obor starts from this year's, with its dates left blank).
 */
import { phaseOf, splitByNow } from '@shared/event-time';
import { formatPriceLine } from '@shared/format';
import { message, messages } from '@shared/messages';
import type { VillageEvent } from '@shared/schemas/event';
import { eventRange } from '@client/lib/event-text';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import { defineAdminKind } from '../admin-kind';
import { nameColumn } from './columns';

const UPCOMING = 'upcoming';
const PAST = 'past';

export const eventAdmin = defineAdminKind<VillageEvent>({
  screen: 'agenda',
  record: 'event',
  title: messages.adminNavAgenda,
  labels: { daftar: messages.adminTabListAgenda, tambah: messages.adminTabAddAgenda },
  editTitle: messages.adminEditAgenda,
  loadFailed: messages.adminEventLoadFailed,
  editLoadFailed: messages.adminEventLoadFailed,
  ...adminRecordQueries.event,
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
  remove: (id) => trpcClient.event.delete.mutate({ id }),
  toasts: {
    added: messages.eventAdded,
    updated: messages.eventUpdated,
    addFailed: messages.eventAddFailed,
    updateFailed: messages.eventUpdateFailed,
    deleteFailed: messages.deleteFailed,
  },
  form: () => import('../../agenda/event-form').then((module) => module.EventForm),
});
