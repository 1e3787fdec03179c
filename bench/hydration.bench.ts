/**
 * `npm run bench:hydration` (DESIGN.md §5): how soon the public pages are painted and how soon their scripts
 * are in control, on a phone profile: headless Chromium at 390×844, the CPU slowed 4× and the network at
 * 1.6 Mbps down, 750 kbps up, 150 ms round trips (the Chrome DevTools Protocol's own throttling), against the
 * built client and a fresh in-memory database with the demo content. Five runs a page, each in a fresh
 * context (an empty cache); the medians count.
 *  - FCP: the `first-contentful-paint` paint entry.
 *  - hydrated: the first frame in which every island of the page is hydrated (client/islands/hydrate.tsx
 *    marks the root element), the signal the browser journeys wait on before they click (e2e/harness.ts).
 *  - first-load KB: every script the page requests until the network is idle, each counted as its file
 *    gzipped (as e2e/public-seo.test.ts counts the landing's).
 * Bars: hydrated ≤ 1,800 ms on every page; the landing's first load ≤ 100 KB gzip. `-- --only /agenda`
 * (repeatable) measures only the pages whose path starts so; `-- --runs N` changes the number of runs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import { readEnv } from '../server/env';
import { CLIENT_DIR } from '../server/paths';
import { localePath } from '../shared/locale';
import { printTable, runBench, verdict } from './table';

const HYDRATED_MS = 1800;
const LANDING_KB = 100;
const VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const IDLE_MS = 1000;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

interface Run {
  fcpMs: number;
  hydratedMs: number;
  scripts: string[];
}

/**
 * Runs in the page before its own scripts: notes the first paint with content and the first frame in which
 * the page is marked hydrated (the test harness's `hydrated`, checked once a frame).
 */
const PROBE = `(() => {
  const marks = (window.__bench = { fcp: null, hydrated: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = (now) => {
    if (document.documentElement.dataset.hydrated === 'true') marks.hydrated = now;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: { hydrated: number | null } }).__bench.hydrated !== null, null, { timeout: 30_000 });
    // What the scripts request once in control (a lazy chunk) counts too: the network idle for a second.
    while (inFlight > 0 || Date.now() - lastActivity < IDLE_MS) await page.waitForTimeout(100);
    const marks = await page.evaluate(() => (window as unknown as { __bench: { fcp: number; hydrated: number } }).__bench);
    return { fcpMs: Math.round(marks.fcp), hydratedMs: Math.round(marks.hydrated), scripts };
  } finally {
    await context.close();
  }
}

/** A script's size as its built file gzipped: the same count whether or not the server compresses it. */
function gzipKb(scripts: Iterable<string>): number {
  let bytes = 0;
  for (const script of new Set(scripts)) bytes += gzipSync(readFileSync(path.join(CLIENT_DIR, script))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

interface Row {
  path: string;
  kb: number;
  scripts: number;
  fcpMs: number;
  hydratedMs: number;
}

async function measurePage(browser: Browser, baseUrl: string, pagePath: string, runs: number): Promise<Row> {
  const results: Run[] = [];
  for (let index = 1; index <= runs; index += 1) {
    process.stderr.write(`  ${pagePath}: run ${index} of ${runs}…\n`);
    results.push(await measure(browser, `${baseUrl}${pagePath}`));
  }
  const scripts = new Set(results.flatMap((run) => run.scripts));
  process.stderr.write(`    scripts: ${[...scripts].map((script) => path.basename(script)).join(', ')}\n`);
  process.stderr.write(`    hydrated ms per run: ${results.map((run) => run.hydratedMs).join(', ')}\n`);
  return {
    path: pagePath,
    kb: gzipKb(scripts),
    scripts: scripts.size,
    fcpMs: median(results.map((run) => run.fcpMs)),
    hydratedMs: median(results.map((run) => run.hydratedMs)),
  };
}

async function measureAll(only: string[], runs: number): Promise<Row[]> {
  const env = readEnv({ NODE_ENV: 'production', PORT: '0', SESSION_SECRET: randomBytes(24).toString('hex') });
  const running = await boot({ env, client: builtClient(), inMemory: true, log: () => undefined });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const paket = await running.db.selectFrom('paket').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const paths = ['/', '/attractions', `/paket/${paket.id}`, '/agenda']
      .flatMap((pagePath) => [pagePath, localePath(pagePath, 'en')])
      .filter((pagePath) => only.length === 0 || only.some((prefix) => pagePath.startsWith(prefix)));
    const rows: Row[] = [];
    for (const pagePath of paths) rows.push(await measurePage(browser, running.url, pagePath, runs));
    return rows;
  } finally {
    await browser.close();
    await running.close();
  }
}

function misses(row: Row): string[] {
  const missed: string[] = [];
  if (row.hydratedMs > HYDRATED_MS) missed.push(`${row.path}: hydrated ${row.hydratedMs} ms, bar ≤ ${HYDRATED_MS} ms`);
  if ((row.path === '/' || row.path === '/en') && row.kb > LANDING_KB) missed.push(`${row.path}: first load ${row.kb} KB gzip, bar ≤ ${LANDING_KB} KB`);
  return missed;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true }, runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  console.log(`Hydration on a phone profile (CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down, 150 ms RTT, 390×844) · median of ${runs} runs a page`);
  const rows = await measureAll(values.only ?? [], runs);
  console.log('');
  printTable(
    ['page', 'first-load KB gzip', 'scripts', 'FCP ms', 'hydrated ms', 'gap ms'],
    rows.map((row) => [row.path, row.kb.toFixed(1), String(row.scripts), String(row.fcpMs), String(row.hydratedMs), String(row.hydratedMs - row.fcpMs)]),
  );
  console.log(`bars: hydrated ≤ ${HYDRATED_MS} ms on every page; first load ≤ ${LANDING_KB} KB gzip on /`);
  const missed = rows.flatMap(misses);
  return verdict(missed);
}

runBench(main);
