/**
 * `npm run bench` (DESIGN.md §5): how close the app comes to the fastest Express can answer the same bytes.
 * Three targets: the legacy list GET /api/data/attraction (50 records), the landing page GET / and the
 * detail page of the first attraction. Each is loaded with 50 connections for 10 s after a 3 s warm-up;
 * right after, a bare Express endpoint in the same process serves the target's bytes and Content-Type from
 * memory and is loaded the same way. Bars, on every row: the target reaches at least half the bare
 * endpoint's requests per second, p99 ≤ 100 ms, and no non-2xx answers, errors or timeouts.
 *  - Embedded PGlite in memory always; Postgres too when BENCH_DATABASE_URL is set (a throwaway database:
 *    the bench adds 50 records to it).
 *  - Pages are fetched as bytes, whether the server builds them per request or keeps them cached.
 */
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import { readEnv } from '../server/env';
import { ensureRecords, firstAttractionId, RECORDS } from './api-records';
import { CONNECTIONS, DURATION_S, fetchAnswer, measure, startBareServer, WARM_UP_S, type Answer } from './load';
import { printTable, runBench, verdict } from './table';

const BAR = { minRatio: 0.5, maxP99Ms: 100 };

type Database = 'PGlite' | 'Postgres';

interface Target {
  path: string;
  /** Throws when the answer is not what the target should serve. */
  check?(answer: Answer): void;
}

interface Row {
  target: string;
  database: Database;
  app: autocannon.Result;
  bare: autocannon.Result;
}

const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;

function progress(line: string): void {
  process.stderr.write(`  ${line}\n`);
}

function holdsAllRecords(answer: Answer): void {
  const records: unknown = JSON.parse(answer.body.toString('utf8'));
  const count = Array.isArray(records) ? records.length : 'no';
  if (count !== RECORDS) throw new Error(`the list held ${count} records instead of ${RECORDS}`);
}

function targets(attractionId: number): Target[] {
  return [{ path: '/api/data/attraction', check: holdsAllRecords }, { path: '/' }, { path: `/attraction/${attractionId}` }];
}

/** The target, then the bare endpoint serving what the target answered. */
async function measureTarget(baseUrl: string, target: Target, database: Database): Promise<Row> {
  const name = `GET ${target.path}`;
  const answer = await fetchAnswer(`${baseUrl}${target.path}`);
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status} on ${database}`);
  target.check?.(answer);

  progress(`${database}: ${name} (${answer.body.length} bytes, ${answer.contentType})…`);
  const app = await measure(`${baseUrl}${target.path}`);
  progress(`${database}: ${name}, the same bytes from a bare endpoint…`);
  const bareServer = await startBareServer(answer);
  try {
    return { target: name, database, app, bare: await measure(`${bareServer.url}${target.path}`) };
  } finally {
    await bareServer.close();
  }
}

async function measureDatabase(database: Database): Promise<Row[]> {
  const env = readEnv({
    NODE_ENV: 'production',
    PORT: '0',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'false',
    ...(database === 'Postgres' && postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
  });
  const running = await boot({ env, client: builtClient(), inMemory: database === 'PGlite', log: () => undefined });
  try {
    progress(`${database}: ${RECORDS} records…`);
    await ensureRecords(running.db);
    const rows: Row[] = [];
    for (const target of targets(await firstAttractionId(running.db))) rows.push(await measureTarget(running.url, target, database));
    return rows;
  } finally {
    await running.close();
  }
}

function ratio(row: Row): number {
  return row.app.requests.average / row.bare.requests.average;
}

function failedRequests(result: autocannon.Result): number {
  return result.non2xx + result.errors + result.timeouts;
}

/** The bars a row misses, as sentences; none when it passes. */
function misses(row: Row): string[] {
  const missed: string[] = [];
  if (!(ratio(row) >= BAR.minRatio)) missed.push(`ratio ${ratio(row).toFixed(2)} < ${BAR.minRatio}`);
  if (row.app.latency.p99 > BAR.maxP99Ms) missed.push(`p99 ${row.app.latency.p99} ms > ${BAR.maxP99Ms} ms`);
  for (const [side, result] of [['target', row.app], ['bare endpoint', row.bare]] as const) {
    if (failedRequests(result) > 0) {
      missed.push(`${side}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    }
  }
  return missed;
}

function printRows(rows: Row[]): void {
  const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  console.log(`${CONNECTIONS} connections · ${DURATION_S} s each after a ${WARM_UP_S} s warm-up · Accept-Encoding: identity · ${RECORDS} records`);
  printTable(
    ['target', 'database', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'ratio'],
    rows.map((row) => [
      row.target,
      row.database,
      row.app.requests.average.toFixed(0),
      ms(row.app.latency.p50),
      ms(row.app.latency.p99),
      row.bare.requests.average.toFixed(0),
      ratio(row).toFixed(2),
    ]),
  );
  console.log(`Bars: ratio (req/s ÷ bare req/s) ≥ ${BAR.minRatio}, p99 ≤ ${BAR.maxP99Ms} ms, no non-2xx answers, errors or timeouts.`);
}

async function main(): Promise<number> {
  const databases: Database[] = ['PGlite', ...(postgresUrl ? (['Postgres'] as const) : [])];
  const rows: Row[] = [];
  for (const database of databases) rows.push(...(await measureDatabase(database)));
  printRows(rows);
  if (!postgresUrl) console.log('Postgres skipped: BENCH_DATABASE_URL is not set.');
  const missed = rows.flatMap((row) => misses(row).map((miss) => `${row.target} on ${row.database}: ${miss}`));
  return verdict(missed);
}

runBench(main);
