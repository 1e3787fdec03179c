/**
 * How one day of one lodging or package reads in the month view: its text ("2/3" taken of what there is,
 * "Penuh", "Tutup", "–" on a day a package does not run), the words a screen reader hears after it, and a
 * tone whose colour only repeats what the text says. Also what fills a day, for its panel.
 */
import type { DayAvailability } from '@shared/availability';
import { formatCalendarDay } from '@shared/event-time';
import { message, messages } from '@shared/messages';
import type { CalendarRow } from '@shared/schemas/availability';

/** Only a confirmed request takes a room or places (shared/availability.ts). */
export const CONFIRMED = 'dikonfirmasi';

export type CellTone = 'free' | 'taken' | 'full' | 'closed' | 'off';

export interface DayCellView {
  text: string;
  /** Said after the text ("kamar terisi"); '' when the text says it all. */
  words: string;
  tone: CellTone;
  /** A request on the day still waits for the village's answer. */
  waiting: boolean;
}

/** The requests or imported bookings that ask for or take `day` (each spans [first_day, end_day)). */
export function onDay<T extends { first_day: string; end_day: string }>(items: readonly T[], day: string): T[] {
  return items.filter((item) => item.first_day <= day && day < item.end_day);
}

/** Rooms or places taken on the day: what is not free, or, for a package with no limit, the confirmed people. */
function usedOn(row: CalendarRow, day: DayAvailability): number {
  if (row.size !== null && day.free !== null) return row.size - day.free;
  return onDay(row.requests, day.day)
    .filter((request) => request.status === CONFIRMED)
    .reduce((sum, request) => sum + request.people, 0);
}

export function dayCell(row: CalendarRow, day: DayAvailability): DayCellView {
  const waiting = onDay(row.requests, day.day).some((request) => request.status !== CONFIRMED);
  if (day.state === 'closed') return { text: messages.adminCalendarClosed, words: '', tone: 'closed', waiting };
  if (day.state === 'off') return { text: messages.adminCalendarOff, words: messages.adminCalendarOffDay, tone: 'off', waiting };
  if (day.state === 'full') return { text: messages.adminCalendarFull, words: '', tone: 'full', waiting };
  const used = usedOn(row, day);
  const tone = used > 0 ? 'taken' : 'free';
  if (row.size === null) return { text: String(used), words: messages.adminCalendarUsedUnlimited, tone, waiting };
  const words = row.target === 'paket' ? messages.adminCalendarUsedPlaces : messages.adminCalendarUsedRooms;
  return { text: message('adminCalendarCellUsed', { used, size: row.size }), words, tone, waiting };
}

/** What a lodging or package has: "3 kamar", "20 orang per hari", "Tanpa batas". */
export function sizeText(row: Pick<CalendarRow, 'target' | 'size'>): string {
  if (row.size === null) return messages.adminCalendarUnlimited;
  return message(row.target === 'paket' ? 'adminCalendarPlaces' : 'adminCalendarRooms', { n: row.size });
}

// In the order of getUTCDay().
const WEEKDAYS = ['daySunday', 'dayMonday', 'dayTuesday', 'dayWednesday', 'dayThursday', 'dayFriday', 'daySaturday'] as const;

/** "Senin" for "2027-05-10". */
export function weekday(day: string): string {
  return messages[WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 'daySunday'];
}

/** "Senin, 10 Mei 2027". */
export function longDay(day: string): string {
  return `${weekday(day)}, ${formatCalendarDay(day)}`;
}
