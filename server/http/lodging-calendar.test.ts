/**
 * A lodging's calendar for other platforms, read back by ical.js over HTTP on both databases: the nights
 * confirmed requests fill and the closed days as all-day events with UIDs that stay, nothing of the
 * visitors, nothing read from other platforms, 304 for an unchanged calendar, 404 for an unknown or
 * replaced address.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/availability';
import { villageToday } from '../../shared/event-time';
import { messages } from '../../shared/messages';
import { accommodationInput } from '../../shared/schemas/accommodation';
import type { LodgingSyncView } from '../../shared/schemas/calendar-sync';
import { closeDay } from '../modules/availability/availability.service';
import { createBooking, updateBooking } from '../modules/booking/booking.service';
import { records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { databases } from '../test-support/db';
import { ADMIN, useTestServer } from '../test-support/http';
import { callTrpc } from '../test-support/trpc-http';

const today = villageToday();
const day = (offset: number) => addDays(today, offset);

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe.each(databases)('a lodging calendar for other platforms (%s)', (kind) => {
  const t = useTestServer(kind);
  let address = 0;

  const lodging = async (name: string, units: number) =>
    (await createRecord(t.server.db, records.accommodation, accommodationInput.parse({ name, description: 'Dekat pantai.', phone: '081298765432', units }))).id;
  const stay = async (id: number, from: number, to: number, confirm = true) => {
    const booking = await createBooking(
      t.server.db,
      { target: 'accommodation', target_id: id, name: 'Budi Santoso', whatsapp: '6281377778888', visit_date: null, check_in: day(from), check_out: day(to), people: 2, note: 'Datang malam', website: '' },
      `10.8.0.${++address}`,
    );
    const row = await t.server.db.selectFrom('booking_request').select('id').where('code', '=', booking.code).executeTakeFirstOrThrow();
    if (confirm) await updateBooking(t.server.db, row.id, { status: 'dikonfirmasi' });
    return booking.code;
  };
  const lodgings = async () => (await callTrpc<LodgingSyncView[]>(t.server, 'query', 'calendarSync.list', { token: t.token })).data ?? [];
  const exportPathOf = async (id: number) => (await lodgings()).find((entry) => entry.accommodation_id === id)?.export_path ?? '';

  it('confirmed stays and closed days from today on, as all-day events; nothing of the visitor, nothing imported, nothing still to answer', async () => {
    const id = await lodging('Homestay Melati', 1);
    const code = await stay(id, 10, 13);
    await stay(id, 40, 42, false);
    await closeDay(t.server.db, { target: 'accommodation', id, day: day(20), reason: 'Renovasi kamar mandi' }, null);
    await closeDay(t.server.db, { target: 'accommodation', id, day: day(21), reason: 'Renovasi kamar mandi' }, null);
    await closeDay(t.server.db, { target: 'accommodation', id, day: day(-3), reason: '' }, null);
    const feed = await t.server.db.insertInto('calendar_feed').values({ accommodation_id: id, url: 'https://www.airbnb.com/calendar/ical/1.ics', label: 'Airbnb' }).returning('id').executeTakeFirstOrThrow();
    await t.server.db.insertInto('calendar_import').values({ feed_id: feed.id, uid: 'a1@airbnb.com', start_day: day(30), end_day: day(33), summary: 'Reserved' }).execute();

    const path = await exportPathOf(id);
    expect(path).toMatch(/^\/kalender\/penginapan\/[A-Za-z0-9_-]{43}\.ics$/);
    const answer = await t.server.call('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(answer.text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const found = events(answer.text).map((event) => ({
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      summary: event.summary,
    }));
    expect(found).toEqual([
      { start: day(10), end: day(13), allDay: true, summary: messages.lodgingCalendarFull },
      { start: day(20), end: day(22), allDay: true, summary: messages.lodgingCalendarClosed },
    ]);
    for (const secret of ['Budi', 'Santoso', '6281377778888', '81377778888', code, 'Datang malam', 'Renovasi', 'Reserved', 'airbnb']) expect(answer.text).not.toContain(secret);
  });

  it('a lodging with rooms left is not closed: only nights every room is taken', async () => {
    const id = await lodging('Homestay Kenanga', 2);
    await stay(id, 5, 8);
    await stay(id, 6, 7);
    const text = (await t.server.call('GET', await exportPathOf(id))).text;
    expect(events(text).map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([[day(6), day(7)]]);
  });

  it('the same UIDs on every download; an unchanged calendar is 304 to its ETag', async () => {
    const id = await lodging('Homestay Anggrek', 1);
    await stay(id, 3, 5);
    await stay(id, 8, 9);
    const path = await exportPathOf(id);
    const first = await t.server.call('GET', path);
    const second = await t.server.call('GET', path);
    const uids = (text: string) => events(text).map((event) => event.uid);
    expect(uids(first.text)).toHaveLength(2);
    expect(new Set(uids(first.text)).size).toBe(2);
    expect(uids(second.text)).toEqual(uids(first.text));
    const etag = first.headers.get('etag') ?? '';
    const unchanged = await t.server.call('GET', path, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect((await t.server.call('GET', path, { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304);
    await stay(id, 12, 14);
    const changed = await t.server.call('GET', path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(uids(changed.text).slice(0, 2)).toEqual(uids(first.text));
  });

  it('an unknown, malformed or replaced address is 404; the new one answers', async () => {
    const id = await lodging('Homestay Mawar', 1);
    const old = await exportPathOf(id);
    for (const path of [`/kalender/penginapan/${'A'.repeat(43)}.ics`, '/kalender/penginapan/pendek.ics', `${old.slice(0, -4)}.txt`]) {
      const answer = await t.server.call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).toBe(messages.lodgingCalendarNotFound);
    }
    const renewed = await callTrpc<{ export_path: string }>(t.server, 'mutation', 'calendarSync.regenerateToken', { token: t.token, input: { accommodation_id: id } });
    const fresh = renewed.data?.export_path ?? '';
    expect(fresh).not.toBe(old);
    expect((await t.server.call('GET', old)).status).toBe(404);
    expect((await t.server.call('GET', fresh)).status).toBe(200);
    expect(await exportPathOf(id)).toBe(fresh);
    // The log says the address was replaced, by whom, and never the address itself.
    const logged = await t.server.db.selectFrom('audit_log').selectAll().where('action', '=', 'calendar_address_reset').where('record_id', '=', id).execute();
    expect(logged.map((row) => [row.kind, row.record_name, row.user_email, row.changes])).toEqual([['accommodation', 'Homestay Mawar', ADMIN.email, null]]);
    expect(JSON.stringify(logged)).not.toContain(fresh.slice(-20, -4));
  });

  it('a lodging in the trash publishes nothing', async () => {
    const id = await lodging('Homestay Sementara', 1);
    const path = await exportPathOf(id);
    await t.server.db.updateTable('accommodation').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    expect((await t.server.call('GET', path)).status).toBe(404);
  });
});
