/** Journey: the village map and the masterplan (SPEC.md §2). Tiles are blocked here: the map must still work. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, newPage } from './harness';
import { closePublicSuite, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

/** The side list's names (a link or plain text) and categories, its directions links left out: "Makam Mbah Tegal (Wisata Religi)". */
function listed(page: Page): Promise<string[]> {
  return page
    .getByTestId('map-point-list')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => {
        const name = item.querySelector('[data-testid="map-point-name"]');
        return `${name?.textContent ?? ''}${name?.nextElementSibling?.textContent ?? ''}`;
      }),
    );
}

describeBrowser('public village map and masterplan', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('shows one coloured marker per valid point and lists them', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/peta-desa`);
    await settled(page);
    expect(await page.locator('h1').textContent()).toBe('Peta Interaktif Desa Tegalsambi');
    expect(await page.getByRole('heading', { name: 'Lokasi Ditampilkan' }).count()).toBe(1);
    // 5 attractions with coordinates (UMKM and the one without coordinates are left off), 4 facilities,
    // 2 lodgings, 2 admin map locations.
    const markers = page.locator('.leaflet-marker-icon');
    await expect.poll(() => markers.count()).toBe(13);
    expect(await listed(page)).toHaveLength(13);
    expect((await listed(page)).join(' ')).not.toContain('Batik Tegalsambi');
    expect((await listed(page)).join(' ')).not.toContain('Dermaga Lama');
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
    const colour = (title: string) => page.locator(`.leaflet-marker-icon[title="${title}"] span`).evaluate((dot) => getComputedStyle(dot).backgroundColor);
    expect(await colour('Makam Mbah Tegal')).toBe('rgb(220, 38, 38)');
    expect(await colour('Perang Obor')).toBe('rgb(21, 128, 61)');
    expect(await colour('Pantai Tegalsambi')).toBe('rgb(234, 88, 12)');
    expect(await colour('Homestay Ukir')).toBe('rgb(124, 58, 237)');
    expect(await colour('Balai Desa')).toBe('rgb(37, 99, 235)');
    expect(await colour('Kantor Desa Tegalsambi')).toBe('rgb(107, 114, 128)');
    expect(await colour('Sawah Lor')).toBe('rgb(107, 142, 35)');
    await page.context().close();
  });

  it("opens a marker's popup with its photo, its page and its directions; a map location's has neither photo nor page", async () => {
    const page = await newPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/peta-desa`);
    await settled(page);
    await page.locator('.leaflet-marker-icon[title="Makam Mbah Tegal"]').click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Wisata Religi');
    expect(await popup.getByTestId('popup-coordinates').textContent()).toBe('-6.61500, 110.65100');
    // The first of its three photos, in its 480 px copy, drawn at its own proportions.
    const photo = popup.getByRole('img', { name: 'Makam Mbah Tegal' });
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{16}\.webp\?w=480$/);
    expect([await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['1200', '800']);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
    expect(await popup.getByRole('link', { name: 'Makam Mbah Tegal', exact: true }).getAttribute('href')).toBe(`/attraction/${suite.ids.religi}`);
    const directions = popup.getByRole('link', { name: /^Petunjuk Arah Makam Mbah Tegal/ });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.615,110.651');
    expect(await directions.getAttribute('target')).toBe('_blank');

    await page.locator('.leaflet-popup-close-button').click();
    // Leaflet fades a closed popup out before it takes it away.
    await popup.waitFor({ state: 'detached' });
    await page.locator('.leaflet-marker-icon[title="Kantor Desa Tegalsambi"]').click();
    await popup.getByText('Kantor Desa Tegalsambi', { exact: true }).waitFor();
    expect(await popup.getByRole('img').count()).toBe(0);
    expect(await popup.getByRole('link').allTextContents()).toEqual([expect.stringMatching(/^Petunjuk Arah/)]);
    await page.context().close();
  });

  it('filters by category, fits the map to the shown points and lists them', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 812 });
    await page.goto(`${suite.server.url}/peta-desa`);
    await settled(page);
    const select = page.getByRole('combobox', { name: 'Kategori' });
    expect(await select.locator('option').allTextContents()).toEqual([
      'Semua Titik',
      'Wisata Religi',
      'Wisata Budaya',
      'Wisata Pesisir',
      'Fasilitas',
      'Penginapan',
      'Kuliner',
    ]);
    await select.selectOption('wisataReligi');
    await expect.poll(() => listed(page)).toEqual(['Makam Mbah Tegal (Wisata Religi)', 'Punden Mbah Babatan (Wisata Religi)']);
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(2);
    // The address follows the choice, in place: a reload or a shared link shows the same.
    expect(new URL(page.url()).search).toBe('?kategori=wisataReligi');
    await select.selectOption('penginapan');
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(2);
    expect((await listed(page)).sort()).toEqual(['Homestay Ukir (Penginapan)', 'Pondok Wisata (Penginapan)']);
    // Each listed name links to its page.
    const homestay = page.getByTestId('map-point-list').getByRole('link', { name: 'Homestay Ukir', exact: true });
    expect(await homestay.getAttribute('href')).toBe(`/accommodation/${suite.ids.lodging}`);
    // Fitted: every shown marker sits inside the map's box.
    const box = await page.getByTestId('village-map').boundingBox();
    for (const marker of await page.locator('.leaflet-marker-icon').all()) {
      const markerBox = await marker.boundingBox();
      expect(markerBox && box && markerBox.x >= box.x && markerBox.x <= box.x + box.width).toBe(true);
      expect(markerBox && box && markerBox.y >= box.y && markerBox.y <= box.y + box.height).toBe(true);
    }
    await page.context().close();
  });

  it('filters without JavaScript: the form loads the page with only that category listed', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 812 }, { javaScript: false });
    await page.goto(`${suite.server.url}/peta-desa`);
    expect((await listed(page)).length).toBeGreaterThan(2);
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('wisataReligi');
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await page.waitForURL(`${suite.server.url}/peta-desa?kategori=wisataReligi`);
    expect(await listed(page)).toEqual(['Makam Mbah Tegal (Wisata Religi)', 'Punden Mbah Babatan (Wisata Religi)']);
    expect(await page.getByRole('combobox', { name: 'Kategori' }).inputValue()).toBe('wisataReligi');
    // All again, and a category the dropdown does not offer, show every point.
    for (const query of ['?kategori=semua', '?kategori=entah']) {
      await page.goto(`${suite.server.url}/peta-desa${query}`);
      expect((await listed(page)).length, query).toBeGreaterThan(2);
    }
    await page.context().close();
  });

  it('offers the three masterplan PDFs and a map frame centred on the village', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/masterplan-tegalsambi`);
    await settled(page);
    expect(await page.getByRole('navigation', { name: 'Navigasi remah roti' }).textContent()).toContain('Masterplan Desa Wisata');
    const links = await page.getByRole('link', { name: /Unduh PDF/ }).evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links).toEqual(['/files/masterplan-desa-wisata-tegalsambi.pdf', '/files/buku-manajemen-konstruksi.pdf', '/files/buku-bisnis-bumdes.pdf']);
    const frame = page.locator('iframe[title="Peta wilayah Desa Tegalsambi"]');
    expect(await frame.getAttribute('src')).toContain(encodeURIComponent('-6.61598, 110.65165'));
    await page.context().close();
  });
});
