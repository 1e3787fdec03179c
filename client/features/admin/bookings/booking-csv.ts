/**
 * The inbox as a spreadsheet file, written as every table of the panel is (shared/csv.ts: BOM, quoted
 * fields, formula-like text neutralised): one row per request, in the order the inbox shows them.
 */
import { csvText } from '@shared/csv';
import { messages } from '@shared/messages';
import { toLocalInput, villageToday } from '@shared/event-time';
import type { BookingRequest } from '@shared/schemas/booking';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { targetKindLabel } from './booking-format';

const HEADER = [
  messages.adminBookingsColCode,
  messages.adminBookingsColSent,
  messages.adminBookingsColStatus,
  messages.adminBookingsColFor,
  messages.adminBookingsColKind,
  messages.bookingVisitDate,
  messages.adminFieldCheckIn,
  messages.adminFieldCheckOut,
  messages.bookingPeople,
  messages.bookingName,
  messages.adminBookingsColWhatsApp,
  messages.adminBookingsColNote,
  messages.adminBookingsColAdminNote,
];

function row(request: BookingRequest): (string | number)[] {
  return [
    request.code,
    // "2026-11-24 14:05" on the village's clock: a spreadsheet sorts it as written.
    toLocalInput(new Date(request.created_at)).replace('T', ' '),
    bookingStatusLabel(request.status),
    request.target_name,
    targetKindLabel(request.target),
    request.visit_date ?? '',
    request.check_in ?? '',
    request.check_out ?? '',
    request.people,
    request.name,
    request.whatsapp,
    request.note,
    request.admin_note,
  ];
}

export function bookingsCsv(requests: readonly BookingRequest[]): string {
  return csvText([HEADER, ...requests.map(row)]);
}

/** "pemesanan-2026-11-24.csv", dated on the village's calendar. */
export function csvFileName(now = new Date()): string {
  return `pemesanan-${villageToday(now)}.csv`;
}
