/** Field schemas every domain builds on; messages come from the catalogue (SPEC.md §5). */
import { z } from 'zod';
import { isCalendarDay } from '../availability';
import { LIST_ITEM_MAX, LIST_MAX, NAME_MAX, PHONE_MAX, PHONE_MIN, PRICE_MAX, SHORT_TEXT_MAX, TEXT_MAX } from '../constants';
import { formatLocation, parseLocation } from '../format';
import { message, messages } from '../messages';
import { ID_MAX } from '../record-id';
import { singleLine } from './single-line';
import type { InLanguage } from './translation';
import './zod-messages';

export const idSchema = z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).max(ID_MAX, messages.invalidId);
export const byIdInput = z.object({ id: idSchema });

/** A text that must be present, lines kept (a description): `requiredMessage` names the screen's own wording (SPEC.md §5). */
export function requiredText(requiredMessage: string, max = TEXT_MAX) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, max === NAME_MAX ? messages.nameTooLong : messages.textTooLong);
}

/** The one-line fields of records and accounts, by their SPEC.md names; a translated one by its name in its language (`place_en`). */
export type OneLineField =
  | 'name'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'time_open_close'
  | 'opening_hours'
  | 'location'
  | 'place'
  | 'facilities'
  | 'points_of_attraction'
  | 'embed_url'
  | InLanguage<'opening_hours' | 'place' | 'facilities' | 'points_of_attraction'>;

/** A one-line field's check (single-line.ts), its sentence naming the field as the team's log does. */
export function oneLine(field: OneLineField) {
  return singleLine(message('singleLineInvalid', { field: messages[`adminLogField_${field}`] }));
}

/**
 * One of `values`, which must be chosen: nothing chosen (left out, null, or the "" of a form's "Pilih
 * kategori") is `requiredMessage`, as any other missing required field (SPEC.md §5); a value that is not
 * one of them is `invalidMessage`.
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, requiredMessage: string, invalidMessage: string) {
  const chosen = (input: unknown) => input !== undefined && input !== null && !(typeof input === 'string' && input.trim() === '');
  return z.enum(values, { error: (issue) => (chosen(issue.input) ? invalidMessage : requiredMessage) });
}

export function nameField(requiredMessage: string) {
  return requiredText(requiredMessage, NAME_MAX).check(oneLine('name'));
}

/** A short one-line text that may be empty: opening hours, an Instagram account, an event's place (or its translation). */
export function optionalText(field: 'time_open_close' | 'opening_hours' | 'instagram' | 'place' | InLanguage<'opening_hours' | 'place'>) {
  return z.string({ error: messages.invalidInput }).trim().max(SHORT_TEXT_MAX, messages.textTooLong).check(oneLine(field)).default('');
}

export const priceField = z
  .number({ error: messages.priceInvalid })
  .int(messages.priceInvalid)
  .min(0, messages.priceInvalid)
  .max(PRICE_MAX, messages.priceInvalid);

/** A lodging's rooms let at once (shared/availability.ts); null (or nothing sent) is one. */
export const unitsField = z
  .number({ error: messages.unitsInvalid })
  .int(messages.unitsInvalid)
  .min(1, messages.unitsInvalid)
  .max(999, messages.unitsInvalid)
  .nullable()
  .default(1)
  .transform((units) => units ?? 1);

/** A package's places a day; null (or nothing sent) takes any number. */
export const capacityField = z
  .number({ error: messages.capacityInvalid })
  .int(messages.capacityInvalid)
  .min(1, messages.capacityInvalid)
  .max(100_000, messages.capacityInvalid)
  .nullable()
  .default(null);

/** The only days a package runs, each "2027-05-10" and at most a year's worth, kept sorted once each; [] runs every day. */
export const runDatesField = z
  .array(z.string({ error: messages.runDatesInvalid }).trim().refine(isCalendarDay, messages.runDatesInvalid), { error: messages.runDatesInvalid })
  .max(366, messages.runDatesTooMany)
  .transform((days) => [...new Set(days)].sort())
  .default([]);

const digitsOnly = /^\d+$/;

/** Phone: digits only, 8 to 15. `required` phones reject ""; optional ones allow it. */
export function phoneField(options: { required: boolean; invalidMessage: string; requiredMessage: string }) {
  return z
    .string({ error: options.requiredMessage })
    .trim()
    .check(oneLine('phone'))
    .superRefine((phone, ctx) => {
      if (phone === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: options.requiredMessage });
        return;
      }
      if (!digitsOnly.test(phone) || phone.length < PHONE_MIN) {
        ctx.addIssue({ code: 'custom', message: options.invalidMessage });
      } else if (phone.length > PHONE_MAX) {
        ctx.addIssue({ code: 'custom', message: options.invalidMessage === messages.phoneInvalid ? messages.phoneTooLong : options.invalidMessage });
      }
    });
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(SHORT_TEXT_MAX, messages.emailInvalid)
  .check(oneLine('email'))
  .refine((email) => email === '' || emailPattern.test(email), messages.emailInvalid)
  .default('');

/** "lat,lng" or "lat, lng" in, "lat, lng" out; "" allowed here (each domain says when it is required). */
export const locationField = z
  .string({ error: messages.locationInvalid })
  .trim()
  .check(oneLine('location'))
  .transform((text, ctx) => {
    if (text === '') return '';
    const point = parseLocation(text);
    if (!point) {
      ctx.addIssue({ code: 'custom', message: messages.locationInvalid });
      return z.NEVER;
    }
    return formatLocation(point);
  });

export function requiredLocation(requiredMessage: string) {
  // A missing field reads as "" so it gets the screen's required message, like an empty one.
  return locationField.default('').refine((location) => location !== '', requiredMessage);
}

/** A list of short one-line texts: items trimmed, empty ones dropped (SPEC.md §5); also a list's translation. */
export function listField(field: 'facilities' | 'points_of_attraction' | InLanguage<'facilities' | 'points_of_attraction'>) {
  return z
    .array(z.string({ error: messages.listInvalid }).trim().max(LIST_ITEM_MAX, messages.textTooLong).check(oneLine(field)), { error: messages.listInvalid })
    .max(LIST_MAX, messages.listInvalid)
    .transform((items) => items.filter((item) => item.length > 0))
    .default([]);
}

/**
 * A record's rule across fields, run even when some field is already refused, so a form hears every
 * problem at once (docs/decisions/0015); fields it reads may then be unparsed, so it compares, never calls.
 */
export const withFieldErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * The `params` of a rule's issue that says a field is missing, though the field alone may be empty (an
 * attraction's hours): a draft may leave it so (shared/schemas/lifecycle.ts), publishing may not.
 */
export const MISSING = { missing: true } as const;

/** A stored image as records carry it: `dir` names it under /uploads, width and height of the largest. */
export interface ImageRef {
  id: number;
  dir: string;
  width: number;
  height: number;
}

/**
 * How an update treats the record's images: new files replace them all (SPEC.md §5); without files,
 * `imageIds` keeps those images in that order (reorder or remove); without either, nothing changes.
 */
export const imageOrderSchema = z.array(idSchema).max(50).optional();
