/**
 * `npm run bench:memory` (DESIGN.md §5, server memory): the compiled server, started as `npm start` starts
 * it, as a child process whose RSS is read from /proc (Linux). On each database it is started on an empty
 * one (the demo seed runs), restarted on the same data, given 1,000 mixed requests, then 20,000 made-up
 * search URLs, then 10 admin uploads of 10 photos of 12 MP each at once. Fails above the bars: idle ≤ 350 MB
 * on PGlite and ≤ 200 MB on Postgres (after the first start, after the restart and after the search flood),
 * peak ≤ 600 MB during the uploads; and when `/` is no longer answered from the page cache after the flood.
 * The start-up peak (creating the database, seeding) is shown but has no bar.
 *  - PGlite always, in a temporary DATA_DIR; Postgres too when BENCH_DATABASE_URL is set: the bench creates
 *    a database of its own on that server and drops it afterwards (the role needs CREATEDB).
 *  - `-- --from-source` runs server/index.ts through tsx instead, for comparison.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureClientBuild, ensureServerBuild } from '../scripts/build-check.mjs';
import { createThrowawayPostgres, type DatabaseKind } from '../server/test-support/db';
import { killAllServers, spawnServer, stopServer, waitForHealth, type ServerProcess } from '../server/test-support/process';
import { MEMORY_BARS, readMemory, resetPeak } from '../server/test-support/rss';
import { login, mixedRequests, parallelUploads, searchFlood, type Admin } from './memory-load';
import { runBench, verdict } from './table';

const ADMIN: Admin = { email: 'admin@memori.desa.id', password: 'kata-sandi-memori-123' };
const REQUESTS = 1000;
const SEARCHES = 20_000;
const UPLOADS = { requests: 10, imagesEach: 10 };
/** Idle means this long after /healthz first answers: time for start-up garbage to be collected. */
const SETTLE_MS = 5000;
/**
 * Idle after a burst means this long after its last request: V8 gives back the heap a burst grew only once
 * allocation has been quiet for several seconds (measured on Postgres after the search flood: 310 MB at 5 s,
 * 163 MB from 10 s on).
 */
const BURST_SETTLE_MS = 20_000;
/** Creating the database and seeding 54 pictures on a busy 2-core machine. */
const START_TIMEOUT_MS = 240_000;

const fromSource = process.argv.includes('--from-source');
const postgresAdminUrl = process.env.BENCH_DATABASE_URL || undefined;

interface Row {
  database: DatabaseKind;
  startPeak: number;
  idleFirst: number;
  idleRestart: number;
  afterRequests: number;
  afterFlood: number;
  homeCached: boolean;
  uploadPeak: number;
  uploadMb: number;
}

function progress(line: string): void {
  process.stderr.write(`  ${line}\n`);
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env, { fromSource });
  await waitForHealth(server, START_TIMEOUT_MS);
  return server;
}

async function idleRss(server: ServerProcess, settleMs = SETTLE_MS): Promise<number> {
  await sleep(settleMs);
  return (await readMemory(server.child.pid ?? 0)).rssMb;
}

async function measure(database: DatabaseKind, env: Record<string, string>): Promise<Row> {
  progress(`${database}: first start on an empty database (migrations, demo seed)…`);
  const first = await start(env);
  const startPeak = (await readMemory(first.child.pid ?? 0)).peakMb;
  const idleFirst = await idleRss(first);
  await stopServer(first, 'SIGTERM');

  progress(`${database}: restart on the same data…`);
  const server = await start(env);
  const pid = server.child.pid ?? 0;
  const idleRestart = await idleRss(server);

  progress(`${database}: ${REQUESTS} mixed requests…`);
  await mixedRequests(server.url, REQUESTS);
  const afterRequests = (await readMemory(pid)).rssMb;

  progress(`${database}: ${SEARCHES} made-up search URLs…`);
  const { homeCached } = await searchFlood(server.url, SEARCHES);
  const afterFlood = await idleRss(server, BURST_SETTLE_MS);

  progress(`${database}: ${UPLOADS.requests} parallel uploads of ${UPLOADS.imagesEach} photos of 12 MP…`);
  const token = await login(server.url, ADMIN);
  await resetPeak(pid);
  const uploadBytes = await parallelUploads(server.url, token, UPLOADS.requests, UPLOADS.imagesEach);
  const uploadPeak = (await readMemory(pid)).peakMb;
  await stopServer(server, 'SIGTERM');
  const uploadMb = Math.round((uploadBytes / 1024 / 1024) * 10) / 10;
  return { database, startPeak, idleFirst, idleRestart, afterRequests, afterFlood, homeCached, uploadPeak, uploadMb };
}

function baseEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

async function measureOn(database: DatabaseKind): Promise<Row> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tegalsambi-memory-'));
  const postgres = database === 'postgres' && postgresAdminUrl ? await createThrowawayPostgres(postgresAdminUrl, 'mem') : null;
  try {
    return await measure(database, { ...baseEnv(dataDir), ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  } finally {
    await killAllServers();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bars a row breaks, as sentences; none when it passes. */
function failures(row: Row): string[] {
  const idleBar = MEMORY_BARS.idleMb[row.database];
  const broken: string[] = [];
  if (row.idleFirst > idleBar) broken.push(`idle after the first start ${row.idleFirst} MB > ${idleBar} MB`);
  if (row.idleRestart > idleBar) broken.push(`idle after a restart ${row.idleRestart} MB > ${idleBar} MB`);
  if (row.afterFlood > idleBar) broken.push(`after ${SEARCHES} search URLs ${row.afterFlood} MB > ${idleBar} MB`);
  if (!row.homeCached) broken.push(`after ${SEARCHES} search URLs, / was rendered again instead of served from the page cache`);
  if (row.uploadPeak > MEMORY_BARS.peakMb) broken.push(`peak during uploads ${row.uploadPeak} MB > ${MEMORY_BARS.peakMb} MB`);
  return broken;
}

function printTable(rows: Row[]): void {
  const header = ['database', 'start-up peak', 'idle (first start)', 'idle (restart)', `after ${REQUESTS} requests`, `after ${SEARCHES} searches`, '/ cached', 'peak (uploads)', 'idle bar'];
  const lines = rows.map((row) =>
    [row.database, row.startPeak, row.idleFirst, row.idleRestart, row.afterRequests, row.afterFlood, row.homeCached ? 'yes' : 'no', row.uploadPeak, MEMORY_BARS.idleMb[row.database]].map(String),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`Server RSS in MB · ${fromSource ? 'source through tsx (node --import tsx server/index.ts)' : 'compiled build (node dist/server/index.js)'}`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const uploadMb = rows[0]?.uploadMb ?? 0;
  console.log(`Bars: idle as shown (after the searches too), peak during ${UPLOADS.requests} parallel uploads of ${UPLOADS.imagesEach} photos of 12 MP (${uploadMb} MB a request) ≤ ${MEMORY_BARS.peakMb} MB.`);
}

async function main(): Promise<number> {
  await ensureClientBuild();
  if (!fromSource) await ensureServerBuild();
  const databases: DatabaseKind[] = ['pglite', ...(postgresAdminUrl ? (['postgres'] as const) : [])];
  const rows: Row[] = [];
  for (const database of databases) rows.push(await measureOn(database));
  printTable(rows);
  const broken = rows.flatMap((row) => failures(row).map((failure) => `${row.database}: ${failure}`));
  return verdict(broken);
}

runBench(main);
