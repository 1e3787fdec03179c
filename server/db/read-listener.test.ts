/**
 * The read cache on Postgres, shared by instances behind a load balancer (docs/decisions 0006): a write
 * acknowledged by one instance is served by every other within a second (LISTEN/NOTIFY), and an instance
 * whose listener is lost reads the database until it is back. Two app servers in this process, each with a
 * Db of its own (pool, cache, listener) over one throwaway database; real HTTP, real Postgres.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSharedPostgres, SETUP_TIMEOUT } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { startRenderingPair, type RenderingPair, type TestServer } from '../test-support/http';
import type { Db } from './connection';
import { READS_CHANNEL, readsCacheable } from './read-cache';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
if (!testDatabaseUrl) console.info('[read-listener] shared read cache tests skipped: TEST_DATABASE_URL is not set');

/** DESIGN.md §5's bar for another instance to serve a write it did not make. */
const PROPAGATION_MS = 1000;

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

/** The read-cache listeners connected to the test database (every instance holds one). */
async function listenerPids(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and application_name = ${READS_CHANNEL}`.execute(db);
  return rows.map((row) => row.pid);
}

describe.skipIf(!testDatabaseUrl)('read caches of two instances on one Postgres', () => {
  let pair: RenderingPair;
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let written = 0;

  // Both render their pages as in production, so their rendered-HTML caches are checked too.
  beforeAll(async () => {
    pair = await startRenderingPair('postgres');
    ({ a, b, token } = pair);
  }, SETUP_TIMEOUT);

  afterAll(() => pair?.close(), SETUP_TIMEOUT);

  const names = async (server: TestServer): Promise<string[]> => {
    const answer = await server.call<{ name: string }[]>('GET', '/api/data/facility');
    expect(answer.status).toBe(200);
    return answer.body.map((facility) => facility.name);
  };

  /** A facility written through instance A's legacy API, as an admin; resolves once A has acknowledged it. */
  const writeThroughA = async (): Promise<string> => {
    const name = `Balai ${(written += 1)}`;
    const answer = await a.call('POST', '/api/data/facility', { token, form: multipart({ ...validFields.facility, name }) });
    expect(answer.status, answer.text).toBe(201);
    return name;
  };

  /** A row written behind every instance's back (hand-run SQL: no NOTIFY), to tell a cached list from a fresh one. */
  const sneakIn = async (name: string): Promise<void> => {
    await a.db.insertInto('facility').values({ name, description: 'Ditulis langsung.', facilities: [], location: '-6.6159, 110.6516' }).execute();
  };

  it('a write acknowledged by one instance is served by the other within a second, and the old list never again', async () => {
    await until('both listeners connected', () => readsCacheable(a.db) && readsCacheable(b.db), 5000);
    const before = await names(b);
    await sneakIn('Pos Ronda');
    expect(await names(b), 'B serves its list from memory').toEqual(before);

    const name = await writeThroughA();
    const acknowledged = Date.now();
    const seenMs = await until('B serves the write', async () => (await names(b)).includes(name), PROPAGATION_MS);
    for (let read = 0; read < 50; read += 1) expect(await names(b)).toContain(name);
    expect(await names(b)).toContain('Pos Ronda');
    console.info(`[read-listener] B served A's write ${seenMs} ms after A acknowledged it (${Date.now() - acknowledged} ms of reads checked)`);
  });

  it('a page rendered by the other instance shows the write within a second, and the old page never again', async () => {
    await until('both listeners connected', () => readsCacheable(a.db) && readsCacheable(b.db), 5000);
    const page = async () => (await b.call<string>('GET', '/facilities')).text;
    await page();
    await sneakIn('Pos Kamling');
    expect(await page(), 'B serves its rendered page from memory').not.toContain('Pos Kamling');

    const name = await writeThroughA();
    const seenMs = await until('B renders the write', async () => (await page()).includes(name), PROPAGATION_MS);
    for (let read = 0; read < 50; read += 1) expect(await page()).toContain(name);
    expect(await page()).toContain('Pos Kamling');
    console.info(`[read-listener] B's page showed A's write ${seenMs} ms after A acknowledged it`);
  });

  it('with its listener lost, an instance reads the database until the listener is back', async () => {
    await until('both listeners connected', () => readsCacheable(a.db) && readsCacheable(b.db), 5000);
    await names(b);
    const pids = await listenerPids(a.db);
    expect(pids).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`.execute(a.db);
    await until('B notices its listener is gone', () => !readsCacheable(b.db), 1000);

    // A read now would be cached if the cache were in use; the row after it must still be seen.
    await names(b);
    await sneakIn('Gardu Listrik');
    expect(await names(b), 'B bypasses its cache while its listener is down').toContain('Gardu Listrik');
    expect(readsCacheable(b.db), 'the listener was still down during those reads').toBe(false);

    const downMs = await until('B listens again', () => readsCacheable(b.db), 10_000);
    const back = await names(b);
    await sneakIn('Gardu Pandang');
    expect(await names(b), 'B caches again once its listener is back').toEqual(back);
    const name = await writeThroughA();
    await until('B serves the write after reconnecting', async () => (await names(b)).includes(name), PROPAGATION_MS);
    console.info(`[read-listener] listener back ${downMs} ms after B noticed the loss`);
  });

  it('closing an instance ends its listener connection', async () => {
    const before = (await listenerPids(a.db)).length;
    const third = await openSharedPostgres(pair.databaseUrl ?? '');
    expect(await listenerPids(a.db)).toHaveLength(before + 1);
    await third.close();
    await until('the listener backend is gone', async () => (await listenerPids(a.db)).length === before, 2000);
  });
});
