/**
 * "Ajukan Pemesanan" as plain HTML (DESIGN.md §9): a package's or lodging's form posts here when its page's
 * script has not taken over (not arrived yet, blocked, or switched off). The request goes through the
 * same schema, honeypot and hourly limit as `booking.create` (the same service). A stored request answers
 * 303 to its status page, which greets the visitor as the script's confirmation does; a refused one
 * shows the package's or lodging's page again, everything typed kept and each field's message beside it
 * (full dates beside the date field, with the nearest free ones: 409).
 * Only our own pages may post here.
 */
import express, { type Request, type Response } from 'express';
import {
  BOOKING_FORM_PATH,
  BOOKING_TARGET_FIELDS,
  bookingSentPath,
  bookingTargetPath,
  bookingValuesOf,
  isBookingField,
  isBookingTarget,
  splitBookingErrors,
  toBookingInput,
  type BookingFormState,
} from '../../shared/booking-form';
import { isCalendarDay, monthOf } from '../../shared/availability';
import { messages } from '../../shared/messages';
import { bookingInput } from '../../shared/schemas/booking';
import type { Db } from '../db/connection';
import { AppError, toAppError } from '../errors';
import { createBooking } from '../modules/booking/booking.service';
import { HTTP_STATUS } from './errors';
import { requireOwnPage } from './security';
import { localizedPath } from '../../shared/locale';

export { BOOKING_FORM_PATH };

/** A form is small: a few short fields and a note of at most 1,000 characters. */
const FORM_BODY_LIMIT = '16kb';

/** Renders a package's or lodging's page with the refused form in it, for the visitor at `ip`, answered with `status`. */
export type RefusedFormRender = (url: string, form: BookingFormState, ip: string) => Promise<{ status: number; html: string }>;

/** The page the form was on, for a refusal: the package's or lodging's, or the home page when it names neither. */
function formOf(body: Record<string, unknown>): BookingFormState | null {
  const target = body[BOOKING_TARGET_FIELDS.target];
  const targetId = Number(body[BOOKING_TARGET_FIELDS.targetId]);
  if (!isBookingTarget(target) || !Number.isSafeInteger(targetId) || targetId < 1) return null;
  return { target, targetId, values: bookingValuesOf(body), errors: {}, general: null };
}

export function bookingFormRoute(db: Db, publicUrl: string, renderRefused: RefusedFormRender) {
  const parse = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 20 });
  const refuse = async (req: Request, res: Response, form: BookingFormState, status: number, month?: string) => {
    // Full dates: the calendar shows their month, not this one (the page drops a month it does not show).
    const path = bookingTargetPath(form.target, form.targetId) + (month ? `?bulan=${month}` : '');
    const page = await renderRefused(localizedPath(path), form, req.ip ?? 'unknown');
    // The target's own refusal (it is gone: 404) outranks the form's.
    res.status(page.status >= 400 ? page.status : status).type('html').setHeader('Cache-Control', 'no-store').send(page.html);
  };

  return [
    requireOwnPage([new URL(publicUrl).origin]),
    parse,
    // The English page's form posts under /en (the request's language, locale.ts): its refusal and its
    // status page are in English too.
    answer,
  ];

  async function answer(req: Request, res: Response) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form = formOf(body);
    if (!form) throw new AppError('BAD_REQUEST', 'bookingTargetMissing');
    const parsed = bookingInput.safeParse(toBookingInput(form.target, form.targetId, form.values));
    if (!parsed.success) {
      const found = splitBookingErrors(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
      return refuse(req, res, { ...form, errors: found.fields, general: found.general }, 422);
    }
    try {
      const booking = await createBooking(db, parsed.data, req.ip ?? 'unknown');
      res.redirect(303, localizedPath(bookingSentPath(booking.code)));
    } catch (error) {
      const refusal = toAppError(error);
      if (!refusal || refusal.code === 'SERVICE_UNAVAILABLE') throw error;
      if (refusal.retryAfter) res.setHeader('Retry-After', String(refusal.retryAfter));
      // A refusal about one field (full dates) stands beside it, as the script's form shows it too.
      const field = refusal.field && isBookingField(refusal.field) ? refusal.field : null;
      const answered = field ? { errors: { [field]: refusal.message } } : { general: refusal.message || messages.invalidInput };
      const day = field ? form.values[field] : '';
      return refuse(req, res, { ...form, ...answered }, HTTP_STATUS[refusal.code], isCalendarDay(day) ? monthOf(day) : undefined);
    }
  }
}
