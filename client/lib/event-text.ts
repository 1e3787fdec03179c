/** What the agenda says of an event's time: its range and its calendar links. */
import { eventDates, formatEventRange, toUtcStamp, type EventTimes } from '@shared/event-time';
import { village } from '@shared/village';
import { villageSettings } from '@client/lib/village';

export function eventRange(event: EventTimes): string {
  const { startsAt, endsAt } = eventDates(event);
  return formatEventRange(startsAt, endsAt);
}

const HOUR_MS = 60 * 60 * 1000;

interface CalendarEvent extends EventTimes {
  name: string;
  description: string;
  place: string;
}

/** Google Calendar's "add event" page, filled in; an event without an end is given an hour. */
export function googleCalendarLink(event: CalendarEvent, pageUrl: string): string {
  const { startsAt, endsAt } = eventDates(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${toUtcStamp(startsAt)}/${toUtcStamp(endsAt ?? new Date(startsAt.getTime() + HOUR_MS))}`,
    details: `${event.description}\n\n${pageUrl}`,
    location: [event.place, villageSettings().title].filter(Boolean).join(', '),
    ctz: village.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
