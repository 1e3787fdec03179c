/**
 * The scheduled sync: one run a period on one database, and on Postgres one run a period for two instances
 * looking at the same moment, each with its own pool, so the platforms' servers are asked once per feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/availability';
import { villageToday } from '../../../shared/event-time';
import { accommodationInput } from '../../../shared/schemas/accommodation';
import type { Db } from '../../db/connection';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { createSharedPostgres, createTestDb, databases, openSharedPostgres, SETUP_TIMEOUT, type TestDb, type ThrowawayPostgres } from '../../test-support/db';
import { airbnbFeed, useFeedServer } from '../../test-support/feed-server';
import { runScheduledSync, type SyncScheduleOptions } from './calendar-sync-schedule';
import { DEFAULT_FETCH_POLICY } from './feed-fetch';

const day = (offset: number) => addDays(villageToday(), offset);

/** A lodging reading `count` feeds of the feed server, each with one booking; their paths. */
async function lodgingWithFeeds(db: Db, origin: string, prefix: string, count: number): Promise<string[]> {
  const { id } = await createRecord(db, records.accommodation, accommodationInput.parse({ name: `Homestay ${prefix}`, description: 'Dekat sawah.', phone: '081298765432' }));
  const paths = Array.from({ length: count }, (_, index) => `/${prefix}-${index}.ics`);
  await db
    .insertInto('calendar_feed')
    .values(paths.map((path) => ({ accommodation_id: id, url: `${origin}${path}`, label: path })))
    .execute();
  return paths;
}

describe.each(databases)('the scheduled calendar sync (%s)', (kind) => {
  const feeds = useFeedServer();
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  }, SETUP_TIMEOUT);
  afterAll(() => testDb?.close(), SETUP_TIMEOUT);

  it('reads every feed once a period; a look within the period reads nothing', async () => {
    const lines: string[] = [];
    const options: SyncScheduleOptions = { minutes: 30, policy: { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'], timeoutMs: 2000 }, log: (line) => lines.push(line) };
    const paths = await lodgingWithFeeds(testDb.db, feeds.server.origin, `sekali-${kind}`, 2);
    feeds.server.serve(paths[0] ?? '', airbnbFeed([{ uid: 's1', from: day(3), to: day(5) }]));
    // The second feed's address answers 404: its failure is logged by id and label, never by address.
    expect(await runScheduledSync(testDb.db, options)).toEqual({ ran: true, feeds: 2, failed: 1, bookings: 1 });
    expect(await runScheduledSync(testDb.db, options)).toEqual({ ran: false });
    expect(paths.map((path) => feeds.server.hits(path))).toEqual([1, 1]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Sinkronisasi kalender #\d+ \(\/sekali-\w+-1\.ics\) penginapan \d+ gagal: Kalender tidak dapat diambil: server menjawab dengan kode 404\.$/);
    expect(lines[1]).toBe('Sinkronisasi kalender: 2 kalender dibaca, 1 gagal, 1 pemesanan dari platform lain.');
    expect(lines.join('\n')).not.toContain(feeds.server.origin);

    // A period later (the last run's start moved back), the next look reads them again.
    await testDb.db.updateTable('calendar_sync_run').set({ started_at: new Date(Date.now() - 31 * 60_000) }).execute();
    expect(await runScheduledSync(testDb.db, options)).toMatchObject({ ran: true, feeds: 2 });
    expect(paths.map((path) => feeds.server.hits(path))).toEqual([2, 2]);
  });
});

describe.runIf(databases.includes('postgres'))('the scheduled calendar sync on two instances of one Postgres', () => {
  const feeds = useFeedServer();
  let database: ThrowawayPostgres;
  let instances: TestDb[] = [];
  beforeAll(async () => {
    database = await createSharedPostgres();
    instances = [await openSharedPostgres(database.url), await openSharedPostgres(database.url)];
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  }, SETUP_TIMEOUT);

  it('two instances looking at once: each feed is fetched exactly once', async () => {
    const [a, b] = instances as [TestDb, TestDb];
    const paths = await lodgingWithFeeds(a.db, feeds.server.origin, 'berdua', 3);
    for (const path of paths) feeds.server.serve(path, airbnbFeed([{ uid: path, from: day(7), to: day(9) }]));
    const options: SyncScheduleOptions = { minutes: 30, policy: { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'], timeoutMs: 2000 } };
    for (let round = 0; round < 3; round += 1) {
      const outcomes = await Promise.all([runScheduledSync(a.db, options), runScheduledSync(b.db, options), runScheduledSync(a.db, options), runScheduledSync(b.db, options)]);
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect(paths.map((path) => feeds.server.hits(path))).toEqual(paths.map(() => round + 1));
      // The next period: both look again at once.
      await a.db.updateTable('calendar_sync_run').set({ started_at: new Date(Date.now() - 31 * 60_000) }).execute();
    }
    const stored = await b.db.selectFrom('calendar_import').select('uid').execute();
    expect(stored.map((row) => row.uid).sort()).toEqual(paths.map((path) => `${path}@airbnb.com`).sort());
  });
});
