/**
 * The inbox as a spreadsheet file: UTF-8 with a byte order mark (so Excel reads "Siti Nur'aini, Ibu"
 * and é right), comma-separated, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break (RFC 4180). A cell starting like a formula (=, +, -, @, tab or CR) is written after an apostrophe,
 * so a visitor's note can never run as one when the file is opened.
 */
import { messages } from '../../../../shared/messages';
import { toLocalInput, villageToday } from '../../../../shared/event-time';
import type { BookingRequest } from '../../../../shared/schemas/booking';
import { bookingStatusLabel } from '../../../lib/booking-text';
import { targetKindLabel } from './booking-format';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** How long the file's address stays valid after the click: the browser reads it after the click returns. */
const DOWNLOAD_URL_MS = 40_000;

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  const lines = [HEADER, ...requests.map(row)].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "pemesanan-2026-11-24.csv", dated on the village's calendar. */
export function csvFileName(now = new Date()): string {
  return `pemesanan-${villageToday(now)}.csv`;
}

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_MS);
}
