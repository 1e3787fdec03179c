/**
 * Another platform's calendar read as bookings (DESIGN.md §9), with ical.js (Mozilla's parser): each event
 * the nights [first day, end day) it takes on the village's calendar. All-day events (Airbnb's and
 * Booking.com's) take their dates as written; an event with times takes the nights from the day it starts
 * to the day it ends, as a stay from check-in to check-out does, and at least the night of the day it
 * starts. Times without a zone the file defines (floating, or a TZID with no VTIMEZONE) are read on the
 * village's clock. Cancelled events and events without a range are skipped; a repeating event takes each
 * of its occurrences up to two years ahead. A text that is no calendar is a FeedParseError.
 */
import ICAL from 'ical.js';
import { addDays, isCalendarDay } from '../../../shared/availability';
import { parseEventTime, villageToday } from '../../../shared/event-time';

/** One booking read from a feed; a repeating event's occurrences each carry their first day in the UID. */
export interface FeedBooking {
  uid: string;
  start_day: string;
  end_day: string;
  summary: string;
}

export class FeedParseError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FeedParseError';
  }
}

/** Bookings that ended longer ago than this are history no calendar needs. */
const KEPT_PAST_DAYS = 365;
/** How far ahead a repeating event is unrolled, and how many of its occurrences at most. */
const REPEAT_DAYS = 731;
const REPEAT_MAX = 750;
const SUMMARY_MAX = 200;

const pad = (value: number) => String(value).padStart(2, '0');

/** The day a time falls on, on the village's calendar; null when the file wrote no real date. */
function dayOf(time: ICAL.Time): string | null {
  let day: string;
  if (time.isDate) day = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  else {
    // Floating: the wall-clock fields read as a time on the village's clock, as a form's are.
    const floating = time.zone === ICAL.Timezone.localTimezone;
    const at = floating ? parseEventTime(`${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`) : new Date(time.toUnixTime() * 1000);
    day = at && Number.isFinite(at.getTime()) ? villageToday(at) : '';
  }
  return isCalendarDay(day) ? day : null;
}

/** The nights [first, end) from `start` to `end`, or null when they make no range. */
function nights(start: ICAL.Time, end: ICAL.Time): [string, string] | null {
  const first = dayOf(start);
  const last = dayOf(end);
  if (!first || !last) return null;
  if (start.isDate) return last > first ? [first, last] : null;
  if (end.compare(start) <= 0) return null;
  return [first, last > first ? last : addDays(first, 1)];
}

/** The event's text as a one-line label: Airbnb's "Reserved", Booking.com's "CLOSED - Not available". */
function summaryOf(event: ICAL.Event): string {
  return String(event.summary ?? '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, SUMMARY_MAX);
}

/** The start of each occurrence: the event's own, or its repetitions within REPEAT_DAYS of today. */
function occurrences(event: ICAL.Event, today: string): ICAL.Time[] {
  if (!event.isRecurring()) return [event.startDate];
  const horizon = addDays(today, REPEAT_DAYS);
  const starts: ICAL.Time[] = [];
  const expansion = event.iterator();
  for (let next = expansion.next(); next && starts.length < REPEAT_MAX; next = expansion.next()) {
    if ((dayOf(next) ?? horizon) >= horizon) break;
    starts.push(next);
  }
  return starts;
}

/** The bookings one VEVENT makes; none when it is cancelled, an exception to a repetition, or has no range. */
function bookingsOf(component: ICAL.Component, today: string): FeedBooking[] {
  const status = component.getFirstPropertyValue('status');
  if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') return [];
  const event = new ICAL.Event(component);
  if (!component.hasProperty('dtstart') || event.isRecurrenceException()) return [];
  const duration = event.duration;
  const repeats = event.isRecurring();
  return occurrences(event, today).flatMap((start) => {
    const end = start.clone();
    end.addDuration(duration);
    const range = nights(start, end);
    if (!range) return [];
    const [startDay, endDay] = range;
    // A file without UIDs still names each booking by its nights, so a second read finds the same one.
    const uid = event.uid ? (repeats ? `${event.uid}#${startDay}` : event.uid) : `${startDay}/${endDay}`;
    return [{ uid, start_day: startDay, end_day: endDay, summary: summaryOf(event) }];
  });
}

/** Every booking in an iCalendar text that ends after KEPT_PAST_DAYS ago, one per UID (the last written wins). */
export function parseFeed(text: string, today = villageToday()): FeedBooking[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') throw new FeedParseError('not a VCALENDAR');
    calendar = new ICAL.Component(parsed as unknown[]);
  } catch (error) {
    throw error instanceof FeedParseError ? error : new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  const since = addDays(today, -KEPT_PAST_DAYS);
  const byUid = new Map<string, FeedBooking>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    let bookings: FeedBooking[];
    try {
      bookings = bookingsOf(component, today);
    } catch {
      // One event with a date no parser can read is that event's problem, not the calendar's.
      continue;
    }
    for (const booking of bookings) if (booking.end_day > since) byUid.set(booking.uid, booking);
  }
  return [...byUid.values()];
}
