/**
 * A month of free days as the calendar lays it out: weeks of seven from Monday, as Indonesian calendars
 * start them, and each day's state in words, never in colour alone (WCAG 1.4.1): "Tersedia", "Sisa 1
 * kamar", "Penuh", "Tutup", "Tidak ada jadwal", "Lewat".
 */
import type { AvailabilityTarget, DayAvailability } from '@shared/availability';
import { message, messages, type BookingMessageKey } from '@shared/messages/booking';
import { messages as publicMessages, type PublicMessageKey } from '@shared/messages/public';

/** The columns, Monday first. */
const WEEKDAYS: readonly PublicMessageKey[] = ['dayMonday', 'dayTuesday', 'dayWednesday', 'dayThursday', 'dayFriday', 'daySaturday', 'daySunday'];

/**
 * The weekday columns in the page's language: the day's name, which screen readers say, and its first three
 * letters, shown ("Sen", "Sel"; "Mon", "Tue"), as both languages abbreviate them.
 */
export function weekdayColumns(): { short: string; full: string }[] {
  return WEEKDAYS.map((key) => {
    const full = publicMessages[key];
    return { short: full.slice(0, 3), full };
  });
}

/** Monday 0 … Sunday 6. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month's days in rows of seven from Monday; null fills the row before the first day and after the last. */
export function weeksOf(days: readonly DayAvailability[]): (DayAvailability | null)[][] {
  const first = days[0];
  if (!first) return [];
  const cells: (DayAvailability | null)[] = [...Array.from({ length: weekdayOf(first.day) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** How a day looks: its state, with `few` for an open day that has fewer rooms or places left than it has. */
export type DayTone = 'open' | 'few' | 'full' | 'closed' | 'off' | 'past';

/** `size`: the lodging's rooms or the package's daily places (null: no limit). */
export function toneOf(day: DayAvailability, size: number | null): DayTone {
  if (day.state !== 'open') return day.state;
  return size !== null && day.free !== null && day.free > 0 && day.free < size ? 'few' : 'open';
}

const TONE_WORDS: Record<Exclude<DayTone, 'few'>, BookingMessageKey> = {
  open: 'availabilityOpen',
  full: 'availabilityFull',
  closed: 'availabilityClosed',
  off: 'availabilityOff',
  past: 'availabilityPast',
};

/** What a day's cell says: "Sisa 1 kamar" for a lodging, "Sisa 4 tempat" for a package, or its state. */
export function dayText(day: DayAvailability, target: AvailabilityTarget, size: number | null): string {
  const tone = toneOf(day, size);
  if (tone !== 'few') return messages[TONE_WORDS[tone]];
  return message(target === 'accommodation' ? 'availabilityRoomsLeft' : 'availabilityPlacesLeft', { n: day.free ?? 0 });
}

/** The legend's words for each look. */
export function toneName(tone: DayTone): string {
  return messages[tone === 'few' ? 'availabilityFew' : TONE_WORDS[tone]];
}

/** The looks the month's days have, in the legend's order; past days, only dimmed, need no key. */
export function tonesIn(days: readonly DayAvailability[], size: number | null): DayTone[] {
  const present = new Set(days.map((day) => toneOf(day, size)));
  return (['open', 'few', 'full', 'closed', 'off'] as const).filter((tone) => present.has(tone));
}
