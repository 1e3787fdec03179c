/**
 * `npm run bench:stats` (DESIGN.md §9, statistics): what counting visits costs a cached page. One process
 * serves the landing page twice over one database: the app as it runs (counting every view) and the same
 * app without counting. Each is loaded in turn, twice, with a bare endpoint serving the same bytes after
 * each, so every figure is a ratio within the run on a shared, noisy machine. Bar: the counting app keeps
 * at least 95% of the uncounted one's requests per second (each as a ratio to its bare endpoint), and
 * every view it answered is counted.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import { readEnv } from '../server/env';
import { fetchAnswer, measure, startBareServer } from './load';
import { printTable, runBench, verdict } from './table';

const BAR = 0.95;
const ROUNDS = 2;

function progress(line: string): void {
  process.stderr.write(`  ${line}\n`);
}

async function listen(app: ReturnType<typeof createApp>['app']): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Requests a second of `url` as a ratio to a bare endpoint serving the same bytes, measured right after. */
async function ratioOf(url: string): Promise<{ rps: number; bare: number }> {
  const answer = await fetchAnswer(url);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  const app = await measure(url);
  const bareServer = await startBareServer(answer);
  try {
    return { rps: app.requests.average, bare: (await measure(`${bareServer.url}/`)).requests.average };
  } finally {
    await bareServer.close();
  }
}

async function main(): Promise<number> {
  const env = readEnv({ NODE_ENV: 'production', PORT: '0', SESSION_SECRET: randomBytes(24).toString('hex'), SEED_DEMO: 'true' });
  const client = builtClient();
  const running = await boot({ env, client, inMemory: true, log: () => undefined });
  const uncounted = await listen(createApp({ db: running.db, env, sessionSecret: env.SESSION_SECRET ?? '', ...client, visits: null }).app);
  try {
    const rows: string[][] = [];
    const ratios = { counted: [] as number[], uncounted: [] as number[] };
    const before = (await running.db.selectFrom('page_view').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, url] of [['uncounted', uncounted.url], ['counted', running.url]] as const) {
        progress(`round ${round}: GET / ${name}…`);
        const { rps, bare } = await ratioOf(`${url}/`);
        ratios[name].push(rps / bare);
        rows.push([String(round), name === 'counted' ? 'counting views' : 'without counting', rps.toFixed(0), bare.toFixed(0), (rps / bare).toFixed(3)]);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const after = (await running.db.selectFrom('page_view').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const relative = mean(ratios.counted) / mean(ratios.uncounted);
    console.log('GET / (cached page), 50 connections, 10 s each after a 3 s warm-up, alternating');
    printTable(['round', 'app', 'req/s', 'bare req/s', 'ratio'], rows);
    console.log(`Counting ÷ without counting (mean ratios): ${relative.toFixed(3)}; views counted in the run: ${Number(after) - Number(before)}`);
    const missed = [];
    if (relative < BAR) missed.push(`counting keeps ${(relative * 100).toFixed(1)}% of the uncounted throughput (< ${BAR * 100}%)`);
    if (Number(after) - Number(before) === 0) missed.push('no view was counted');
    return verdict(missed);
  } finally {
    await uncounted.close();
    await running.close();
  }
}

runBench(main);
