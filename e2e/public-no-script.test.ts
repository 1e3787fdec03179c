/**
 * Journey: the public pages as the server sends them (DESIGN.md §7). Without JavaScript every page reads,
 * links and the search form work, and carousels scroll natively; with it, React adopts the server's HTML
 * as it is (a hydration error fails every journey: harness.ts newPage).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shared/constants';
import { describeBrowser, hydrated, hydrationErrors, newPage } from './harness';
import { closePublicSuite, isOpen, openPublicSuite, settled, summary, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const NO_SCRIPT = { javaScript: false };

function sectionIds(page: Page): Promise<string[]> {
  return page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id));
}

function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

/** The paths of the same-site links a visitor can see (and so click) on the page. */
function visiblePaths(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The public pages with a text each shows, from the fixtures (public-fixtures.ts). */
function publicPages(): [path: string, heading: string, text: string][] {
  const { ids } = suite;
  return [
    ['/', 'Desa Wisata Tegalsambi', 'Makam Mbah Tegal'],
    ['/about', 'Tentang Desa', 'Perang Obor'],
    ['/attractions', 'Wisata', 'Kampung Ukir'],
    ['/facilities', 'Fasilitas & Akomodasi', 'Pondok Wisata'],
    [`/attraction/${ids.religi}`, 'Makam Mbah Tegal', 'Gratis'],
    [`/paket/${ids.paket}`, 'Paket Obor', 'Rp 150.000 /paket'],
    [`/accommodation/${ids.lodging}`, 'Homestay Ukir', 'Mulai dari Rp 150.000 /malam'],
    [`/facility/${ids.facility}`, 'Balai Desa', 'Tempat pertemuan warga.'],
    ['/peta-desa', 'Peta Interaktif Desa Tegalsambi', 'Lokasi Ditampilkan'],
    ['/masterplan-tegalsambi', 'Masterplan Desa Wisata', 'Unduh PDF'],
    ['/agenda', 'Agenda Desa', 'Belum ada agenda.'],
    ['/not-found', 'Halaman tidak ditemukan', 'Kembali ke Landing Page'],
  ];
}

describeBrowser('public pages as the server sends them', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  describe('without JavaScript', () => {
    it('reads every public page from the server HTML alone', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      for (const [path, heading, text] of publicPages()) {
        await page.goto(`${suite.server.url}${path}`);
        expect(await page.locator('h1').innerText(), path).toContain(heading);
        expect(await mainText(page), path).toContain(text);
      }
      await page.goto(`${suite.server.url}/`);
      expect(await page.locator('#wisata li').allInnerTexts()).toEqual([
        expect.stringContaining('Makam Mbah Tegal'),
        expect.stringContaining('Punden Mbah Babatan'),
        expect.stringContaining('Perang Obor'),
      ]);
      expect(await page.locator('#fasilitas li').first().innerText()).toContain('Balai Desa');
      await page.goto(`${suite.server.url}/attractions`);
      expect(await sectionIds(page)).toEqual(['paket', 'religi', 'budaya', 'pesisir', 'umkm']);
      expect(await page.locator('section h2').allInnerTexts()).toContain('Wisata Budaya & Workshop');
      expect(await page.locator('#budaya').innerText()).toContain('Rp 10.000 /pax');
      await page.goto(`${suite.server.url}/masterplan-tegalsambi`);
      const documents = await page.getByRole('link', { name: /Unduh PDF/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(documents).toEqual(['/files/masterplan-desa-wisata-tegalsambi.pdf', '/files/buku-manajemen-konstruksi.pdf', '/files/buku-bisnis-bumdes.pdf']);
      const response = await page.goto(`${suite.server.url}/tidak-ada`);
      expect(response?.status()).toBe(404);
      expect(page.url()).toBe(`${suite.server.url}/not-found`);
      await page.context().close();
    });

    it('lists every map point with its directions link where the map cannot run', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${suite.server.url}/peta-desa`);
      await settled(page);
      expect(await page.getByRole('combobox', { name: 'Kategori' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Lokasi Ditampilkan' }).isVisible()).toBe(true);
      const points = page.getByTestId('map-point-list').locator('li');
      expect(await points.count()).toBe(13);
      expect(await points.first().innerText()).toContain('Makam Mbah Tegal');
      const directions = page.getByRole('link', { name: /^Petunjuk Arah/ });
      expect(await directions.count()).toBe(13);
      for (const link of await directions.all()) expect(await link.isVisible()).toBe(true);
      const makam = page.getByRole('link', { name: 'Petunjuk Arah Makam Mbah Tegal, (membuka tab baru)' });
      expect(await makam.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.615,110.651');
      expect(await makam.getAttribute('target')).toBe('_blank');
      await page.context().close();
    });

    it('follows cards, the top bar, its menus and the footer by plain links', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${suite.server.url}/`);
      await page.locator('#wisata li a').first().click();
      await page.waitForURL(`${suite.server.url}/attraction/${suite.ids.religi}`);
      expect(await page.locator('h1').innerText()).toBe('Makam Mbah Tegal');
      const nav = page.getByRole('navigation', { name: 'Menu utama' });
      for (const [name, path] of [['Tentang', '/about'], ['Peta Desa', '/peta-desa'], ['Masterplan', '/masterplan-tegalsambi']] as const) {
        await nav.getByRole('link', { name, exact: true }).click();
        await page.waitForURL(`${suite.server.url}${path}`);
      }
      // The dropdowns are <details>: they open without the script, and their pages are one footer link away too.
      const wisata = summary(page.getByTestId('desktop-nav'), 'Wisata');
      expect(await nav.getByRole('link', { name: 'Wisata Budaya & Workshop' }).isVisible()).toBe(false);
      await wisata.click();
      expect(await isOpen(wisata)).toBe(true);
      await nav.getByRole('link', { name: 'Wisata Budaya & Workshop' }).click();
      await page.waitForURL(`${suite.server.url}/attractions#budaya`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Wisata', exact: true }).click();
      await page.waitForURL(`${suite.server.url}/attractions`);
      await footer.getByRole('link', { name: 'Fasilitas', exact: true }).click();
      await page.waitForURL(`${suite.server.url}/facilities`);
      await page.getByRole('link', { name: /Pondok Wisata/ }).click();
      await page.waitForURL(`${suite.server.url}/accommodation/${suite.ids.freeLodging}`);
      await page.getByRole('banner').getByRole('link', { name: /Beranda/ }).click();
      await page.waitForURL(`${suite.server.url}/`);
      const pages = ['/about', '/attractions', '/facilities', '/peta-desa', '/masterplan-tegalsambi'];
      expect(await visiblePaths(page)).toEqual(expect.arrayContaining(pages));
      await page.context().close();

      // A phone's menu opens without the script, and the footer links every page as well.
      const phone = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await phone.goto(`${suite.server.url}/about`);
      expect(await phone.getByRole('banner').getByRole('link', { name: 'WebGIS' }).isVisible()).toBe(false);
      expect(await visiblePaths(phone)).toEqual(expect.arrayContaining(['/', ...pages]));
      await phone.getByTestId('menu-toggle').click();
      expect(await isOpen(phone.getByTestId('menu-toggle'))).toBe(true);
      expect(await phone.getByRole('banner').getByRole('link', { name: 'WebGIS' }).isVisible()).toBe(true);
      await phone.getByRole('contentinfo').getByRole('link', { name: 'WebGIS' }).click();
      await phone.waitForURL(`${suite.server.url}/peta-desa`);
      await phone.context().close();
    });

    it.each([
      ['/attractions', 'obor', ['paket', 'budaya']],
      ['/facilities', 'pondok', ['penginapan']],
    ])('%s: sends the search form and shows the matching cards from the server', async (path, term, sections) => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${suite.server.url}${path}`);
      const search = page.getByRole('searchbox', { name: 'Cari' });
      await search.fill(term);
      await search.press('Enter');
      await page.waitForURL(`${suite.server.url}${path}?q=${term}`);
      expect(await search.inputValue()).toBe(term);
      expect(await sectionIds(page)).toEqual(sections);
      expect(await page.getByTestId('section-description').allInnerTexts()).toEqual(sections.map(() => `Menampilkan 1 hasil untuk "${term}"`));
      await page.context().close();
    });

    it('scrolls a carousel natively on a phone', async () => {
      const page = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await page.goto(`${suite.server.url}/facilities`);
      const row = page.locator('#fasilitas').getByTestId('carousel');
      const before = await row.evaluate((element) => ({
        overflow: getComputedStyle(element).overflowX,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(before.overflow).toBe('auto');
      // Four facilities, one card per view.
      expect(before.scrollWidth).toBeGreaterThan(3 * before.clientWidth);
      expect(await row.evaluate((element) => {
        element.scrollLeft = element.clientWidth;
        return element.scrollLeft;
      })).toBeGreaterThan(0);
      await page.context().close();
    });
  });

  describe('hydrating', () => {
    it('notices a page whose server HTML differs from the first render, and fails its closing', async () => {
      const page = await newPage(suite.browser);
      // The top bar is an island: its About link is rendered again by the browser's React.
      await page.route('**/about', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('>Tentang</a>', '>Tentang Kota</a>') });
      });
      const about = page.getByTestId('desktop-nav').locator('a[href="/about"]');
      await page.goto(`${suite.server.url}/about`);
      expect(await about.textContent()).toBe('Tentang Kota');
      await hydrated(page);
      // React threw the server's HTML of that island away and rendered its own.
      expect(await about.textContent()).toBe('Tentang');
      expect(hydrationErrors(page)).toEqual(expect.arrayContaining([expect.stringMatching(/Minified React error #418/)]));
      await expect(page.context().close()).rejects.toThrow(/could not hydrate the server's HTML/);

      const unchanged = await newPage(suite.browser);
      await unchanged.goto(`${suite.server.url}/about`);
      await hydrated(unchanged);
      expect(hydrationErrors(unchanged)).toEqual([]);
      await unchanged.context().close();
    });

    it('hydrates every public page without an error', async () => {
      const page = await newPage(suite.browser);
      for (const [path, heading] of [...publicPages(), ['/attractions?q=obor', 'Wisata']]) {
        await page.goto(`${suite.server.url}${path}`);
        await hydrated(page);
        expect(await page.locator('h1').innerText(), path).toContain(heading);
        expect(hydrationErrors(page), path).toEqual([]);
      }
      // Once embla runs, it moves the carousels itself.
      await page.goto(`${suite.server.url}/facilities`);
      await hydrated(page);
      const row = page.locator('#fasilitas').getByTestId('carousel');
      // embla's chunk loads after hydration: on a busy machine that takes more than a second.
      await expect.poll(() => row.evaluate((element) => getComputedStyle(element).overflowX), { timeout: 15_000 }).toBe('hidden');
      await page.context().close();
    });

    it('starts embla at the first card when the row was scrolled before the script ran', async () => {
      const page = await newPage(suite.browser, PHONE);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      // The module scripts hold up DOMContentLoaded: the server's HTML and styles are all there is until released.
      await page.goto(`${suite.server.url}/facilities`, { waitUntil: 'commit' });
      const row = page.locator('#fasilitas').getByTestId('carousel');
      await expect.poll(() => row.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
      expect(await row.evaluate((element) => {
        element.scrollLeft = element.clientWidth;
        return element.scrollLeft;
      })).toBeGreaterThan(0);
      release();
      await hydrated(page);
      await expect.poll(() => row.evaluate((element) => getComputedStyle(element).overflowX)).toBe('hidden');
      expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
      const first = await row.locator('li').first().boundingBox();
      const box = await row.boundingBox();
      expect(first && box && Math.round(first.x + 20 - box.x)).toBe(0);
      await page.context().close();
    });

    it('renders the footer as the server did for a signed-in admin, then drops Admin Login', async () => {
      const page = await newPage(suite.browser);
      await page.context().addInitScript((key) => sessionStorage.setItem(key, 'token-dari-login'), STORAGE_KEYS.token);
      const response = await page.goto(`${suite.server.url}/`);
      expect(await response?.text()).toContain('Admin Login');
      await hydrated(page);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
      expect(hydrationErrors(page)).toEqual([]);
      await page.context().close();
    });
  });
});
