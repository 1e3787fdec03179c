/**
 * How a visitor's booking request is worded, the same after sending and on its status page: calendar
 * days and the sent time on the village's clock in Indonesian ("Senin, 7 Desember 2026"), the one-line
 * summary, and the WhatsApp message that carries the code to the village.
 */
import { formatEventClock, formatEventDate, parseEventTime } from '@shared/event-time';
import { whatsAppLink } from '@shared/format';
import { message, messages } from '@shared/messages/booking';
import type { BookingView } from '@shared/schemas/booking';
import { village } from '@shared/village';
import { villageSettings } from '@client/lib/village';

/** What the summary needs of a request. */
export type BookingSummaryFields = Pick<BookingView, 'target' | 'target_name' | 'visit_date' | 'check_in' | 'check_out' | 'people'>;

/** "2026-12-07" → "Senin, 7 Desember 2026"; a text that is not a day is shown as it is. */
export function formatBookingDay(day: string): string {
  // Noon on the village's clock: the same calendar day whatever the reader's own time zone.
  const at = parseEventTime(`${day}T12:00`);
  return at ? formatEventDate(at) : day;
}

/** "Senin, 7 Desember 2026, 14.05 WIB" */
export function formatBookingSentAt(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatEventDate(at)}, ${formatEventClock(at)} ${village.zoneLabel}`;
}

/** The day after `day` ("2026-12-07" → "2026-12-08"): the earliest check-out for that check-in. */
export function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** "Paket Obor, tanggal Senin, 7 Desember 2026, 4 orang", or the lodging's check-in and check-out. */
export function bookingSummary(request: BookingSummaryFields): string {
  const day = (value: string | null) => (value ? formatBookingDay(value) : '-');
  return request.target === 'paket'
    ? message('bookingSummaryPaket', { target: request.target_name, date: day(request.visit_date), people: request.people })
    : message('bookingSummaryLodging', { target: request.target_name, checkIn: day(request.check_in), checkOut: day(request.check_out), people: request.people });
}

/** wa.me with the request's code and summary, to the record's own number, else the village's. */
export function bookingWhatsAppLink(phone: string, request: BookingView): string | null {
  const text = message('bookingWhatsAppText', { name: request.name, code: request.code, summary: bookingSummary(request) });
  return whatsAppLink(phone, text) ?? whatsAppLink(villageSettings().whatsApp, text);
}

export function bookingStatusLabel(status: BookingView['status']): string {
  return messages[`bookingStatus_${status}`];
}

export function bookingStatusText(status: BookingView['status']): string {
  return messages[`bookingStatusText_${status}`];
}
