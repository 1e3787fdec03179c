/** Journey 1: a visitor opens the landing page and sees the oldest attractions (DESIGN.md §6). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connection';
import { adminCredentials, describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';

async function firstAttractionNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('attraction').select('name').orderBy('id').limit(3).execute();
  return rows.map((row) => row.name);
}

/** Without demo content, one attraction made the way the admin's legacy clients make it (DESIGN.md §4). */
async function createAttractionThroughApi(url: string): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.set('category', 'Pesisir');
  form.set('name', 'Pantai Tegalsambi');
  form.set('description', 'Pantai berpasir putih di pesisir utara Jepara.');
  form.set('time_open_close', '06.00 - 18.00');
  form.set('location', '-6.6160, 110.6517');
  const created = await fetch(`${url}/api/data/attraction`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
}

describe('health', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ seed: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('GET /healthz answers 200 {"status":"ok"}', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describeBrowser('landing page', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('shows the names of the oldest attractions', async () => {
    let names = await firstAttractionNames(server.db);
    if (names.length === 0) {
      await createAttractionThroughApi(server.url);
      names = await firstAttractionNames(server.db);
    }
    expect(names.length).toBeGreaterThan(0);

    const page = await newPage(browser);
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    for (const name of names) {
      await page.getByText(name).first().waitFor({ state: 'visible', timeout: 15_000 });
    }
    await page.context().close();
  });
});
