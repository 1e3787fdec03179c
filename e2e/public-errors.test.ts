/** Journey: the API fails or holds nothing; each public page says so in SPEC.md §8's words. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';
import { settled } from './public-fixtures';

let server: TestServer;
let browser: Browser;

describeBrowser('public pages when the API fails or is empty', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows each page its own error text in red, from the server and after hydration, when the data cannot be read', async () => {
    // A server whose database is gone: its pages render their load errors, answered 503.
    const broken = await startServer({ seed: false });
    await broken.db.destroy();
    const page = await newPage(browser);
    await page.route('**/trpc/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'boom' } }) }),
    );
    const cases = [
      ['/', 'Gagal memuat data. Silakan coba lagi nanti.'],
      ['/attractions', 'Tidak dapat memuat data wisata. Silakan coba lagi nanti.'],
      ['/facilities', 'Gagal memuat data fasilitas dan penginapan.'],
      ['/paket/1', 'Gagal memuat data paket wisata.'],
      ['/attraction/1', 'Gagal memuat data wisata. Mungkin wisata ini tidak ada.'],
      ['/accommodation/1', 'Gagal memuat data akomodasi.'],
      ['/facility/1', 'Gagal memuat data fasilitas.'],
    ] as const;
    try {
      for (const [path, text] of cases) {
        const response = await page.goto(`${broken.url}${path}`);
        expect(response?.status()).toBe(503);
        expect(await response?.text()).toContain(text);
        const alert = page.getByRole('alert').filter({ hasText: text });
        await alert.waitFor();
        expect(await alert.getAttribute('class')).toContain('text-red-700');
        // Hydrated: the islands read nothing again, and the same text stands.
        await page.waitForLoadState('networkidle');
        await alert.waitFor();
      }
      // The map only logs the failure: the page and its (empty) list of points still show.
      await page.goto(`${broken.url}/peta-desa`);
      await page.getByText('Tidak ada lokasi untuk kategori ini.').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await broken.close().catch(() => undefined);
    }
    await page.context().close();
  });

  it('shows empty sections and lists without errors when there is no content', async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await page.goto(`${server.url}/`);
    await settled(page);
    expect(await page.getByRole('link', { name: /Lihat Selengkapnya/ }).count()).toBe(0);
    await page.goto(`${server.url}/attractions`);
    await settled(page);
    expect(await page.locator('section[id]').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Cari' }).fill('apa saja');
    await page.getByText('Tidak ada hasil yang ditemukan untuk "apa saja"').waitFor();
    await page.goto(`${server.url}/peta-desa`);
    await settled(page);
    await page.getByText('Tidak ada lokasi untuk kategori ini.').waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(0);
    await page.context().close();
  });
});
