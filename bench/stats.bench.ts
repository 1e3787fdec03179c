/**
 * `npm run bench:stats` (DESIGN.md §9, statistics): what counting visits costs a cached page. One process
 * serves the landing page twice over one database: the app counting every view, as it runs, and the same
 * app without counting, each made the same way. On a shared, noisy machine one load of each is not enough
 * (two loads of the same app differ by 10% and more), so after a warm-up each is loaded in turn many
 * times, in alternating order, and the bar compares their mean requests per second. Bar: the counting app
 * keeps at least 95% of the uncounted one's throughput, and its views are written.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp } from '../server/app';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import { readEnv } from '../server/env';
import { startVisitCounter, type VisitCounter } from '../server/modules/stats/stats-counter';
import { CONNECTIONS, fetchAnswer, load, WARM_UP_S } from './load';
import { printTable, runBench, verdict } from './table';

const BAR = 0.95;
/** Loads of each app, and how long each lasts. */
const ROUNDS = 8;
const ROUND_S = 5;

function progress(line: string): void {
  process.stderr.write(`  ${line}\n`);
}

async function listen(app: ReturnType<typeof createApp>['app']): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<number> {
  const env = readEnv({ NODE_ENV: 'production', PORT: '0', SESSION_SECRET: randomBytes(24).toString('hex'), SEED_DEMO: 'true' });
  const client = builtClient();
  const running = await boot({ env, client, inMemory: true, log: () => undefined });
  const visits = startVisitCounter(running.db, { log: () => undefined });
  const app = (counter: VisitCounter | null) => createApp({ db: running.db, env, sessionSecret: env.SESSION_SECRET ?? '', ...client, visits: counter }).app;
  const apps = { counted: await listen(app(visits)), uncounted: await listen(app(null)) };
  try {
    const rps = { counted: [] as number[], uncounted: [] as number[] };
    const p99 = { counted: [] as number[], uncounted: [] as number[] };
    for (const name of ['uncounted', 'counted'] as const) {
      if ((await fetchAnswer(apps[name].url)).status !== 200) throw new Error(`GET / (${name}) did not answer 200`);
      await load(apps[name].url, WARM_UP_S);
    }
    const before = await running.db.selectFrom('page_view').select((eb) => eb.fn.sum<number>('views').as('views')).executeTakeFirstOrThrow();
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['uncounted', 'counted'] as const) : (['counted', 'uncounted'] as const);
      for (const name of order) {
        progress(`round ${round + 1}/${ROUNDS}: GET / ${name}…`);
        const result = await load(apps[name].url, ROUND_S);
        rps[name].push(result.requests.average);
        p99[name].push(result.latency.p99);
        // autocannon hangs up on requests still being answered; let them finish before the next load.
        await sleep(300);
      }
    }
    await visits.flush();
    const after = await running.db.selectFrom('page_view').select((eb) => eb.fn.sum<number>('views').as('views')).executeTakeFirstOrThrow();
    const written = Number(after.views ?? 0) - Number(before.views ?? 0);
    const relative = mean(rps.counted) / mean(rps.uncounted);
    console.log(`GET / (a cached page), ${CONNECTIONS} connections, ${ROUNDS} loads of ${ROUND_S} s each, alternating, after a ${WARM_UP_S} s warm-up`);
    printTable(
      ['app', 'mean req/s', 'each load (req/s)', 'mean p99 ms'],
      (['uncounted', 'counted'] as const).map((name) => [
        name === 'counted' ? 'counting views' : 'without counting',
        mean(rps[name]).toFixed(0),
        rps[name].map((value) => value.toFixed(0)).join(' '),
        mean(p99[name]).toFixed(1),
      ]),
    );
    console.log(`Counting ÷ without counting: ${relative.toFixed(3)}; views written in the run: ${written}`);
    const missed: string[] = [];
    if (relative < BAR) missed.push(`counting keeps ${(relative * 100).toFixed(1)}% of the uncounted throughput (< ${BAR * 100}%)`);
    if (written === 0) missed.push('no view was written');
    return verdict(missed);
  } finally {
    await apps.counted.close();
    await apps.uncounted.close();
    await visits.stop();
    await running.close();
  }
}

runBench(main);
