/**
 * The agenda as iCalendar (RFC 5545), for phone calendars and subscriptions: one VEVENT per event with a
 * UID that stays the same across downloads (so a calendar updates an event instead of adding it twice),
 * times in UTC, written by the text rules of icalendar/icalendar-text.ts.
 */
import { eventDates, toUtcStamp } from '../../../shared/event-time';
import { parseLocation } from '../../../shared/format';
import type { VillageEvent } from '../../../shared/schemas/event';
import { village, type VillageSettings } from '../../../shared/village';
import { localizedPath } from '../../../shared/locale';
import { messages } from '../../../shared/messages';
import { calendarFile, escapeText, quotedParameter } from '../icalendar/icalendar-text';

export interface CalendarContext {
  /** The site's public origin: event URLs and UIDs are made from it. */
  publicUrl: string;
  /** The village as its settings name it: the calendar's maker, its events' organiser and their place. */
  village: Pick<VillageSettings, 'title' | 'email'>;
  /** The DTSTAMP of every event: when this copy of the calendar was made. */
  now: Date;
}

function eventLines(event: VillageEvent, { publicUrl, now, village: organiser }: CalendarContext): string[] {
  const { startsAt, endsAt } = eventDates(event);
  // The page in the calendar's language: an English feed links the English pages.
  const url = `${publicUrl}${localizedPath(`/agenda/${event.id}`)}`;
  const point = parseLocation(event.location);
  const where = [event.place, organiser.title].filter(Boolean).join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:agenda-${event.id}@${new URL(publicUrl).host}`,
    `DTSTAMP:${toUtcStamp(now)}`,
    `DTSTART:${toUtcStamp(startsAt)}`,
    ...(endsAt ? [`DTEND:${toUtcStamp(endsAt)}`] : []),
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${url}`)}`,
    `LOCATION:${escapeText(where)}`,
    ...(organiser.email ? [`ORGANIZER;CN=${quotedParameter(organiser.title)}:mailto:${organiser.email}`] : []),
    ...(point ? [`GEO:${point.latitude};${point.longitude}`] : []),
    `CATEGORIES:${escapeText(messages[`category_${event.category}`])}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A calendar of these events; `name` is what a subscribing calendar shows it as. */
export function icalendar(events: readonly VillageEvent[], name: string, context: CalendarContext): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(context.village.title)}//Agenda//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${village.timeZone}`,
    ...events.flatMap((event) => eventLines(event, context)),
    'END:VCALENDAR',
  ];
  return calendarFile(lines);
}
