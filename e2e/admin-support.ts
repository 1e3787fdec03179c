/** Helpers for the admin journeys: set-up, sign in through the real form, wait for toasts, run axe. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DELAY } from '../shared/constants';
import { message } from '../shared/messages';
import { TRASH_RETENTION_DAYS } from '../shared/schemas/lifecycle';
import { adminCredentials, checkA11y, launchBrowser, newPage, startServer, type TestServer } from './harness';

export interface AdminJourney {
  server: TestServer;
  browser: Browser;
  page: Page;
}

/**
 * Registers a journey's set-up in the enclosing describe: the real app on a fresh database (with `env`'s
 * variables beside the harness's own), the records
 * the journey lists (made through the legacy API, or through the services on `server.db`), Chromium, and
 * an admin signed in unless `signedIn` is false. The fields are filled in by beforeAll, so tests read
 * them, never the describe body.
 */
export function adminJourney(
  options: { seed?: boolean; records?: (url: string, server: TestServer) => Promise<void>; signedIn?: boolean; env?: Record<string, string> } = {},
): AdminJourney {
  const journey = {} as AdminJourney;
  beforeAll(async () => {
    journey.server = await startServer({ seed: options.seed, env: options.env });
    await options.records?.(journey.server.url, journey.server);
    journey.browser = await launchBrowser();
    journey.page = await newPage(journey.browser);
    // The page's clock runs as usual, and can jump: see skipSavePause.
    await journey.page.clock.install();
    if (options.signedIn ?? true) await signIn(journey.page, journey.server.url);
  });
  afterAll(async () => {
    // Optional chaining: a failed beforeAll leaves the later fields unset.
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}

/**
 * Two admins on the edit form of one attraction: the journey's page, and another signed in in a browser
 * of its own (with its clock installed when `clock`, so its save pause can be skipped). The two sides of a
 * conflicting save.
 */
export async function editInTwoBrowsers(journey: AdminJourney, id: number, name: string, { clock = false } = {}) {
  const { page, server, browser } = journey;
  const other = await newPage(browser);
  if (clock) await other.clock.install();
  await signIn(other, server.url);
  const editPath = `${server.url}/admin/edit/wisata/${id}`;
  await page.goto(editPath);
  await other.goto(editPath);
  const first = page.getByRole('form', { name: `Edit ${name}` });
  const second = other.getByRole('form', { name: `Edit ${name}` });
  await first.waitFor();
  await second.waitFor();
  return { other, editPath, first, second };
}

export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Kata Sandi').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/admin/dashboard');
  // The login screen stays on show until the panel's code has arrived.
  await page.locator('#admin-main').waitFor({ state: 'attached' });
}

/** The toast with exactly this text becomes visible. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * After a successful save the screen pauses DELAY.afterSave (3.6 s, SPEC.md §4) before it moves on; the
 * page's clock jumps over the pause so the journey need not wait it out. The move still comes from the
 * screen's own timer, only sooner. One journey (admin-wisata) waits the pause out and measures it.
 */
export async function skipSavePause(page: Page): Promise<void> {
  await page.clock.fastForward(DELAY.afterSave);
}

/** The form's announced validation sentence (role=alert). */
export async function expectFormAlert(page: Page, formName: string, text: string): Promise<void> {
  const alert = page.getByRole('form', { name: formName }).getByRole('alert');
  await expect.poll(() => alert.first().textContent(), { timeout: 5_000 }).toBe(text);
}

/** axe-core finds 0 WCAG 2.1 A/AA violations; on failure the message names them. */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  // A toast fading in or out is half transparent, which axe would read as low contrast.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 });
  const violations = await checkA11y(page);
  expect(violations.map((violation) => `${screen}: ${violation.id} ${violation.help} ${violation.targets.join(', ')}`)).toEqual([]);
}

export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** Records made the way legacy clients make them (DESIGN.md §4), so a journey has something to list. */
export async function createThroughApi(url: string, type: 'attraction' | 'umkm' | 'accommodation' | 'paket' | 'kuliner' | 'facility' | 'map' | 'event', fields: Record<string, string>): Promise<number> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const created = await fetch(`${url}/api/data/${type}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A small real PNG for the file inputs. */
export async function pngFile(name: string, colour: string) {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Opens a list screen from the sidebar and checks its two tabs (DESIGN.md §6). */
export async function openList(page: Page, navLabel: string, listTab: string, addTab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: navLabel, exact: true }).click();
  await page.getByRole('tab', { name: listTab, selected: true }).waitFor();
  await page.getByRole('tab', { name: addTab, selected: false }).waitFor();
}

/** Edit screen of `name`: prefilled, axe-clean, and "Batal" returns to `listPath` replacing history. */
export async function checkEditAndCancel(page: Page, name: string, listPath: string): Promise<void> {
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await form.waitFor();
  expect(await form.getByLabel('Nama').inputValue()).toBe(name);
  await expectNoA11yViolations(page, `edit ${name}`);
  await form.getByRole('button', { name: 'Batal' }).click();
  await page.waitForURL(`**${listPath}`);
}

/** Deletes `name` (to the trash) through the confirmation dialog and waits for the toast. */
export async function deleteRow(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Hapus ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Hapus' });
  await dialog.getByText(message('adminConfirmTrash', { name, days: TRASH_RETENTION_DAYS }), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expectToast(page, message('adminMovedToTrash', { name }));
  await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
}
