/**
 * A lodging's own calendar (DESIGN.md §9), which Airbnb, Booking.com and other platforms read from its
 * secret address: the nights it cannot take a guest, from today to a year ahead, as all-day events. A night
 * is closed when the village closed it ("Tutup") or when confirmed requests fill every room ("Tidak
 * tersedia"); runs of such nights are one event each. The events say nothing of who stays: no name, no
 * number, no request code.
 *
 * Nights read from other platforms' calendars are left out: sent back to the platform they came from,
 * its own calendar would then hold them as our booking, and they would never clear even after the guest
 * cancelled there (an echo that keeps the nights closed on both sides).
 */
import { createHash } from 'node:crypto';
import { addDays, type DayAvailability } from '../../../shared/availability';
import { toUtcStamp, villageToday } from '../../../shared/event-time';
import { message } from '../../../shared/messages';
import { village } from '../../../shared/village';
import type { Db } from '../../db/connection';
import { ownNights } from '../availability/availability.service';
import { calendarFile, escapeText } from '../icalendar/icalendar-text';
import { readVillageSettings } from '../settings/settings.service';
import { selectLodgingByToken } from './calendar-sync.repository';

/** How far ahead the calendar reaches; platforms take bookings about a year ahead. */
const AHEAD_DAYS = 366;
/**
 * How far back a run of nights is looked for: a stay that began before today keeps its first day, so its
 * event keeps its UID while it lasts.
 */
const BEHIND_DAYS = 60;

type ClosedState = 'full' | 'closed';

interface Run {
  state: ClosedState;
  first: string;
  /** The day after its last night. */
  end: string;
}

/** Consecutive nights of one state, of those that are full or closed. */
function runsOf(days: readonly DayAvailability[]): Run[] {
  const runs: Run[] = [];
  for (const { day, state } of days) {
    if (state !== 'full' && state !== 'closed') continue;
    const last = runs.at(-1);
    if (last && last.state === state && last.end === day) last.end = addDays(day, 1);
    else runs.push({ state, first: day, end: addDays(day, 1) });
  }
  return runs;
}

const compact = (day: string) => day.replaceAll('-', '');

function eventLines(run: Run, lodgingId: number, host: string, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    // The lodging, the run's first night and its kind: the same on every download while the run lasts.
    `UID:penginapan-${lodgingId}-${compact(run.first)}-${run.state === 'closed' ? 'tutup' : 'penuh'}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(run.first)}`,
    `DTEND;VALUE=DATE:${compact(run.end)}`,
    `SUMMARY:${escapeText(message(run.state === 'closed' ? 'lodgingCalendarClosed' : 'lodgingCalendarFull'))}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

export interface LodgingCalendar {
  text: string;
  /** A strong validator of the text: the same text, the same tag. */
  etag: string;
}

/**
 * The calendar at a lodging's secret address, or null when the token is no lodging's (never was, was
 * replaced, or its lodging is in the trash). The text changes only when its nights do, or the day does
 * (DTSTAMP is the day's start), so a platform asking again is answered 304.
 */
export async function lodgingCalendar(db: Db, token: string, publicUrl: string, today = villageToday()): Promise<LodgingCalendar | null> {
  const id = await selectLodgingByToken(db, token);
  const own = id === null ? null : await ownNights(db, id, addDays(today, -BEHIND_DAYS), addDays(today, AHEAD_DAYS));
  if (!own) return null;
  const { inventory: lodging, days } = own;
  const runs = runsOf(days).filter((run) => run.end > today);
  const { settings } = await readVillageSettings(db);
  const stamp = toUtcStamp(new Date(`${today}T00:00:00${village.utcOffset}`));
  const host = new URL(publicUrl).host;
  const text = calendarFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(settings.title)}//Kalender Penginapan//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(message('lodgingCalendarName', { name: lodging.name, village: settings.title }))}`,
    `X-WR-TIMEZONE:${village.timeZone}`,
    ...runs.flatMap((run) => eventLines(run, lodging.id, host, stamp)),
    'END:VCALENDAR',
  ]);
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"` };
}
