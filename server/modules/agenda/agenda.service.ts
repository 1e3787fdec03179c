/** The agenda's calendar files: the feed of upcoming and recent events, and one event's own file. */
import { FEED_PAST_DAYS } from '../../../shared/constants';
import { effectiveEnd, eventDates } from '../../../shared/event-time';
import { currentLocale } from '../../../shared/locale';
import { messages } from '../../../shared/messages';
import { readVillageSettings } from '../settings/settings.service';
import type { Db } from '../../db/connection';
import { records } from '../../records/record-kinds';
import { getRecord, listRecords } from '../../records/record.service';
import { icalendar } from './icalendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every event still to come and those that ended in the last FEED_PAST_DAYS, soonest first. */
export async function calendarFeed(db: Db, publicUrl: string, now = new Date()): Promise<string> {
  // The list is read from the cache; which events it keeps depends on the hour, so the text is made each time.
  const since = now.getTime() - FEED_PAST_DAYS * DAY_MS;
  // In the request's language: the English feed carries the events' English texts.
  const events = (await listRecords(db, records.event, undefined, currentLocale()))
    .filter((event) => {
      const { startsAt, endsAt } = eventDates(event);
      return effectiveEnd(startsAt, endsAt).getTime() >= since;
    })
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const { settings } = await readVillageSettings(db);
  return icalendar(events, `${messages.agendaTitle} ${settings.name}`, { publicUrl, now, village: settings });
}

/** One event as a calendar of its own ("Tambah ke Kalender"); NOT_FOUND when there is no such event. */
export async function eventCalendar(db: Db, id: number, publicUrl: string): Promise<{ name: string; text: string }> {
  const event = await getRecord(db, records.event, id, 'published', currentLocale());
  const { settings } = await readVillageSettings(db);
  return { name: event.name, text: icalendar([event], event.name, { publicUrl, now: new Date(), village: settings }) };
}
