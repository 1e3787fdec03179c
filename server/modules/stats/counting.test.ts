/**
 * Counting visits on both databases, over the real HTTP server and the real page render: a person's view of
 * a public page counts with its page, referring site, device, language and campaign; crawlers, prefetches,
 * signed-in users and errors do not; no cookie is set; the visitor is a hash of the day's salt, which
 * rotates; and once the day has passed, the views are rolled into daily totals and neither the test's
 * address nor its browser's name is anywhere in the database.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/availability';
import { villageToday } from '../../../shared/event-time';
import { builtClient } from '../../client-build';
import { databases } from '../../test-support/db';
import { useTestServer } from '../../test-support/http';
import { QUEUE_MAX, startVisitCounter } from './stats-counter';
import { rollUpStats } from './stats.service';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Redmi Note 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 TegalsambiUji/7';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESS = '203.0.113.77';

describe.each(databases)('counting visits (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: builtClient().pages, countVisits: true });
  let address = 0;

  const view = (path: string, headers: Record<string, string> = {}) =>
    t.server.call('GET', path, { headers: { 'User-Agent': DESKTOP, 'X-Forwarded-For': `198.51.100.${++address}`, ...headers } });
  const counted = async () => {
    await t.server.visits?.flush();
    return t.server.db.selectFrom('page_view').selectAll().orderBy('id').execute();
  };
  const reset = () => t.server.db.deleteFrom('page_view').execute();

  it("counts a person's view with its page, referring site, device, language and campaign, and sets no cookie", async () => {
    await reset();
    const answer = await view('/attractions?q=pantai&utm_source=instagram&utm_campaign=obor-2027&fbclid=abc', { 'User-Agent': PHONE, Referer: 'https://www.instagram.com/desategalsambi/' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    await view('/en/agenda', { 'User-Agent': TABLET, Referer: `${t.server.url}/` });
    await view('/', { Referer: 'http://localhost:3000/attractions' });
    const rows = await counted();
    expect(rows.map(({ id: _id, visitor: _visitor, day: _day, ...row }) => row)).toEqual([
      { page: '/attractions', referrer: 'instagram.com', device: 'phone', language: 'id', utm_source: 'instagram', utm_medium: '', utm_campaign: 'obor-2027', ref: '', views: 1 },
      { page: '/en/agenda', referrer: '127.0.0.1', device: 'tablet', language: 'en', utm_source: '', utm_medium: '', utm_campaign: '', ref: '', views: 1 },
      { page: '/', referrer: '', device: 'desktop', language: 'id', utm_source: '', utm_medium: '', utm_campaign: '', ref: '', views: 1 },
    ]);
  });

  it('leaves out crawlers, prefetches, signed-in users, errors and the panel', async () => {
    await reset();
    await view('/', { 'User-Agent': CRAWLER });
    await view('/', { 'Sec-Purpose': 'prefetch' });
    await view('/', { Purpose: 'prefetch' });
    await view('/', { Cookie: (await t.server.signIn()).cookie });
    expect((await view('/not-found')).status).toBe(404);
    await view('/admin/dashboard');
    await view('/login');
    expect(await counted()).toEqual([]);
  });

  it('a visitor is the same within a day only: the hash of the day’s salt, its address and its browser', async () => {
    await reset();
    const same = { 'X-Forwarded-For': ADDRESS, 'User-Agent': PHONE };
    await view('/', same);
    await view('/attractions', same);
    await view('/', { 'X-Forwarded-For': ADDRESS, 'User-Agent': DESKTOP });
    const [first, second, other] = await counted();
    expect(first?.visitor).toBe(second?.visitor);
    expect(other?.visitor).not.toBe(first?.visitor);
    expect(first?.visitor).not.toContain(ADDRESS);
  });

  it('the same page reloaded by the same visitor before the write is one row with its views', async () => {
    await reset();
    const same = { 'X-Forwarded-For': ADDRESS, 'User-Agent': PHONE };
    for (let reload = 0; reload < 3; reload += 1) await view('/agenda', same);
    expect((await counted()).map((row) => [row.page, row.views])).toEqual([['/agenda', 3]]);
  });

  it('keeps at most QUEUE_MAX distinct views waiting while the database does not take them, and writes those once it does', async () => {
    await reset();
    const counter = startVisitCounter(t.server.db, { log: () => undefined });
    // The table locked by a transaction that waits: every write of a view waits behind it.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.server.db.transaction().execute(async (trx) => {
      await sql`lock table page_view in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const visit = { page: '/', referrer: '', device: 'desktop' as const, language: 'id', utm_source: '', utm_medium: '', utm_campaign: '', ref: '' };
    for (let n = 0; n < QUEUE_MAX + 5000; n++) counter.count(visit, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, DESKTOP);
    release();
    await holding;
    await counter.stop();
    const { rows } = await sql<{ rows: number; views: number }>`select count(*)::int as rows, coalesce(sum(views), 0)::int as views from page_view`.execute(t.server.db);
    expect(rows[0]).toEqual({ rows: QUEUE_MAX, views: QUEUE_MAX });
  }, 60_000);

  it('the salt rotates with the day: the same address and browser the next day are another visitor', async () => {
    await reset();
    let clock = new Date();
    const counter = startVisitCounter(t.server.db, { now: () => clock });
    const visit = { page: '/', referrer: '', device: 'phone', language: 'id', utm_source: '', utm_medium: '', utm_campaign: '', ref: '' } as const;
    counter.count(visit, ADDRESS, PHONE);
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    counter.count(visit, ADDRESS, PHONE);
    await counter.stop();
    const [today, tomorrow] = await t.server.db.selectFrom('page_view').select(['day', 'visitor']).orderBy('id').execute();
    expect(tomorrow?.visitor).not.toBe(today?.visitor);
    const salts = await t.server.db.selectFrom('stats_salt').select('salt').execute();
    expect(new Set(salts.map((row) => row.salt)).size).toBe(salts.length);
  });

  it('once the day has passed its views are daily totals, its salt is gone, and the address and browser are nowhere', async () => {
    await reset();
    await t.server.db.deleteFrom('stats_daily').execute();
    const same = { 'X-Forwarded-For': ADDRESS, 'User-Agent': PHONE };
    await view('/', same);
    await view('/attractions?utm_source=whatsapp', same);
    await view('/attractions?utm_source=whatsapp', same);
    await view('/', { 'User-Agent': DESKTOP });
    await t.server.visits?.flush();
    const today = villageToday();
    // A day passes.
    await rollUpStats(t.server.db, 730, new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(await t.server.db.selectFrom('page_view').selectAll().execute()).toEqual([]);
    expect(await t.server.db.selectFrom('stats_salt').selectAll().where('day', '<=', today).execute()).toEqual([]);
    const daily = await t.server.db.selectFrom('stats_daily').select(['dimension', 'value', 'views', 'visitors']).orderBy('dimension').orderBy('value').execute();
    expect(daily).toEqual([
      { dimension: 'device', value: 'desktop', views: 1, visitors: 1 },
      { dimension: 'device', value: 'phone', views: 3, visitors: 1 },
      { dimension: 'language', value: 'id', views: 4, visitors: 2 },
      { dimension: 'page', value: '/', views: 2, visitors: 2 },
      { dimension: 'page', value: '/attractions', views: 2, visitors: 1 },
      { dimension: 'referrer', value: '', views: 4, visitors: 2 },
      { dimension: 'total', value: '', views: 4, visitors: 2 },
      { dimension: 'utm_source', value: 'whatsapp', views: 2, visitors: 1 },
    ]);
    // Every text column of every table, searched for the address and the browser's name.
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`.execute(t.server.db);
    for (const { table_name: table, column_name: column } of columns.rows) {
      const { rows } = await sql<{ found: number }>`select count(*)::int as found from ${sql.table(table)} where ${sql.ref(column)}::text like ${'%' + ADDRESS + '%'} or ${sql.ref(column)}::text like ${'%TegalsambiUji%'}`.execute(t.server.db);
      expect(rows[0]?.found, `${table}.${column}`).toBe(0);
    }
  });

  it('daily totals older than the retention period are deleted', async () => {
    await t.server.db.deleteFrom('stats_daily').execute();
    const today = villageToday();
    await t.server.db
      .insertInto('stats_daily')
      .values([
        { day: addDays(today, -731), dimension: 'total', value: '', views: 5, visitors: 4 },
        { day: addDays(today, -729), dimension: 'total', value: '', views: 7, visitors: 6 },
      ])
      .execute();
    await rollUpStats(t.server.db, 730);
    expect((await t.server.db.selectFrom('stats_daily').select(sql<string>`day::text`.as('day')).execute()).map((row) => row.day)).toEqual([addDays(today, -729)]);
  });
});
