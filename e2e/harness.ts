/**
 * What every browser journey needs: the real app on a fresh in-memory database, Chromium, a page that
 * cannot reach the internet, and axe-core (DESIGN.md §3, §5).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { boot } from '../server/boot';
import { builtClient } from '../server/client-build';
import type { Db } from '../server/db/connection';
import { readEnv } from '../server/env';
import { CLIENT_DIR } from '../server/paths';
import { chromiumPath, hasChromium } from './chromium';

export { chromiumPath, hasChromium } from './chromium';

// Under CI a missing browser is a broken machine, not a reason to skip (DESIGN.md §3).
if (!hasChromium && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${chromiumPath}: browser tests cannot be skipped under CI=true`);
}

/** `describe` where Chromium exists, `describe.skip` elsewhere (scripts/test.mjs prints why). */
export const describeBrowser = hasChromium ? describe : describe.skip;

export const adminCredentials = { email: 'admin@tegalsambi.test', password: 'rahasia-admin-123' } as const;

export interface TestServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** The run's dumped database for this server, seeded or not (the e2e global set-up made them), if any. */
async function templateData(seed: boolean): Promise<Blob | undefined> {
  const templates = inject('browserTemplates');
  const file = seed ? templates?.seeded : templates?.migrated;
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * Boots the real app (built client, port 0) on a fresh in-memory PGlite; demo content unless `seed: false`.
 * The database is a copy of the run's template, so the demo content is seeded once per run, not per server.
 */
export async function startServer(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error('Client build missing: run `npm run build` (npm test builds it for you).');
  }
  const seed = options.seed ?? true;
  const env = readEnv({
    NODE_ENV: 'production',
    PORT: '0',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: String(seed),
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    ...options.env,
  });
  const running = await boot({ env, client: builtClient(), inMemory: true, pgliteData: await templateData(seed), log: () => undefined });
  return { url: running.url, db: running.db, close: () => running.close() };
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What React says when the browser's first render differs from the server's HTML (DESIGN.md §7) and it
 * renders the page again from scratch: the production build's minified errors (418 and 425 a mismatch,
 * 419 a server Suspense boundary that could not finish, 422 and 423 the root rendered on the client) and
 * the development build's wording.
 */
const HYDRATION_ERROR = /Minified React error #(?:418|419|422|423|425)\b|hydrat|did not match/i;

const hydrationLogs = new WeakMap<BrowserContext, string[]>();
const withoutScript = new WeakSet<BrowserContext>();

/** The hydration errors recorded so far in the page's context (newPage); `[]` means none. */
export function hydrationErrors(page: Page): string[] {
  return [...(hydrationLogs.get(page.context()) ?? [])];
}

/**
 * Records the context's hydration errors from the console and uncaught errors of its pages, and makes
 * `context.close()` throw with them: every journey that closes its page fails on a page whose server HTML
 * the browser's React threw away, without a check of its own.
 */
function guardHydration(context: BrowserContext): void {
  const errors: string[] = [];
  hydrationLogs.set(context, errors);
  const record = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(text);
  };
  context.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') record(entry.text());
  });
  context.on('weberror', (error) => record(error.error().message));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (errors.length > 0) throw new Error(`React could not hydrate the server's HTML:\n${errors.join('\n')}`);
  };
}

/**
 * Resolves once the page's scripts are in control, and the result is drawn; at once without JavaScript. A
 * public page the server rendered is in control once every island is hydrated (client/islands/hydrate.tsx
 * marks the root element); a page rendered in the browser (the admin panel, the login) once React owns its
 * heading (or its main region). A click before then can land on an island React then hydrates anew.
 */
export async function hydrated(page: Page): Promise<void> {
  if (withoutScript.has(page.context())) return;
  await page.waitForFunction(() => {
    if (document.getElementById('root')?.hasAttribute('data-rendered')) return document.documentElement.dataset.hydrated === 'true';
    const owned = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    return owned(document.querySelector('#root h1') ?? document.querySelector('#root main'));
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export interface PageOptions {
  /** `false`: the page as a browser without JavaScript sees it (the server's HTML only). */
  javaScript?: boolean;
  /**
   * The browser's language, which it names in Accept-Language (`en-GB`: a visitor who prefers English).
   * Without it `id-ID`: the village's own visitors, whose Indonesian pages offer no English.
   */
  locale?: string;
}

/**
 * A page in its own context whose requests to any other host are aborted: map tiles and embeds must not
 * be waited on, and tests must not depend on the internet. Close it with `page.context().close()`, which
 * fails on hydration errors.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: options.javaScript ?? true, locale: options.locale ?? 'id-ID' });
  guardHydration(context);
  if (options.javaScript === false) withoutScript.add(context);
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    // A test's own page route (an aborted save) may take the request while this one runs: then it is done.
    await (LOCAL_HOSTS.has(hostname) ? route.continue() : route.abort()).catch(() => undefined);
  });
  return context.newPage();
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** One CSS selector path per offending node. */
  targets: string[];
}

let axeSource: string | undefined;

function readAxeSource(): string {
  const require = createRequire(import.meta.url);
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What a public page is checked for beyond WCAG 2.1 A/AA: axe's `region`, everything it shows in a landmark,
 * so that a screen reader's list of landmarks reaches all of it.
 */
export const PUBLIC_PAGE_RULES = ['region'] as const;

/** axe-core's WCAG 2.1 A/AA violations on the page as it is now, and those of the rules `also` names; `[]` means clean. */
export async function checkA11y(page: Page, also: readonly string[] = []): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP (no inline scripts) does not block it.
  await page.evaluate(readAxeSource());
  return page.evaluate(async ({ tags, also }) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const rules = Object.fromEntries(also.map((rule) => [rule, { enabled: true }]));
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ')),
    }));
  }, { tags: WCAG_21_AA, also });
}
