import { z } from 'zod';
import { EVENT_CATEGORIES } from '../constants';
import { eventDates, parseEventTime, toEventIso } from '../event-time';
import { messages } from '../messages';
import { draftInput } from './lifecycle';
import { idSchema, locationField, nameField, optionalText, phoneField, priceField, requiredChoice, requiredText, type ImageRef } from './common';
import type { TranslatableField } from './translation';

/** A date and time on the village's clock or with an offset, sent on as ISO 8601 with the village's offset. */
function eventTime(requiredMessage: string) {
  return z.string({ error: requiredMessage }).transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const at = parseEventTime(text);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: messages.eventTimeInvalid });
      return z.NEVER;
    }
    return toEventIso(at);
  });
}

/** The end may be left out: "" and null both mean none. */
const optionalEventTime = z
  .union([z.null(), z.literal(''), eventTime(messages.eventTimeInvalid)], { error: messages.eventTimeInvalid })
  .transform((value) => value || null)
  .default(null);

/** An event of the village's agenda (Perang Obor, a workshop, a market day). */
export const eventInput = z
  .object({
    name: nameField(messages.requiredFields),
    category: requiredChoice(EVENT_CATEGORIES, messages.requiredFields, messages.categoryInvalid),
    description: requiredText(messages.requiredFields),
    starts_at: eventTime(messages.requiredFields),
    ends_at: optionalEventTime,
    place: optionalText('place'),
    location: locationField.default(''),
    price: priceField.default(0),
    phone: phoneField({ required: false, invalidMessage: messages.phoneInvalid, requiredMessage: messages.requiredFields }).default(''),
    /** The attraction the event belongs to (Perang Obor the event, Perang Obor the attraction). */
    attraction_id: idSchema.nullable().default(null),
  })
  .superRefine((event, ctx) => {
    const { startsAt, endsAt } = eventDates(event);
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: messages.eventEndsBeforeStart });
  });

/** The fields with an English version (schemas/translation.ts). */
export const eventTranslated = ['description', 'place'] as const satisfies readonly TranslatableField[];

export type EventInput = z.input<typeof eventInput>;
export type EventData = z.output<typeof eventInput>;
export type VillageEvent = EventData & { id: number; images: ImageRef[] };

/** A draft event needs its start too: the table orders the agenda by it and has no empty time. */
export const eventDraft = draftInput(eventInput, ['starts_at']);
