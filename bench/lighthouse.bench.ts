/**
 * `npm run lighthouse` (DESIGN.md §5): Lighthouse (mobile emulation, simulated slow 4G) in headless
 * Chromium on `/`, `/attractions`, an attraction detail and `/peta-desa`, against the built client and
 * a fresh in-memory database with the demo content. Fails below performance 95, accessibility 100,
 * best practices 95 or SEO 100. Map tiles cannot load without internet, so best practices on the map
 * page counts their failed requests against us; the other bars hold regardless.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import { readEnv } from '../server/env';

const run = promisify(execFile);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-quic --no-first-run';

interface Report {
  categories: Record<keyof typeof BARS, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

async function audit(url: string, folder: string): Promise<Report> {
  const output = path.join(folder, 'report.json');
  await run(
    path.resolve('node_modules/.bin/lighthouse'),
    [url, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${output}`],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

async function main(): Promise<number> {
  const env = readEnv({ NODE_ENV: 'production', PORT: '0', SESSION_SECRET: randomBytes(24).toString('hex') });
  const running = await boot({ env, client: builtClient(), inMemory: true, log: () => undefined });
  const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  let passed = true;
  try {
    const [first] = await running.db.selectFrom('attraction').select('id').orderBy('id').limit(1).execute();
    const pages = ['/', '/attractions', `/attraction/${first?.id ?? 1}`, '/peta-desa'];
    for (const page of pages) {
      const report = await audit(`${running.url}${page}`, folder);
      const scores = Object.entries(BARS).map(([category, bar]) => {
        const score = Math.round(report.categories[category as keyof typeof BARS].score * 100);
        if (score < bar) passed = false;
        return `${category} ${score}${score < bar ? ` (bar ${bar})` : ''}`;
      });
      const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
      console.log(`${page.padEnd(16)} ${scores.join(' · ')} · LCP ${ms('largest-contentful-paint')} ms · CLS ${report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await running.close();
  }
  console.log(passed ? 'PASS' : 'FAIL: below the DESIGN.md §5 bars');
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
