/** How the inbox writes a request's times and labels: on the village's clock (WIB), in Indonesian. */
import type { BookingStatus, BookingTarget } from '@shared/constants';
import { messages } from '@shared/messages';
import type { BookingRequest } from '@shared/schemas/booking';
import { village } from '@shared/village';
import { formatVillageDateTime } from '@client/components/admin/village-time';

// Calendar days carry no time of day: read at midnight UTC, they name the same day everywhere.
const dayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "24 Nov 2026 14.05 WIB" */
export function formatSent(iso: string): string {
  return `${formatVillageDateTime(iso)} ${village.zoneLabel}`;
}

/** "5 Des 2026"; "-" for a day not given. */
export function formatDay(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '-';
}

/** The visit date of a package, or check-in – check-out of a lodging. */
export function formatVisit(request: BookingRequest): string {
  return request.target === 'paket' ? formatDay(request.visit_date) : `${formatDay(request.check_in)} – ${formatDay(request.check_out)}`;
}

export function targetKindLabel(target: BookingTarget): string {
  return target === 'paket' ? messages.categoryPaket : messages.categoryPenginapan;
}

/** Each status its own colour, so new requests stand out in the list. */
export const STATUS_CLASS: Record<BookingStatus, string> = {
  baru: 'border-amber-300 bg-amber-100 text-amber-900',
  dihubungi: 'border-sky-300 bg-sky-100 text-sky-900',
  dikonfirmasi: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  selesai: 'border-slate-300 bg-slate-100 text-slate-800',
  dibatalkan: 'border-red-300 bg-red-100 text-red-900',
};
