/**
 * The agenda as iCalendar (RFC 5545), for phone calendars and subscriptions: one VEVENT per event with a
 * UID that stays the same across downloads (so a calendar updates an event instead of adding it twice),
 * times in UTC, text escaped and lines folded at 75 octets, CRLF line ends.
 */
import { eventDates, toUtcStamp } from '../../../shared/event-time';
import { parseLocation } from '../../../shared/format';
import type { VillageEvent } from '../../../shared/schemas/event';
import { village, type VillageSettings } from '../../../shared/village';
import { localizedPath } from '../../../shared/locale';
import { messages } from '../../../shared/messages';

/** CRLF, a bare CR or a bare LF: one line break each. */
const LINE_BREAK = /\r\n?|\n/g;
/** Control characters (C0, DEL, C1); RFC 5545 allows none in TEXT but the tab, which is written as a space. */
const CONTROL = /\p{Cc}/gu;

/**
 * TEXT values (RFC 5545 §3.3.11): every line break, a bare CR included, becomes the escape \n, a tab a
 * space, other control characters are dropped, and backslash, semicolon and comma are escaped. So no
 * stored text can end a content line or start a property of its own.
 */
function escapeText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, (char) => (char === '\n' ? char : ''))
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded so no line is longer than 75 octets, never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A parameter value (RFC 5545 §3.2): quoted, without the quote, control characters or line breaks it cannot hold. */
function quotedParameter(text: string): string {
  return `"${text.replace(CONTROL, '').replaceAll('"', '')}"`;
}

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
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
