/**
 * Event times on the village's clock (shared/village.ts): read from what an admin or an API client sends,
 * written as ISO 8601 with the village's offset, worded in the language being rendered (the catalogue's day
 * and month names), and placed against "now" (upcoming, in progress, past). Indonesia keeps no daylight
 * saving, so the offset is fixed and the arithmetic exact.
 */
import { message, messages, type PublicMessageKey } from './messages/public';
import { village } from './village';

const OFFSET_MS = offsetMinutes(village.utcOffset) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function offsetMinutes(offset: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? [];
  const total = Number(hours) * 60 + Number(minutes);
  return sign === '-' ? -total : total;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant a date-time text names: "2026-06-01T19:00" (a form's local time, on the village's clock) or
 * ISO 8601 with seconds, a fraction and an offset ("…T12:00:00Z", "…T19:00:00+07:00"); null when it names none.
 */
export function parseEventTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 31 June over to 1 July: a day the month does not have is refused instead.
  if (new Date(utc).getUTCDate() !== d) return null;
  const offset = zone === undefined ? OFFSET_MS : zone === 'Z' ? 0 : offsetMinutes(zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone) * 60_000;
  const at = new Date(utc - offset);
  return Number.isNaN(at.getTime()) || y < 1900 || y > 9999 ? null : at;
}

/** The instant's fields on the village's clock, read from a Date shifted by the offset. */
function villageClock(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-06-01T19:00:00+07:00": how the API sends an event time. */
export function toEventIso(at: Date): string {
  return `${villageClock(at).toISOString().slice(0, 19)}${village.utcOffset}`;
}

/** "2026-06-01": the day it is now on the village's clock. */
export function villageToday(now = new Date()): string {
  return villageClock(now).toISOString().slice(0, 10);
}

/** "20260601T120000Z": an instant as calendar files and calendar links write it (UTC, no separators). */
export function toUtcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** "2026-06-01T19:00": the value of a form's date-and-time field. */
export function toLocalInput(at: Date): string {
  return villageClock(at).toISOString().slice(0, 16);
}

// In the order of getUTCDay() and getUTCMonth().
const DAY_NAMES = ['daySunday', 'dayMonday', 'dayTuesday', 'dayWednesday', 'dayThursday', 'dayFriday', 'daySaturday'] as const;
const MONTH_NAMES = ['monthJanuary', 'monthFebruary', 'monthMarch', 'monthApril', 'monthMay', 'monthJune', 'monthJuly', 'monthAugust', 'monthSeptember', 'monthOctober', 'monthNovember', 'monthDecember'] as const;

function nameAt(names: readonly PublicMessageKey[], index: number): string {
  const key = names[index];
  return key === undefined ? '' : messages[key];
}

/** "Senin, 1 Juni 2026"; in English "Monday, 1 June 2026". */
export function formatEventDate(at: Date): string {
  const clock = villageClock(at);
  return `${nameAt(DAY_NAMES, clock.getUTCDay())}, ${clock.getUTCDate()} ${nameAt(MONTH_NAMES, clock.getUTCMonth())} ${clock.getUTCFullYear()}`;
}

/** A calendar day "2027-05-10" as "10 Mei 2027"; in English "10 May 2027". */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${nameAt(MONTH_NAMES, month - 1)} ${year}`;
}

/** A month "2027-05" as "Mei 2027"; in English "May 2027". */
export function formatCalendarMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${nameAt(MONTH_NAMES, number - 1)} ${year}`;
}

/** "19.00"; in English "19:00". */
export function formatEventClock(at: Date): string {
  const clock = villageClock(at);
  return message('clockTime', { hour: pad(clock.getUTCHours()), minute: pad(clock.getUTCMinutes()) });
}

/** The village-clock day an instant falls on, as a day number (for "3 hari lagi"). */
function villageDay(at: Date): number {
  return Math.floor(villageClock(at).getTime() / DAY_MS);
}

/**
 * "Senin, 1 Juni 2026, 19.00–23.00 WIB" (in English "Monday, 1 June 2026, 19:00–23:00 WIB"); an event over
 * several days names both days; one without an end names its start alone.
 */
export function formatEventRange(startsAt: Date, endsAt: Date | null): string {
  const start = `${formatEventDate(startsAt)}, ${formatEventClock(startsAt)}`;
  if (!endsAt) return `${start} ${village.zoneLabel}`;
  if (villageDay(startsAt) === villageDay(endsAt)) return `${start}–${formatEventClock(endsAt)} ${village.zoneLabel}`;
  return `${start} – ${formatEventDate(endsAt)}, ${formatEventClock(endsAt)} ${village.zoneLabel}`;
}

/** When an event is over: its end, or the end of its first day when it has none. */
export function effectiveEnd(startsAt: Date, endsAt: Date | null): Date {
  return endsAt ?? new Date((villageDay(startsAt) + 1) * DAY_MS - OFFSET_MS);
}

export type EventPhase = 'upcoming' | 'ongoing' | 'past';

export function eventPhase(startsAt: Date, endsAt: Date | null, now: Date): EventPhase {
  if (now.getTime() >= effectiveEnd(startsAt, endsAt).getTime()) return 'past';
  return now.getTime() >= startsAt.getTime() ? 'ongoing' : 'upcoming';
}

/** Whole village-clock days from now until the event starts: 0 today, 1 tomorrow. */
export function daysUntil(startsAt: Date, now: Date): number {
  return villageDay(startsAt) - villageDay(now);
}

/** What an event API shape carries of its time. */
export interface EventTimes {
  starts_at: string;
  ends_at: string | null;
}

export function eventDates(event: EventTimes): { startsAt: Date; endsAt: Date | null } {
  return { startsAt: new Date(event.starts_at), endsAt: event.ends_at ? new Date(event.ends_at) : null };
}

/** Where an event (its API shape) stands against now. */
export function phaseOf(event: EventTimes, now: Date): EventPhase {
  const { startsAt, endsAt } = eventDates(event);
  return eventPhase(startsAt, endsAt, now);
}

/** "Sedang berlangsung", "Hari ini", "Besok", "3 hari lagi" or "Sudah berlalu". */
export function eventCountdown(event: EventTimes, now: Date): string {
  const phase = phaseOf(event, now);
  if (phase === 'ongoing') return messages.agendaOngoing;
  if (phase === 'past') return messages.agendaPassed;
  const days = daysUntil(eventDates(event).startsAt, now);
  if (days <= 0) return messages.agendaToday;
  return days === 1 ? messages.agendaTomorrow : message('agendaDaysLeft', { n: days });
}

/**
 * Events split by now: those to come (in progress included) soonest first, then the past ones, most recent
 * first.
 */
export function splitByNow<E extends EventTimes>(events: readonly E[], now: Date): { upcoming: E[]; past: E[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const isPast = (event: E) => phaseOf(event, now) === 'past';
  return { upcoming: byStart.filter((event) => !isPast(event)), past: byStart.filter(isPast).reverse() };
}
