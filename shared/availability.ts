/**
 * Availability (DESIGN.md §9) as both sides read it: calendar days ("2027-05-10") and months ("2027-05") and
 * their arithmetic, the state of one day of a lodging or package, and the six months a visitor may page
 * through. Days are the village's calendar days; they carry no time, so the arithmetic is done at UTC
 * midnight, where no day is longer or shorter than another.
 */
import type { BookingTarget } from './constants';
import { formatCalendarDay, villageToday } from './event-time';

/** What has availability is what a visitor can ask for (BOOKING_TARGETS), lodgings first as the admin's month lists them. */
export type AvailabilityTarget = BookingTarget;
export const AVAILABILITY_TARGETS = ['accommodation', 'paket'] as const satisfies readonly BookingTarget[];

/** How far ahead a visitor's calendar reaches: this month and the five after it. */
export const CALENDAR_MONTHS = 6;

/**
 * A day of one lodging or package: `open` with `free` rooms or places (null: no limit), `full` when nothing is
 * left, `closed` by the village, `off` for a package on a day it does not run, `past` before today.
 */
export type DayState = 'open' | 'full' | 'closed' | 'off' | 'past';

export interface DayAvailability {
  day: string;
  state: DayState;
  /** Rooms (lodging) or places (package) left; null when the package takes any number. */
  free: number | null;
}

/** A month of one lodging or package, as its page shows it. */
export interface MonthAvailability {
  month: string;
  /** All rooms of the lodging, or the package's daily places (null: no limit). */
  size: number | null;
  days: DayAvailability[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function atMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A real calendar day written "2027-05-10". */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = atMidnight(text);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** A month written "2027-05". */
export function isCalendarMonth(text: string): boolean {
  const match = MONTH.exec(text);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** "2027-05-10" plus `count` days (negative goes back). */
export function addDays(day: string, count: number): string {
  const at = atMidnight(day);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}

/** Days from `from` to `to`: 1 from a day to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((atMidnight(to).getTime() - atMidnight(from).getTime()) / 86_400_000);
}

/** Every day from `from` up to, not including, `to`. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "2027-05-10" → "2027-05". */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** "2027-12" plus one month is "2028-01". */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of the month and the first day of the next: the month's days are [start, end). */
export function monthBounds(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${addMonths(month, 1)}-01` };
}

/** The months a visitor may see, from this one (on the village's clock) on. */
export function calendarMonths(today = villageToday()): string[] {
  return Array.from({ length: CALENDAR_MONTHS }, (_, index) => addMonths(monthOf(today), index));
}

/** The month asked for when it is one a visitor may see, else this month. */
export function visibleMonth(asked: unknown, today = villageToday()): string {
  const months = calendarMonths(today);
  return typeof asked === 'string' && months.includes(asked) ? asked : (months[0] as string);
}

/** Whether a lodging or package can take a request on this day: open with room for `people` (a lodging needs one room). */
export function hasRoom(day: DayAvailability | undefined, people = 1): boolean {
  return day !== undefined && day.state === 'open' && (day.free === null || day.free >= people);
}

/**
 * Days as a reader says them: runs of consecutive days joined, "10–12 Mei 2027, 20 Mei 2027" (in English
 * "10–12 May 2027, 20 May 2027"); a run across months names both ends whole.
 */
export function formatDaySpans(days: readonly string[]): string {
  const sorted = [...new Set(days)].sort();
  const spans: [string, string][] = [];
  for (const day of sorted) {
    const last = spans.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else spans.push([day, day]);
  }
  return spans
    .map(([first, last]) => {
      if (first === last) return formatCalendarDay(first);
      if (monthOf(first) === monthOf(last)) return `${Number(first.slice(8))}–${formatCalendarDay(last)}`;
      return `${formatCalendarDay(first)} – ${formatCalendarDay(last)}`;
    })
    .join(', ');
}
