/**
 * One Lighthouse run (its CLI, mobile defaults: simulated slow 4G and a slowed CPU) in headless Chromium,
 * reduced to what `npm run lighthouse` reports, and the median of several runs, metric by metric.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ATTEMPTS = 3;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-quic --no-first-run';

export interface Measures {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The `total-byte-weight` audit: every byte the page transferred. */
  bytes: number;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

export type Metric = keyof Measures;

/** A category Lighthouse could not score has score null: it counts as 0. */
const category = z.object({ score: z.number().nullable() });
const numeric = z.object({ numericValue: z.number() });
const report = z.object({
  categories: z.object({ performance: category, accessibility: category, seo: category, 'best-practices': category }),
  audits: z.object({
    'first-contentful-paint': numeric,
    'largest-contentful-paint': numeric,
    'total-blocking-time': numeric,
    'cumulative-layout-shift': numeric,
    'total-byte-weight': numeric,
  }),
});

function measuresOf({ categories, audits }: z.infer<typeof report>): Measures {
  const score = (of: { score: number | null }) => Math.round((of.score ?? 0) * 100);
  return {
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: Math.round(audits['total-byte-weight'].numericValue),
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    seo: score(categories.seo),
    bestPractices: score(categories['best-practices']),
  };
}

/**
 * Lighthouse now and then loses the trace of a page load on a busy machine (NO_NAVSTART) and asks to be
 * run again: it is, twice at most.
 */
async function runLighthouse(url: string, output: string, attemptsLeft = ATTEMPTS): Promise<void> {
  try {
    await run(
      path.resolve('node_modules/.bin/lighthouse'),
      [url, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${output}`],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    const reason = (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.startsWith('Runtime error'));
    process.stderr.write(`    Lighthouse failed (${reason ?? 'no reason given'}); running it again\n`);
    await runLighthouse(url, output, attemptsLeft - 1);
  }
}

/** Audits `url` once; the report is written into `folder` and read back. */
export async function audit(url: string, folder: string): Promise<Measures> {
  const output = path.join(folder, 'report.json');
  await runLighthouse(url, output);
  return measuresOf(report.parse(JSON.parse(await readFile(output, 'utf8'))));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Each metric's median over the runs, taken on its own (the median run of one metric may not be another's). */
export function medianOf(runs: Measures[]): Measures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take a median of');
  const of = (metric: Metric) => median(runs.map((measures) => measures[metric]));
  return {
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
  };
}
