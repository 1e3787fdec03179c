/** How the log words a row: times on the village's clock (WIB), labels and changes in Indonesian. */
import { BOOKING_STATUSES, DOCUMENTS } from '@shared/constants';
import { formatDaySpans, isCalendarDay } from '@shared/availability';
import { formatFileSize } from '@shared/format';
import { message, messages, type MessageKey } from '@shared/messages';
import type { AuditAction, AuditRow } from '@shared/schemas/audit';
import { USER_ROLES } from '@shared/schemas/users';
import { formatVillageDateTime } from '@client/components/admin/village-time';

/** "24 Nov 2026 14.05" on the village's clock. */
export const formatLogTime = formatVillageDateTime;

export function actionLabel(action: AuditAction): string {
  return messages[`adminLogAction_${action}`];
}

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** A kind the labels know by its Indonesian name; anything newer by its own. */
export function kindLabel(kind: string): string {
  const key = `adminLogKind_${kind}`;
  return isMessageKey(key) ? messages[key] : kind;
}

/** A field the labels know by its Indonesian name ("images" is "Gambar"); any other by its column's. */
function fieldLabel(field: string): string {
  const key = `adminLogField_${field}`;
  return isMessageKey(key) ? messages[key] : field;
}

/** Who acted: the account's email, the email tried (a failed sign-in), or the system (the demo content). */
export function userLabel(row: Pick<AuditRow, 'userId' | 'userEmail'>): string {
  return row.userEmail || (row.userId === null ? messages.adminLogSystem : '-');
}

/** An account in the log's filter: "Sari Wulandari (sari@contoh.desa.id)", or its email when it has no name. */
export function accountLabel(user: { email: string; name: string }): string {
  return user.name ? `${user.name} (${user.email})` : user.email;
}

/** "127.0.0.1" rather than its IPv6 form "::ffff:127.0.0.1"; "-" for none. */
export function ipLabel(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') || '-';
}

/** "Buku Masterplan Desa Wisata" for a document's slug; a record's own name otherwise. */
export function recordLabel(row: Pick<AuditRow, 'kind' | 'recordName'>): string {
  if (row.kind === 'document') return DOCUMENTS.find((document) => document.slug === row.recordName)?.title ?? row.recordName ?? '';
  return row.recordName ?? '';
}

/** Long texts are cut to about this many characters, so one change never fills the screen. */
const VALUE_MAX = 60;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX - 1).trimEnd()}…` : flat;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (field === 'bytes' && typeof value === 'number') return formatFileSize(value) || '-';
  if (field === 'day' && typeof value === 'string' && isCalendarDay(value)) return formatDaySpans([value]);
  const status = field === 'status' ? BOOKING_STATUSES.find((known) => known === value) : undefined;
  if (status) return messages[`bookingStatus_${status}`];
  const role = field === 'role' ? USER_ROLES.find((known) => known === value) : undefined;
  if (role) return messages[`adminRole_${role}`];
  if (typeof value === 'string') return shorten(ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? formatLogTime(value) : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return shorten(value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ')) || '-';
  return shorten(JSON.stringify(value));
}

/** "Nama: Pantai Lama → Pantai Baru", one line per changed field ("Gambar: 3 → 2"). */
export function changeLines(changes: AuditRow['changes']): string[] {
  return Object.entries(changes ?? {}).map(([field, [before, after]]) => `${fieldLabel(field)}: ${valueText(field, before)} → ${valueText(field, after)}`);
}

/** "Halaman 2 dari 5" */
export function pageLabel(page: number, pages: number): string {
  return message('adminLogPage', { page, pages });
}
