/** Event form values ↔ the shared event schema: times as the date-and-time fields hold them, on the village's clock. */
import type { EventCategory } from '@shared/constants';
import { toLocalInput } from '@shared/event-time';
import { messages } from '@shared/messages';
import { eventDraft, eventInput, type VillageEvent } from '@shared/schemas/event';
import { recordChecks } from '../record-checks';

const localInput = (iso: string | null | undefined) => (iso ? toLocalInput(new Date(iso)) : '');

export function eventValues(event?: VillageEvent) {
  return {
    name: event?.name ?? '',
    category: event?.category ?? '',
    description: event?.description ?? '',
    starts_at: localInput(event?.starts_at),
    ends_at: localInput(event?.ends_at),
    place: event?.place ?? '',
    location: event?.location ?? '',
    price: event ? String(event.price) : '',
    phone: event?.phone ?? '',
    attraction_id: event?.attraction_id ? String(event.attraction_id) : '',
  };
}

/** A copy keeps everything but its dates: a yearly event's next edition is the same but for when. */
export function copiedEventValues(source: VillageEvent) {
  return { ...eventValues(source), starts_at: '', ends_at: '' };
}

export type EventValues = ReturnType<typeof eventValues>;

/** An empty price is left out, so the shared schema's default (0, free) applies; no end and no attraction are null. */
export const eventFormSchema = recordChecks({
  required: [{ fields: ['name', 'category', 'description', 'starts_at'], message: messages.requiredFields }],
  toInput: (values: EventValues) => ({
    name: values.name,
    category: values.category as EventCategory,
    description: values.description,
    starts_at: values.starts_at,
    ends_at: values.ends_at || null,
    place: values.place,
    location: values.location,
    price: values.price === '' ? undefined : Number(values.price),
    phone: values.phone,
    attraction_id: values.attraction_id === '' ? null : Number(values.attraction_id),
  }),
  schema: eventInput,
  draft: eventDraft,
});
