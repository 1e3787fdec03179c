/**
 * The inbox as a spreadsheet file: UTF-8 with a byte order mark (so Excel reads "Siti Nur'aini, Ibu"
 * and é right), comma-separated, CRLF line ends, every field quoted (RFC 4180).
 * A visitor's name or note must never run as a formula when the file is opened, whichever separator the
 * spreadsheet splits on: Excel in the Indonesian locale splits on `;`, and quotes do not hide a `;` from
 * it. So the start of a field, and every piece after a `;`, `,` or line break inside it, that begins with
 * =, +, -, @, a tab or a CR (perhaps after spaces or double quotes, which a spreadsheet trims) is written
 * after an apostrophe. The rule has no exceptions: the people count is never negative, so it stays a
 * number; a text such as "-1" becomes the text '-1.
 */
import { messages } from '@shared/messages';
import { toLocalInput, villageToday } from '@shared/event-time';
import type { BookingRequest } from '@shared/schemas/booking';
import { bookingStatusLabel } from '@client/lib/booking-text';
import { saveFile } from '@client/lib/save-file';
import { targetKindLabel } from './booking-format';

/** Formula-like text: a formula character, perhaps after spaces or quotes that a spreadsheet trims. */
const FORMULA_AHEAD = /^[\s"]*[=+\-@\t\r]/;
/** A separator inside a field, when formula-like text follows it. */
const FORMULA_PIECE = /([;,\r\n])(?=[\s"]*[=+\-@\t\r])/g;

export function csvCell(value: string | number): string {
  const pieces = String(value).replace(FORMULA_PIECE, "$1'");
  const text = FORMULA_AHEAD.test(pieces) ? `'${pieces}` : pieces;
  return `"${text.replace(/"/g, '""')}"`;
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
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
