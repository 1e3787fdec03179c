/** Journey: reading a package, an attraction, a lodging and a facility (SPEC.md §2 detail pages, DESIGN.md §7). */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, hydrated, newPage } from './harness';
import { closePublicSuite, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

describeBrowser('public detail pages', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('shows an attraction with its gallery, price, hours, lists, contact and location map', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attraction/${suite.ids.religi}`);
    await settled(page);
    expect(await page.locator('h1').textContent()).toBe('Makam Mbah Tegal');
    expect(await page.getByTestId('price-line').textContent()).toBe('Gratis');
    const body = await page.locator('main').textContent();
    for (const text of ['Senin - Minggu, 08:00 - 17:00', 'Musala', 'Ziarah', 'Sejarah desa', '081234567890', 'makam@tegalsambi.test', '@makamtegal']) {
      expect(body).toContain(text);
    }
    const main = page.getByRole('group', { name: /Galeri foto/ }).locator('img').first();
    expect(await main.getAttribute('loading')).toBe('eager');
    expect(await main.getAttribute('width')).toBe('1200');
    const before = await main.getAttribute('src');
    const gallery = page.getByRole('group', { name: /Galeri foto/ });
    const first = gallery.getByRole('link', { name: 'Tampilkan foto 1 dari 3' });
    const second = gallery.getByRole('link', { name: 'Tampilkan foto 2 dari 3' });
    expect(await first.getAttribute('aria-current')).toBe('page');
    expect(await second.getAttribute('aria-current')).toBeNull();
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('page');
    expect(await first.getAttribute('aria-current')).toBeNull();
    const after = await page.getByRole('group', { name: /Galeri foto/ }).locator('img').first().getAttribute('src');
    expect(after).not.toBe(before);
    expect(await page.getByRole('group', { name: /Galeri foto/ }).locator('img').first().getAttribute('alt')).toBe('Makam Mbah Tegal, foto 2');
    const map = page.locator('iframe[title="Peta lokasi Makam Mbah Tegal"]');
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('src')).toContain(encodeURIComponent('-6.615, 110.651'));
    expect(await page.getByRole('link', { name: /Petunjuk Arah/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-6.615,110.651',
    );
    await page.context().close();
  });

  it('shows a package with its price, facilities and a WhatsApp reservation link', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/paket/${suite.ids.paket}`);
    await settled(page);
    expect(await page.getByTestId('price-line').textContent()).toBe('Rp 150.000 /paket');
    expect(await page.locator('main').textContent()).toContain('Makan siang');
    const whatsApp = await page.getByTestId('whatsapp-link').getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(whatsApp?.split('text=')[1] ?? '')).toContain('Paket Obor');
    await page.goto(`${suite.server.url}/paket/${suite.ids.freePaket}`);
    await settled(page);
    expect(await page.getByTestId('price-line').textContent()).toBe('Gratis');
    await page.context().close();
  });

  it('shows lodging prices per night, check-in and check-out, and a WhatsApp link', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 812 });
    await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
    await settled(page);
    expect(await page.getByTestId('price-line').textContent()).toBe('Mulai dari Rp 150.000 /malam');
    expect(await page.locator('main').textContent()).toContain('Check-in 14:00, Check-out 12:00');
    expect(await page.getByTestId('whatsapp-link').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281298765432\?text=/);
    await page.goto(`${suite.server.url}/accommodation/${suite.ids.freeLodging}`);
    await settled(page);
    expect(await page.getByTestId('price-line').textContent()).toBe('Harga bervariasi');
    await page.context().close();
  });

  it('shows a facility with its sub-facilities and location map', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/facility/${suite.ids.facility}`);
    await settled(page);
    expect(await page.locator('main').textContent()).toContain('Aula');
    expect(await page.locator('iframe[title="Peta lokasi Balai Desa"]').count()).toBe(1);
    await page.context().close();
  });

  it('answers an unknown id with 404 and the SPEC.md load-error text', async () => {
    expect((await fetch(`${suite.server.url}/attraction/99999`)).status).toBe(404);
    const page = await newPage(suite.browser);
    const cases = [
      ['/attraction/99999', 'Gagal memuat data wisata. Mungkin wisata ini tidak ada.'],
      ['/paket/99999', 'Gagal memuat data paket wisata.'],
      ['/accommodation/99999', 'Gagal memuat data akomodasi.'],
      ['/facility/99999', 'Gagal memuat data fasilitas.'],
    ] as const;
    for (const [path, text] of cases) {
      const asked: string[] = [];
      const count = (request: Request) => {
        if (request.url().includes('/trpc/')) asked.push(request.url());
      };
      page.on('request', count);
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
      await hydrated(page);
      page.off('request', count);
      // The page comes whole from the server: the browser reads nothing again, so the message stays as sent.
      expect(asked, path).toEqual([]);
      expect(await page.getByRole('alert').filter({ hasText: text }).count(), path).toBe(1);
    }
    await page.context().close();
  });
});
