/** Journey: browsing the landing page and the two list pages, searching and following cards (SPEC.md §2, §5). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, newPage } from './harness';
import { closePublicSuite, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

function hrefs(page: Page, selector: string): Promise<(string | null)[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

function descriptions(page: Page): Promise<string[]> {
  return page.getByTestId('section-description').allTextContents();
}

describeBrowser('public lists', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('shows the first 3 cards per landing section, "Lihat Selengkapnya" only beyond 3, and the right links', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    expect(await page.locator('#tentang').count()).toBe(1);
    expect(await hrefs(page, '#wisata li a')).toEqual(['/attraction/1', '/attraction/2', '/attraction/3']);
    expect(await page.locator('#wisata li').first().textContent()).toContain('Religi');
    expect(await hrefs(page, '#wisata h2 ~ a')).toEqual(['/attractions']);
    expect(await hrefs(page, '#penginapan li a')).toHaveLength(2);
    expect(await page.locator('#penginapan').getByRole('link', { name: /Lihat Selengkapnya/ }).count()).toBe(0);
    expect(await hrefs(page, '#fasilitas li a')).toHaveLength(3);
    expect(await hrefs(page, '#fasilitas h2 ~ a')).toEqual(['/facilities']);
    // A record without images shows the placeholder; the first image of the page is not lazy.
    expect(await page.locator('#wisata li img').nth(2).getAttribute('src')).toBe('/placeholder.svg');
    const first = page.locator('#wisata li img').first();
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    // A card's image is its 480 px copy on every screen (DESIGN.md §5: ≤ 40 KB a card), whatever the pixel ratio.
    expect(await first.getAttribute('src')).toMatch(/^\/uploads\/[^?]+\?w=480$/);
    expect(await first.getAttribute('srcset')).toBeNull();
    expect(await page.locator('#fasilitas li img').first().getAttribute('loading')).toBe('lazy');
    await page.locator('#penginapan li a').nth(1).click();
    await page.waitForURL(/\/accommodation\/\d+$/);
    await page.context().close();
  });

  it('searches attractions and packages by name, case-insensitively, with both result lines', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attractions`);
    await settled(page);
    expect(await page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual([
      'paket',
      'religi',
      'budaya',
      'pesisir',
      'umkm',
    ]);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    expect(await search.getAttribute('placeholder')).toBe('Cari wisata atau paket');
    await search.fill('OBOR');
    expect(await page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(['paket', 'budaya']);
    expect(await descriptions(page)).toEqual(['Menampilkan 1 hasil untuk "OBOR"', 'Menampilkan 1 hasil untuk "OBOR"']);
    await search.fill('makam');
    expect(await descriptions(page)).toEqual(['Menampilkan 1 hasil untuk "makam"']);
    await search.fill('zzz');
    await page.getByText('Tidak ada hasil yang ditemukan untuk "zzz"').waitFor();
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await page.locator('section[id]').count()).toBe(5);
    // The clear button of the search box empties it too.
    await search.fill('pantai');
    await page.getByRole('button', { name: 'Kosongkan kolom pencarian' }).click();
    expect(await search.inputValue()).toBe('');
    await page.context().close();
  });

  it('shows price lines and follows carousel cards to packages and attractions', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attractions`);
    await settled(page);
    expect(await page.locator('#paket').textContent()).toContain('Rp 150.000 /paket');
    expect(await page.locator('#paket').textContent()).toContain('Gratis');
    expect(await page.locator('#budaya').textContent()).toContain('Rp 10.000 /pax');
    expect(await page.locator('#budaya').getByText('Geser untuk melihat lainnya').count()).toBeLessThanOrEqual(1);
    await page.locator('#paket').getByRole('link', { name: /Paket Obor/ }).click();
    await page.waitForURL(`${suite.server.url}/paket/${suite.ids.paket}`);
    await settled(page);
    await page.goBack();
    await settled(page);
    await page.locator('#pesisir').getByRole('link', { name: /Pantai Tegalsambi/ }).click();
    await page.waitForURL(`${suite.server.url}/attraction/${suite.ids.pesisir}`);
    await page.context().close();
  });

  it('searches facilities and lodging, with lodging prices per night', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 812 });
    await page.goto(`${suite.server.url}/facilities`);
    await settled(page);
    expect(await page.locator('h1').textContent()).toBe('Fasilitas & Akomodasi');
    const lodging = await page.locator('#penginapan').textContent();
    expect(lodging).toContain('Harga bervariasi');
    expect(lodging).toContain('Mulai dari Rp 150.000 /malam');
    expect(await hrefs(page, '#fasilitas li a')).toContain(`/facility/${suite.ids.facility}`);
    // On a phone the carousel shows one card and hints at swiping.
    await page.locator('#fasilitas').getByText('Geser untuk melihat lainnya').waitFor();
    const search = page.getByRole('searchbox', { name: 'Cari' });
    expect(await search.getAttribute('placeholder')).toBe('Cari fasilitas atau penginapan');
    await search.fill('pondok');
    expect(await page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(['penginapan']);
    expect(await descriptions(page)).toEqual(['Menampilkan 1 hasil untuk "pondok"']);
    await page.context().close();
  });

  it('scrolls to the section the URL hash names once the data has loaded', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attractions#umkm`);
    await settled(page);
    await expect.poll(() => page.locator('#umkm').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.context().close();
  });

  it('shows a list with its cards as the server sends it, opened directly or by a link: never a spinner', async () => {
    const page = await newPage(suite.browser);
    const response = await page.goto(`${suite.server.url}/facilities`);
    expect(await response?.text()).not.toContain('data-testid="page-spinner"');
    await page.goto(`${suite.server.url}/about`);
    await settled(page);
    // A link is a page load the server answers whole (its page cache): the cards come with the page.
    await page.locator('footer a[href="/facilities"]').click();
    await page.waitForURL(`${suite.server.url}/facilities`);
    expect(await page.locator('#penginapan').getByRole('link', { name: /Pondok Wisata/ }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('page-spinner').count()).toBe(0);
    await page.context().close();
  });
});
