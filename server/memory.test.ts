/**
 * DESIGN.md §5, server memory, in its quick form: the compiled server, started as `npm start` starts it,
 * idles within the bar on each database (≤ 350 MB RSS on PGlite, ≤ 200 MB on Postgres) right after its
 * first start on an empty database. No demo seed, to stay fast; `npm run bench:memory` measures the seed,
 * 1,000 mixed requests and parallel uploads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayPostgres, databases, type ThrowawayPostgres } from './test-support/db';
import { COLD_START_TIMEOUT, killAllServers, requireClientBuild, runsProcessTests, spawnServer, stopServer, waitForHealth } from './test-support/process';
import { MEMORY_BARS, readMemory } from './test-support/rss';

/** Idle means this long after /healthz first answers: time for start-up garbage to be collected. */
const SETTLE_MS = 3000;

describe.runIf(process.platform === 'linux' && runsProcessTests).each(databases)('compiled server memory (%s)', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];

  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups) await cleanup();
  }, 20_000);

  it(`idles at ≤ ${MEMORY_BARS.idleMb[kind]} MB RSS`, async () => {
    requireClientBuild();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tegalsambi-memory-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let postgres: ThrowawayPostgres | null = null;
    if (kind === 'postgres') {
      if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
      const created = await createThrowawayPostgres(process.env.TEST_DATABASE_URL, 'm');
      cleanups.push(() => created.drop());
      postgres = created;
    }
    const server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SESSION_SECRET: 'memory-test-session-secret-of-forty-eight-chars!',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    await waitForHealth(server, COLD_START_TIMEOUT);
    await sleep(SETTLE_MS);
    const { rssMb } = await readMemory(server.child.pid ?? 0);
    await stopServer(server, 'SIGTERM');
    expect(rssMb, `idle RSS on ${kind}`).toBeLessThanOrEqual(MEMORY_BARS.idleMb[kind]);
  }, COLD_START_TIMEOUT + SETTLE_MS + 15_000);
});
