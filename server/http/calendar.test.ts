/**
 * The agenda's .ics files, read back by a real iCalendar parser (ical.js, Mozilla's, as Thunderbird uses):
 * the subscribable feed and one event's download, on both databases.
 */
import ICAL from 'ical.js';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { useTestServer } from '../test-support/http';

const DAY = 24 * 60 * 60 * 1000;
/** A form's local time (WIB) `days` from now at `time`. */
function wib(days: number, time: string): string {
  return `${new Date(Date.now() + 7 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10)}T${time}`;
}

/** A name stored before names were checked for line breaks, and descriptions and places, which keep theirs. */
const INJECTED = 'ICS B\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:X';
const HOSTILE_TEXT = `Baris satu\r\nBaris dua\nBaris tiga\rTitik; koma, garis \\ miring 🎉🔥 👨‍👩‍👧‍👦 ${'Obor'.repeat(50)} akhir`;
/** What a calendar shows for such a text: each line break, whichever kind was stored, as \n. */
const shown = (text: string) => text.replace(/\r\n?/g, '\n');
const value = (property: unknown) => (typeof property === 'object' && property !== null && 'val' in property ? property.val : property);

function nodeIcalEvents(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT');
}

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

describe.each(databases)('agenda calendar files (%s)', (kind) => {
  const t = useTestServer(kind);
  const create = async (fields: Record<string, string>) => {
    const answer = await t.server.call('POST', '/api/data/event', { token: t.token, form: multipart({ ...validFields.event, ...fields }) });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };

  it('one event: an attachment whose VEVENT carries the instant, place, geo, link and a UID that stays the same', async () => {
    const id = await create({
      name: 'Perang Obor; Malam, Puncak',
      description: 'Baris pertama, dengan koma; titik koma.\nBaris kedua: obor blarak di perempatan desa, kirab budaya dan doa bersama sebelum acara.',
      starts_at: '2031-06-02T19:00',
      ends_at: '2031-06-02T23:00',
    });
    const answer = await t.server.call('GET', `/agenda/${id}/kalender.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="perang-obor-malam-puncak.ics"');
    expect(answer.text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(answer.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = vevents(answer.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Desa Wisata Tegalsambi');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid).toBe(`agenda-${id}@localhost:3000`);
    expect(event?.summary).toBe('Perang Obor; Malam, Puncak');
    expect(event?.description).toBe(
      `Baris pertama, dengan koma; titik koma.\nBaris kedua: obor blarak di perempatan desa, kirab budaya dan doa bersama sebelum acara.\n\nhttp://localhost:3000/agenda/${id}`,
    );
    expect(event?.location).toBe('Perempatan desa, Desa Wisata Tegalsambi');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2031-06-02T12:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2031-06-02T16:00:00.000Z');
    expect(event?.component.getFirstPropertyValue('geo')).toEqual([-6.616, 110.6517]);
    expect(event?.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/agenda/${id}`);
    expect(event?.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const again = vevents((await t.server.call('GET', `/agenda/${id}/kalender.ics`)).text);
    expect(again.events[0]?.uid).toBe(event?.uid);
  });

  it('an unknown or malformed id is 404 with the sentence', async () => {
    for (const path of ['/agenda/999999/kalender.ics', '/agenda/abc/kalender.ics', '/agenda/0/kalender.ics', '/agenda/1.5/kalender.ics']) {
      const answer = await t.server.call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).toBe(messages.eventNotFound);
    }
  });

  it('the feed: upcoming and recent events soonest first, not those that ended long ago; an event without an end has none', async () => {
    const recent = await create({ name: 'Bersih Pantai', starts_at: wib(-10, '06:30'), ends_at: wib(-10, '10:00') });
    const old = await create({ name: 'Lomba Perahu Lama', starts_at: wib(-200, '08:00'), ends_at: wib(-200, '12:00') });
    const soon = await create({ name: 'Pasar Senja', starts_at: wib(3, '16:00'), ends_at: '' });
    const answer = await t.server.call('GET', '/agenda.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = vevents(answer.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda Desa Tegalsambi');
    const uids = events.map((event) => event.uid);
    expect(uids).toContain(`agenda-${recent}@localhost:3000`);
    expect(uids).toContain(`agenda-${soon}@localhost:3000`);
    expect(uids).not.toContain(`agenda-${old}@localhost:3000`);
    expect(uids.indexOf(`agenda-${recent}@localhost:3000`)).toBeLessThan(uids.indexOf(`agenda-${soon}@localhost:3000`));
    const starts = events.map((event) => event.startDate.toJSDate().getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const pasar = events.find((event) => event.summary === 'Pasar Senja');
    expect(pasar?.component.hasProperty('dtend')).toBe(false);
  });

  it('names, descriptions and places with line breaks, ; , \\, emoji and 200-character words: one event each, read back by ical.js and node-ical', async () => {
    const id = await create({ name: 'Kirab; Budaya, Malam', description: HOSTILE_TEXT, place: 'Balai; desa, RT 3 🎉', starts_at: wib(5, '19:00'), ends_at: wib(5, '22:00') });
    // As a row saved before names were checked (the schema refuses such a name now).
    await t.server.db.updateTable('event').set({ name: INJECTED }).where('id', '=', id).execute();
    for (const path of [`/agenda/${id}/kalender.ics`, '/agenda.ics']) {
      const answer = await t.server.call('GET', path);
      expect(answer.status, path).toBe(200);
      const lines = answer.text.split('\r\n');
      expect(lines.every((line) => new TextEncoder().encode(line).length <= 75 && !/\p{Cc}/u.test(line)), path).toBe(true);
      // A reader splitting on a bare CR or LF sees the same lines, so no event starts inside a text.
      expect(answer.text.split(/\r\n|\r|\n/)).toEqual(lines);
      const uid = `agenda-${id}@localhost:3000`;

      const byIcalJs = vevents(answer.text).events.filter((event) => event.uid === uid);
      expect(byIcalJs, path).toHaveLength(1);
      expect(byIcalJs[0]?.summary).toBe(shown(INJECTED));
      expect(byIcalJs[0]?.description).toBe(`${shown(HOSTILE_TEXT)}\n\nhttp://localhost:3000/agenda/${id}`);
      expect(byIcalJs[0]?.location).toBe('Balai; desa, RT 3 🎉, Desa Wisata Tegalsambi');

      const all = nodeIcalEvents(answer.text);
      const byNodeIcal = all.filter((event) => event.uid === uid);
      expect(byNodeIcal, path).toHaveLength(1);
      expect(all.filter((event) => value(event.summary) === 'X'), path).toEqual([]);
      expect(value(byNodeIcal[0]?.summary)).toBe(shown(INJECTED));
      expect(value(byNodeIcal[0]?.description)).toBe(`${shown(HOSTILE_TEXT)}\n\nhttp://localhost:3000/agenda/${id}`);
      expect(value(byNodeIcal[0]?.location)).toBe('Balai; desa, RT 3 🎉, Desa Wisata Tegalsambi');
    }
  });
});
