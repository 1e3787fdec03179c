/**
 * Reading other platforms' calendars on both databases, from a real HTTP server on 127.0.0.1 (allowed by
 * the fetch policy as CALENDAR_FETCH_ALLOW_HOSTS would): Airbnb's and Booking.com's feeds become nights
 * a visitor's month and the admin's month count as taken; a moved booking moves, a removed one goes; a
 * feed that cannot be read (malformed, too large, too slow, redirected into the server's network) keeps
 * the bookings it had and says why.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays, monthOf } from '../../../shared/availability';
import { villageToday } from '../../../shared/event-time';
import { message, messages } from '../../../shared/messages';
import { accommodationInput } from '../../../shared/schemas/accommodation';
import type { FeedView } from '../../../shared/schemas/calendar-sync';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { airbnbFeed, bookingComFeed, useFeedServer } from '../../test-support/feed-server';
import { callerFetching, expectTrpcError, firstIssue, useTrpc } from '../../test-support/trpc';
import { databases } from '../../test-support/db';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from './feed-fetch';

const today = villageToday();
const day = (offset: number) => addDays(today, offset);

/** The test's fetch policy: its feed server allowed, and limits small enough to pass quickly. */
const POLICY: FetchPolicy = { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 64 * 1024 };

describe.each(databases)('reading other platforms’ calendars (%s)', (kind) => {
  const t = useTrpc(kind);
  const feeds = useFeedServer();
  const admin = (policy: FetchPolicy = POLICY) => callerFetching(t.db, t.actor, policy);

  let lodgingCount = 0;
  const lodging = async (units = 1) =>
    (await createRecord(t.db, records.accommodation, accommodationInput.parse({ name: `Homestay Impor ${++lodgingCount}`, description: 'Dekat pantai.', phone: '081298765432', units }))).id;
  const feedOf = async (id: number, feedId: number): Promise<FeedView | undefined> =>
    (await admin().calendarSync.list()).find((entry) => entry.accommodation_id === id)?.feeds.find((feed) => feed.id === feedId);
  const stateOn = async (id: number, offset: number) =>
    (await t.anonymous.availability.month({ target: 'accommodation', id, month: monthOf(day(offset)) })).days.find((entry) => entry.day === day(offset))?.state;
  const importedOf = (feedId: number) =>
    t.db
      .selectFrom('calendar_import')
      .select(['uid', sql<string>`start_day::text`.as('start_day'), sql<string>`end_day::text`.as('end_day'), 'summary'])
      .where('feed_id', '=', feedId)
      .orderBy('uid')
      .execute();
  /** A refused input: BAD_REQUEST, its first problem the sentence the form shows. */
  const refused = async (call: Promise<unknown>, sentence: string) => expect(firstIssue(await expectTrpcError(call, 'BAD_REQUEST')).message).toBe(sentence);

  it("Airbnb's and Booking.com's bookings take their nights in a visitor's month and in the admin's", async () => {
    const id = await lodging();
    const airbnb = feeds.server.serve(`/airbnb-${kind}.ics`, airbnbFeed([
      { uid: 'a1', from: day(10), to: day(13) },
      { uid: 'a2', from: day(20), to: day(22), summary: 'Airbnb (Not available)' },
    ]));
    const booking = feeds.server.serve(`/booking-${kind}.ics`, bookingComFeed([{ uid: 'b1', from: day(15), to: day(16) }]));
    const first = await admin().calendarSync.addFeed({ accommodation_id: id, url: airbnb, label: 'Airbnb' });
    const second = await admin().calendarSync.addFeed({ accommodation_id: id, url: booking, label: 'Booking.com' });
    expect(first).toMatchObject({ url: airbnb, label: 'Airbnb', last_error: null, imported: 2 });
    expect(first.last_synced_at).not.toBeNull();
    expect(second).toMatchObject({ imported: 1, last_error: null });
    expect(await importedOf(first.id)).toEqual([
      { uid: 'a1@airbnb.com', start_day: day(10), end_day: day(13), summary: 'Reserved' },
      { uid: 'a2@airbnb.com', start_day: day(20), end_day: day(22), summary: 'Airbnb (Not available)' },
    ]);

    for (const night of [10, 11, 12, 15, 20, 21]) expect(await stateOn(id, night), `night ${night}`).toBe('full');
    for (const night of [9, 13, 14, 16, 22]) expect(await stateOn(id, night), `night ${night}`).toBe('open');
    const overview = await t.admin.availability.overview({ month: monthOf(day(15)) });
    const row = overview.rows.find((entry) => entry.target === 'accommodation' && entry.id === id);
    expect(row?.imported.find((entry) => entry.uid === 'b1@booking.com')).toMatchObject({ feed_label: 'Booking.com', summary: 'CLOSED - Not available', first_day: day(15), end_day: day(16) });
  });

  it('a booking moved on the platform moves here, one cancelled there goes, a new one comes; removing the feed frees its nights', async () => {
    const id = await lodging();
    const path = `/moves-${kind}.ics`;
    const url = feeds.server.serve(path, airbnbFeed([
      { uid: 'm1', from: day(30), to: day(32) },
      { uid: 'm2', from: day(40), to: day(41) },
    ]));
    const feed = await admin().calendarSync.addFeed({ accommodation_id: id, url, label: '' });
    feeds.server.serve(path, airbnbFeed([
      { uid: 'm1', from: day(31), to: day(34) },
      { uid: 'm3', from: day(50), to: day(52) },
    ]));
    expect(await admin().calendarSync.syncNow({ accommodation_id: id })).toEqual({ total: 1, failed: 0 });
    expect((await importedOf(feed.id)).map((row) => [row.uid, row.start_day, row.end_day])).toEqual([
      ['m1@airbnb.com', day(31), day(34)],
      ['m3@airbnb.com', day(50), day(52)],
    ]);
    expect(await stateOn(id, 30)).toBe('open');
    expect(await stateOn(id, 33)).toBe('full');
    expect(await stateOn(id, 40)).toBe('open');
    expect(await stateOn(id, 51)).toBe('full');

    await admin().calendarSync.removeFeed({ id: feed.id });
    expect(await importedOf(feed.id)).toEqual([]);
    expect(await stateOn(id, 33)).toBe('open');
    await expectTrpcError(admin().calendarSync.removeFeed({ id: feed.id }), 'NOT_FOUND', messages.calendarFeedNotFound);
    // The log names the feed by the site it is read from (its address may hold a key), once each way.
    const logged = await t.db.selectFrom('audit_log').select(['action', 'record_name', 'changes']).where('kind', '=', 'accommodation').where('record_id', '=', id).orderBy('id').execute();
    expect(logged.filter((row) => row.action.startsWith('calendar_feed'))).toEqual([
      { action: 'calendar_feed_add', record_name: `Homestay Impor ${lodgingCount}`, changes: { calendar: [null, '127.0.0.1'] } },
      { action: 'calendar_feed_remove', record_name: `Homestay Impor ${lodgingCount}`, changes: { calendar: ['127.0.0.1', null] } },
    ]);
  });

  it('cancelled events and events without a range are skipped; times are read on the village clock', async () => {
    const id = await lodging();
    const compact = (offset: number) => day(offset).replaceAll('-', '');
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example Corp.//CalDAV Client//EN',
      'BEGIN:VEVENT',
      'UID:batal',
      `DTSTART;VALUE=DATE:${compact(5)}`,
      `DTEND;VALUE=DATE:${compact(7)}`,
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:kosong',
      `DTSTART;VALUE=DATE:${compact(8)}`,
      `DTEND;VALUE=DATE:${compact(8)}`,
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:terbalik',
      `DTSTART:${compact(9)}T120000Z`,
      `DTEND:${compact(9)}T100000Z`,
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:waktu',
      // 18:00 UTC is 01:00 the next day in the village: check-in on day 12, check-out on day 14.
      `DTSTART:${compact(11)}T180000Z`,
      `DTEND:${compact(14)}T030000Z`,
      'SUMMARY:Tamu\\, lewat telepon',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const feed = await admin().calendarSync.addFeed({ accommodation_id: id, url: feeds.server.serve(`/mixed-${kind}.ics`, text), label: 'Lain' });
    expect(await importedOf(feed.id)).toEqual([{ uid: 'waktu', start_day: day(12), end_day: day(14), summary: 'Tamu, lewat telepon' }]);
  });

  it('a feed that cannot be read keeps its bookings and says why: malformed, too large, too slow, a server error', async () => {
    const id = await lodging();
    const path = `/failing-${kind}.ics`;
    const url = feeds.server.serve(path, bookingComFeed([{ uid: 'k1', from: day(60), to: day(62) }]));
    const feed = await admin().calendarSync.addFeed({ accommodation_id: id, url, label: 'Booking.com' });
    const before = await importedOf(feed.id);
    const syncedAt = (await feedOf(id, feed.id))?.last_synced_at;
    expect(before).toHaveLength(1);

    const failures: [string, Parameters<typeof feeds.server.serve>[1]][] = [
      [messages.calendarParseFailed, '<!doctype html><html><body>Masuk dulu</body></html>'],
      [messages.calendarParseFailed, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
      [message('calendarFetchTooLarge', { size: '64 KB' }), (_req, res) => res.writeHead(200, { 'Content-Type': 'text/calendar' }).end('X'.repeat(70 * 1024))],
      // No Content-Length: the size is counted as the body arrives.
      [
        message('calendarFetchTooLarge', { size: '64 KB' }),
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/calendar' });
          const piece = `${'X'.repeat(1023)}\n`;
          const timer = setInterval(() => res.write(piece), 1);
          res.on('close', () => clearInterval(timer));
        },
      ],
      [messages.calendarFetchTimeout, () => undefined],
      [
        messages.calendarFetchTimeout,
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/calendar' });
          res.write('BEGIN:VCALENDAR\r\n');
        },
      ],
      [message('calendarFetchStatus', { status: 503 }), (_req, res) => res.writeHead(503).end('sibuk')],
    ];
    for (const [sentence, answer] of failures) {
      feeds.server.serve(path, answer);
      expect(await admin().calendarSync.syncNow({ accommodation_id: id })).toEqual({ total: 1, failed: 1 });
      const shown = await feedOf(id, feed.id);
      expect(shown?.last_error).toBe(sentence);
      expect(shown?.last_synced_at).toBe(syncedAt);
      expect(await importedOf(feed.id)).toEqual(before);
      expect(await stateOn(id, 60)).toBe('full');
    }

    feeds.server.serve(path, bookingComFeed([]));
    await admin().calendarSync.syncNow({ accommodation_id: id });
    expect((await feedOf(id, feed.id))?.last_error).toBeNull();
    expect(await importedOf(feed.id)).toEqual([]);
  });

  it("never into the server's own network: not without the allowance, nor by a redirect to another loopback name or address", async () => {
    const id = await lodging();
    const target = `/private-target-${kind}.ics`;
    feeds.server.serve(target, airbnbFeed([{ uid: 'p1', from: day(70), to: day(71) }]));
    const refused = await admin({ ...POLICY, allowHosts: [] }).calendarSync.addFeed({ accommodation_id: id, url: `${feeds.server.origin}${target}`, label: '' });
    expect(refused).toMatchObject({ last_error: messages.calendarFetchPrivate, imported: 0, last_synced_at: null });
    expect(feeds.server.hits(target)).toBe(0);

    const redirect = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) => res.writeHead(302, { Location: location }).end();
    for (const location of [`http://localhost:${feeds.server.port}${target}`, `http://127.0.0.2:${feeds.server.port}${target}`, `http://[::1]:${feeds.server.port}${target}`]) {
      const url = feeds.server.serve(`/redirect-${kind}-${location.length}-${location.charCodeAt(7)}.ics`, redirect(location));
      const feed = await admin().calendarSync.addFeed({ accommodation_id: id, url, label: location });
      expect(feed, location).toMatchObject({ last_error: messages.calendarFetchPrivate, imported: 0 });
    }
    expect(feeds.server.hits(target)).toBe(0);
  });

  it('at most three redirects, each to http or https', async () => {
    const id = await lodging();
    const hop = (from: string, to: string) => feeds.server.serve(from, (_req, res) => res.writeHead(301, { Location: to }).end());
    const end = feeds.server.serve(`/hops-end-${kind}.ics`, airbnbFeed([{ uid: 'h1', from: day(80), to: day(81) }]));
    hop(`/hops-3-${kind}`, end);
    hop(`/hops-2-${kind}`, `/hops-3-${kind}`);
    const three = hop(`/hops-1-${kind}`, `/hops-2-${kind}`);
    expect(await admin().calendarSync.addFeed({ accommodation_id: id, url: three, label: '' })).toMatchObject({ last_error: null, imported: 1 });
    const four = hop(`/hops-0-${kind}`, `/hops-1-${kind}`);
    expect(await admin().calendarSync.addFeed({ accommodation_id: id, url: four, label: '' })).toMatchObject({ last_error: messages.calendarFetchRedirects, imported: 0 });
    const ftp = hop(`/hops-ftp-${kind}`, 'ftp://127.0.0.1/kalender.ics');
    expect(await admin().calendarSync.addFeed({ accommodation_id: id, url: ftp, label: '' })).toMatchObject({ last_error: messages.calendarFetchProtocol });
  });

  it('an address is http or https, one line, at most 2,000 characters, once per lodging', async () => {
    const id = await lodging();
    const add = (url: string) => admin().calendarSync.addFeed({ accommodation_id: id, url, label: '' });
    await refused(add(''), messages.calendarFeedUrlRequired);
    await refused(add('ftp://example.com/a.ics'), messages.calendarFeedUrlInvalid);
    await refused(add('webcal://example.com/a.ics'), messages.calendarFeedUrlInvalid);
    await refused(add('bukan alamat'), messages.calendarFeedUrlInvalid);
    await refused(add('https://example.com/a.ics\nX-Header: 1'), messages.calendarFeedUrlOneLine);
    await refused(add(`https://example.com/${'a'.repeat(2000)}`), messages.calendarFeedUrlTooLong);
    await refused(admin().calendarSync.addFeed({ accommodation_id: id, url: 'https://example.com/a.ics', label: 'a\nb' }), messages.calendarFeedLabelOneLine);
    await expectTrpcError(admin().calendarSync.addFeed({ accommodation_id: 999999, url: 'https://example.com/a.ics', label: '' }), 'NOT_FOUND');
    const url = feeds.server.serve(`/once-${kind}.ics`, airbnbFeed([]));
    await add(url);
    await expectTrpcError(add(url), 'CONFLICT', messages.calendarFeedExists);
  });
});
