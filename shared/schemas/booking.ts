/**
 * A visitor's booking request (a tour package on a date, or a lodging from check-in to check-out), checked
 * the same way by the form and by the server on every path in. Dates are the village's calendar days.
 * The visitor's form loads this module in the browser, so it takes its sentences from the booking part of
 * the catalogue only; the inbox's inputs, which name admin sentences, are in booking-inbox.ts. For a value
 * of the wrong shape altogether, the server has zod's fallback sentence from zod-messages.ts, which the
 * booking router loads before this module (through common.ts); the form always sends the right shape.
 */
import { z } from 'zod';
import { BOOKING, BOOKING_STATUSES, BOOKING_TARGETS } from '../constants';
import { villageToday } from '../event-time';
import { messages, type BookingMessageKey } from '../messages/booking';
import { singleLine, type Sentence } from './single-line';

/**
 * A check's sentence, read when a value fails it: in the language of the page that checks (the visitor's
 * form in the browser, or the server answering that page), not the one this module was loaded in.
 */
function say(key: BookingMessageKey) {
  return { error: () => messages[key] };
}

/** "0812-3456 7890", "62812…" or "+62 812…" (8 to 15 digits) in; "62812…" out; null when it is not such a number. */
export function normalizeWhatsAppNumber(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  const match = /^(\+62|62|0)(\d+)$/.exec(compact);
  const digits = compact.replace('+', '');
  if (!match || digits.length < 8 || digits.length > 15) return null;
  return `62${match[2]}`;
}

/** A WhatsApp number field: one line, normalised to "62…", else `invalidMessage`. */
export function whatsAppNumberField(invalidMessage: Sentence, oneLineMessage: Sentence) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .check(singleLine(oneLineMessage))
    .transform((text, ctx) => {
      const number = normalizeWhatsAppNumber(text);
      if (!number) {
        ctx.addIssue({ code: 'custom', message: typeof invalidMessage === 'function' ? invalidMessage() : invalidMessage });
        return z.NEVER;
      }
      return number;
    });
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "2027-05-10" that exists. */
function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A day field: "" or missing is null (each target says which it needs), a day today or later on the village's clock. */
const dayField = z
  .union([z.null(), z.string(say('bookingDateInvalid'))], say('bookingDateInvalid'))
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!isDay(text)) {
      ctx.addIssue({ code: 'custom', message: messages.bookingDateInvalid });
      return z.NEVER;
    }
    if (text < villageToday()) {
      ctx.addIssue({ code: 'custom', message: messages.bookingDatePast });
      return z.NEVER;
    }
    return text;
  })
  .default(null);

/** The package or lodging asked for: a value that cannot be a record's id names none that is there. */
const targetId = z.number(say('bookingTargetMissing')).int(say('bookingTargetMissing')).positive(say('bookingTargetMissing'));

export const bookingInput = z
  .object({
    target: z.enum(BOOKING_TARGETS, say('bookingTargetMissing')),
    target_id: targetId,
    // One line each: the name and number are lines of the village's email (booking-notifier.ts).
    name: z
      .string(say('bookingNameInvalid'))
      .trim()
      .min(BOOKING.nameMin, say('bookingNameInvalid'))
      .max(BOOKING.nameMax, say('bookingNameInvalid'))
      .check(singleLine(say('bookingNameOneLine').error)),
    whatsapp: whatsAppNumberField(say('bookingWhatsAppInvalid').error, say('bookingWhatsAppOneLine').error),
    visit_date: dayField,
    check_in: dayField,
    check_out: dayField,
    people: z.number(say('bookingPeopleInvalid')).int(say('bookingPeopleInvalid')).min(1, say('bookingPeopleInvalid')).max(BOOKING.peopleMax, say('bookingPeopleInvalid')),
    note: z.string(say('bookingNoteTooLong')).trim().max(BOOKING.noteMax, say('bookingNoteTooLong')).default(''),
    /** The hidden field people never see; a form that fills it is a robot's. */
    website: z.string().max(500).default(''),
  })
  .superRefine(
    (request, ctx) => {
      const required = (field: 'visit_date' | 'check_in' | 'check_out') => {
        if (request[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: messages.bookingDateRequired });
      };
      if (request.target === 'paket') return required('visit_date');
      required('check_in');
      required('check_out');
      // A day that failed its own check holds no day here: only two real days are compared.
      const { check_in: checkIn, check_out: checkOut } = request;
      if (typeof checkIn === 'string' && typeof checkOut === 'string' && checkOut <= checkIn) {
        ctx.addIssue({ code: 'custom', path: ['check_out'], message: messages.bookingCheckOutBeforeCheckIn });
      }
    },
    // Also when other fields are wrong (only a request with its target must be there): a form sent empty
    // hears of every missing day at once.
    { when: ({ value, issues }) => typeof value === 'object' && value !== null && !issues.some((issue) => (issue.path ?? []).length === 0 || issue.path?.[0] === 'target') },
  );

export type BookingInput = z.input<typeof bookingInput>;
export type BookingData = z.output<typeof bookingInput>;

/** What the visitor's status page shows: their request and its status, never the village's note. */
export interface BookingView {
  code: string;
  target: (typeof BOOKING_TARGETS)[number];
  target_id: number;
  target_name: string;
  name: string;
  visit_date: string | null;
  check_in: string | null;
  check_out: string | null;
  people: number;
  status: (typeof BOOKING_STATUSES)[number];
  created_at: string;
  /** Name, number and note were erased when the retention period ended. */
  erased: boolean;
}

/** The whole request, as the village's inbox shows it. */
export interface BookingRequest extends BookingView {
  id: number;
  whatsapp: string;
  note: string;
  admin_note: string;
  updated_at: string;
}

/** Crockford's reading of what a person may write for a symbol that codes leave out: O is 0, I and L are 1. */
const MISREAD: Record<string, string> = { O: '0', I: '1', L: '1' };

/** "7K3Q9M2X" → "TGS-7K3Q-9M2X": the symbols in groups of four, easy to read aloud. */
export function bookingCodeOf(symbols: string): string {
  const groups = [];
  for (let at = 0; at < symbols.length; at += BOOKING.codeGroup) groups.push(symbols.slice(at, at + BOOKING.codeGroup));
  return BOOKING.codePrefix + groups.join('-');
}

/**
 * A code as a visitor types or reads it, in the form it is stored: any case, with or without its hyphens
 * or spaces, O for 0 and I or L for 1 ("tgs 7k3q 9m2x" → "TGS-7K3Q-9M2X"); the six-symbol codes given
 * before ("tgs-7k3q9m" → "TGS-7K3Q9M") too. Null when the text cannot be a code.
 */
export function normalizeBookingCode(text: string): string | null {
  const prefix = BOOKING.codePrefix.replace('-', '');
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(prefix)) return null;
  const symbols = compact.slice(prefix.length).replace(/[OIL]/g, (symbol) => MISREAD[symbol] ?? symbol);
  if (![...symbols].every((symbol) => BOOKING.codeSymbols.includes(symbol))) return null;
  if (symbols.length === BOOKING.codeLength) return bookingCodeOf(symbols);
  return symbols.length === BOOKING.legacyCodeLength ? BOOKING.codePrefix + symbols : null;
}

/** A code as typed, in its stored form; text that cannot be a code is kept (upper case) and finds nothing. */
export const bookingCodeInput = z.object({ code: z.string().max(40).transform((text) => normalizeBookingCode(text) ?? text.trim().toUpperCase()) });
