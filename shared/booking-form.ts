/**
 * The booking request form as HTML sends it: every field a string, named as the schema names it. The
 * browser's script and the server's form route (a visitor without scripts, or one who sent before they
 * arrived) both turn these strings into the same `bookingInput` and its messages into one per field.
 */
import { BOOKING_TARGETS, DETAIL_PAGES, type BookingTarget } from './constants';
import type { BookingInput } from './schemas/booking';

export const BOOKING_FIELDS = ['name', 'whatsapp', 'visit_date', 'check_in', 'check_out', 'people', 'note', 'website'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** Where the form posts when the page's script has not taken over (server/http/booking-form.ts). */
export const BOOKING_FORM_PATH = '/pemesanan';

/** The form's own hidden fields: which package or lodging it asks for. */
export const BOOKING_TARGET_FIELDS = { target: 'target', targetId: 'target_id' } as const;

export const EMPTY_BOOKING_VALUES: BookingValues = { name: '', whatsapp: '', visit_date: '', check_in: '', check_out: '', people: '', note: '', website: '' };

/**
 * A form refused by the server, rendered again: what was typed, each field's message, and the form's own
 * sentence (too many requests, a package that is gone). The page carries it to the browser, whose form
 * starts from it.
 */
export interface BookingFormState {
  target: BookingTarget;
  targetId: number;
  values: BookingValues;
  errors: BookingFieldErrors;
  general: string | null;
}

/** The page of the package or lodging a form asks for, where a refused form is shown again. */
export function bookingTargetPath(target: BookingTarget, id: number): string {
  return `${DETAIL_PAGES[target].path}/${id}`;
}

/** The search parameter of a status page opened right after its request was sent: it then greets the visitor. */
export const BOOKING_SENT_PARAM = 'terkirim';

/** A request's status page. */
export function bookingStatusPath(code: string): string {
  return `/pemesanan/${encodeURIComponent(code)}`;
}

/** Where a request sent without the page's script lands: its status page, greeting the visitor. */
export function bookingSentPath(code: string): string {
  return `${bookingStatusPath(code)}?${BOOKING_SENT_PARAM}=1`;
}

export function isBookingField(name: string): name is BookingField {
  return (BOOKING_FIELDS as readonly string[]).includes(name);
}

export function isBookingTarget(value: unknown): value is BookingTarget {
  return typeof value === 'string' && (BOOKING_TARGETS as readonly string[]).includes(value);
}

/** The fields of a posted form; anything that is not one string (a repeated or missing field) is empty. */
export function bookingValuesOf(body: Record<string, unknown>): BookingValues {
  const values = { ...EMPTY_BOOKING_VALUES };
  for (const name of BOOKING_FIELDS) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The request the fields describe; an empty or unreadable number of people fails the schema's own check. */
export function toBookingInput(target: BookingTarget, targetId: number, values: BookingValues): BookingInput {
  const people = values.people.trim();
  return {
    target,
    target_id: targetId,
    name: values.name,
    whatsapp: values.whatsapp,
    visit_date: target === 'paket' ? values.visit_date : null,
    check_in: target === 'accommodation' ? values.check_in : null,
    check_out: target === 'accommodation' ? values.check_out : null,
    people: people === '' ? Number.NaN : Number(people),
    note: values.note,
    website: values.website,
  };
}

/** The first message of each field (zod issues or the server's `fieldErrors`, by path); the rest is the form's. */
export function splitBookingErrors(byPath: Iterable<[string, string | undefined]>): { fields: BookingFieldErrors; general: string | null } {
  const fields: BookingFieldErrors = {};
  let general: string | null = null;
  for (const [path, text] of byPath) {
    if (!text) continue;
    if (isBookingField(path)) fields[path] ??= text;
    else general ??= text;
  }
  return { fields, general };
}
