/**
 * Journey: the public controls as plain HTML (STYLE.md §10). Without JavaScript the menus open, the
 * gallery's thumbnails change the main image, the map's list links each point, and /login says what it
 * needs. With the scripts held back until the visitor has acted, hydration keeps what was done.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBrowser, hydrated, newPage } from './harness';
import { closePublicSuite, dayFrom, isOpen, openPublicSuite, settled, summary, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const NO_SCRIPT = { javaScript: false };
const NO_SCRIPT_SENTENCE = 'Panel pengelolaan memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.';

/**
 * Holds every script response of the page until `release` is called: until then the page is the server's
 * HTML and styles alone, as on a slow phone before its scripts arrive.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The package's booking form and its fields, by their labels. */
function bookingForm(page: Page) {
  const form = page.locator('#pemesanan');
  return {
    form,
    name: form.getByLabel('Nama', { exact: true }),
    whatsapp: form.getByLabel('Nomor WhatsApp'),
    date: form.getByLabel('Tanggal Kunjungan'),
    people: form.getByLabel('Jumlah Orang'),
    note: form.getByLabel(/^Catatan/),
    send: form.getByRole('button', { name: 'Kirim Permintaan' }),
  };
}

/** What a visitor types into the form: a name, a number, a day a month ahead, four people and a note. */
async function fillBooking(page: Page): Promise<string[]> {
  const fields = bookingForm(page);
  const values = ['Siti Aminah', '0812 3456 7890', dayFrom(30), '4', 'Datang sore hari.'];
  await fields.name.fill(values[0] ?? '');
  await fields.whatsapp.fill(values[1] ?? '');
  await fields.date.fill(values[2] ?? '');
  await fields.people.fill(values[3] ?? '');
  await fields.note.fill(values[4] ?? '');
  return values;
}

async function typedBooking(page: Page): Promise<string[]> {
  const { name, whatsapp, date, people, note } = bookingForm(page);
  return Promise.all([name, whatsapp, date, people, note].map((field) => field.inputValue()));
}

const gallery = (page: Page) => page.getByRole('group', { name: /Galeri foto/ });
const mainImage = (page: Page) => gallery(page).locator('img').first();

describeBrowser('public controls as plain HTML', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  describe('without JavaScript', () => {
    it('opens the phone menu and its groups, and follows a link from them', async () => {
      const page = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await page.goto(`${suite.server.url}/about`);
      const panel = page.getByTestId('mobile-menu').getByRole('navigation', { name: 'Menu utama' });
      expect(await panel.isVisible()).toBe(false);
      await page.getByTestId('menu-toggle').click();
      await panel.getByRole('link', { name: 'WebGIS' }).waitFor();
      // The button's name follows the menu in CSS alone.
      expect(await page.getByTestId('menu-toggle').locator('span:visible').allTextContents()).toEqual(['Tutup menu']);
      const wisata = summary(page.getByTestId('mobile-menu'), 'Wisata');
      expect(await panel.getByRole('link', { name: 'Wisata Pesisir' }).isVisible()).toBe(false);
      await wisata.click();
      expect(await isOpen(wisata)).toBe(true);
      await summary(page.getByTestId('mobile-menu'), 'Fasilitas').click();
      await panel.getByRole('link', { name: 'Penginapan' }).click();
      await page.waitForURL(`${suite.server.url}/facilities#penginapan`);
      expect(await page.locator('h1').innerText()).toContain('Fasilitas');
      await page.context().close();
    });

    it('opens a desktop dropdown, one at a time, and marks the active item', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menu utama' }).first();
      const wisata = summary(page.getByTestId('desktop-nav'), 'Wisata');
      const fasilitas = summary(page.getByTestId('desktop-nav'), 'Fasilitas');
      expect(await fasilitas.getAttribute('data-active')).toBe('true');
      expect(await wisata.getAttribute('data-active')).toBeNull();
      await wisata.click();
      await nav.getByRole('link', { name: 'Wisata Budaya & Workshop' }).waitFor();
      await fasilitas.click();
      expect(await isOpen(fasilitas)).toBe(true);
      expect(await isOpen(wisata)).toBe(false);
      await nav.getByRole('link', { name: 'Fasilitas Umum' }).click();
      await page.waitForURL(`${suite.server.url}/facilities#fasilitas`);
      await page.context().close();
    });

    it('changes the gallery’s main image by the thumbnails’ links; a made-up photo number shows the first', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      const path = `/attraction/${suite.ids.religi}`;
      await page.goto(`${suite.server.url}${path}`);
      expect(await mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 1');
      const first = await mainImage(page).getAttribute('src');
      const thumbnails = gallery(page).getByRole('link', { name: /^Tampilkan foto/ });
      expect(await thumbnails.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([path, `${path}?foto=2`, `${path}?foto=3`]);
      expect(await thumbnails.first().getAttribute('aria-current')).toBe('page');
      await gallery(page).getByRole('link', { name: 'Tampilkan foto 2 dari 3' }).click();
      await page.waitForURL(`${suite.server.url}${path}?foto=2`);
      expect(await mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 2');
      expect(await mainImage(page).getAttribute('src')).not.toBe(first);
      expect(await gallery(page).getByRole('link', { name: 'Tampilkan foto 2 dari 3' }).getAttribute('aria-current')).toBe('page');
      expect(await thumbnails.first().getAttribute('aria-current')).toBeNull();
      // The head preloads the photo shown, not the first.
      const preload = await page.locator('link[rel="preload"][as="image"][href^="/uploads/"]').first().getAttribute('href');
      expect(preload).toBe(await mainImage(page).getAttribute('src'));
      for (const foto of ['9', '0', 'abc', '-2', '2.5']) {
        await page.goto(`${suite.server.url}${path}?foto=${foto}`);
        expect(await mainImage(page).getAttribute('alt'), foto).toBe('Makam Mbah Tegal, foto 1');
        expect(await mainImage(page).getAttribute('src'), foto).toBe(first);
      }
      await page.context().close();
    });

    it('links every map point to its page and its directions; a map location to its directions only', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${suite.server.url}/peta-desa`);
      const list = page.getByTestId('map-point-list');
      const items = list.locator('li');
      expect(await items.count()).toBe(13);
      const pages = await list.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(pages).toHaveLength(11);
      expect(pages).toEqual(
        expect.arrayContaining([
          ['Makam Mbah Tegal', `/attraction/${suite.ids.religi}`],
          ['Pantai Tegalsambi', `/attraction/${suite.ids.pesisir}`],
          ['Homestay Ukir', `/accommodation/${suite.ids.lodging}`],
          ['Balai Desa', `/facility/${suite.ids.facility}`],
        ]),
      );
      for (const name of ['Kantor Desa Tegalsambi', 'Sawah Lor']) {
        const item = items.filter({ hasText: name });
        expect(await item.locator('a[href^="/"]').count(), name).toBe(0);
        expect(await item.getByRole('link', { name: `Petunjuk Arah ${name}, (membuka tab baru)` }).isVisible(), name).toBe(true);
      }
      const directions = list.getByRole('link', { name: /^Petunjuk Arah/ });
      expect(await directions.count()).toBe(13);
      const sawah = list.getByRole('link', { name: 'Petunjuk Arah Sawah Lor, (membuka tab baru)' });
      expect(await sawah.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.614,110.653');
      await list.getByRole('link', { name: 'Homestay Ukir', exact: true }).click();
      await page.waitForURL(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
      expect(await page.locator('h1').innerText()).toBe('Homestay Ukir');
      await page.context().close();
    });

    it('sends a booking request as a plain form: a refusal keeps what was typed, then its status page greets the visitor', async () => {
      const page = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await page.goto(`${suite.server.url}/paket/${suite.ids.paket}`);
      const fields = bookingForm(page);
      expect(await fields.send.isDisabled()).toBe(false);
      // A name of one letter: the server answers the page again, the message beside the name, nothing lost.
      const values = await fillBooking(page);
      await fields.name.fill('A');
      await fields.send.click();
      await page.waitForURL(`${suite.server.url}/pemesanan`);
      expect(await typedBooking(page)).toEqual(['A', ...values.slice(1)]);
      expect(await fields.form.getByText('Nama harus 2 sampai 100 karakter.').isVisible()).toBe(true);
      await fields.name.fill('Siti Aminah');
      await fields.send.click();
      await page.waitForURL(/\/pemesanan\/TGS-[0-9A-Z]{4}-[0-9A-Z]{4}\?terkirim=1$/);
      const code = await page.getByTestId('booking-code').innerText();
      expect(page.url()).toContain(`/pemesanan/${code}?`);
      expect(await page.getByText('Permintaan Terkirim').first().isVisible()).toBe(true);
      const whatsApp = page.getByRole('link', { name: /Lanjutkan di WhatsApp/ });
      expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
      const stored = await suite.server.db.selectFrom('booking_request').select(['name', 'whatsapp', 'people', 'note']).where('code', '=', code).execute();
      expect(stored).toEqual([{ name: 'Siti Aminah', whatsapp: '6281234567890', people: 4, note: 'Datang sore hari.' }]);
      await page.context().close();
    });

    it('says on /login and in the panel that they need JavaScript, with the way home', async () => {
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      // Playwright's text and role queries skip what is inside <noscript>, which the browser shows here: CSS selectors reach it.
      const sentence = page.locator('.shell-noscript p').first();
      const home = page.locator('.shell-noscript a');
      for (const path of ['/login', '/admin/dashboard']) {
        await page.goto(`${suite.server.url}${path}`);
        expect(await sentence.isVisible(), path).toBe(true);
        expect(await sentence.innerText(), path).toBe(NO_SCRIPT_SENTENCE);
        expect(await home.innerText(), path).toBe('Kembali ke halaman utama Desa Wisata Tegalsambi');
        expect(await home.getAttribute('href'), path).toBe('/');
      }
      await home.click();
      await page.waitForURL(`${suite.server.url}/`);
      await page.context().close();
    });
  });

  describe('with JavaScript', () => {
    it('shows /login’s form, not the sentence for browsers without JavaScript', async () => {
      const page = await newPage(suite.browser);
      await page.goto(`${suite.server.url}/login`);
      await page.getByRole('button', { name: 'Masuk' }).waitFor();
      expect(await page.getByText(NO_SCRIPT_SENTENCE).count()).toBe(0);
      await page.context().close();
    });

    it('exposes the menus’ buttons to assistive technology with their names and expanded state', async () => {
      const page = await newPage(suite.browser);
      await page.goto(`${suite.server.url}/about`);
      await settled(page);
      const cdp = await page.context().newCDPSession(page);
      const disclosure = async (name: string) => {
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
        // The control, not the footer's link or a section of the same name.
        const node = nodes.find((entry) => entry.name?.value === name && /^(DisclosureTriangle|button)/.test(String(entry.role?.value)));
        return { role: node?.role?.value, expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value };
      };
      // Chromium names a disclosure of a named group (the dropdowns share one) DisclosureTriangleGrouped.
      expect(await disclosure('Wisata')).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false });
      await summary(page.getByTestId('desktop-nav'), 'Wisata').click();
      expect(await disclosure('Wisata')).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true });
      await page.context().close();
    });

    it('swaps the gallery’s image in place, keeping the URL in step without a history entry', async () => {
      const page = await newPage(suite.browser);
      const path = `/attraction/${suite.ids.religi}`;
      await page.goto(`${suite.server.url}${path}`);
      await settled(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const entries = await page.evaluate(() => history.length);
      await gallery(page).getByRole('link', { name: 'Tampilkan foto 3 dari 3' }).click();
      await page.waitForURL(`${suite.server.url}${path}?foto=3`);
      await expect.poll(() => mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 3');
      await gallery(page).getByRole('link', { name: 'Tampilkan foto 1 dari 3' }).click();
      await page.waitForURL(`${suite.server.url}${path}`);
      await expect.poll(() => mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 1');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.context().close();
    });
  });

  describe('before the scripts arrive', () => {
    it('keeps the phone menu and its group open through hydration; then an outside press closes it', async () => {
      const page = await newPage(suite.browser, PHONE);
      const release = await holdScripts(page);
      await page.goto(`${suite.server.url}/about`, { waitUntil: 'commit' });
      const toggle = page.getByTestId('menu-toggle');
      await toggle.click();
      const wisata = summary(page.getByTestId('mobile-menu'), 'Wisata');
      await wisata.click();
      const panel = page.getByTestId('mobile-menu').getByRole('navigation', { name: 'Menu utama' });
      await panel.getByRole('link', { name: 'Wisata Pesisir' }).waitFor();
      release();
      await hydrated(page);
      expect(await isOpen(toggle)).toBe(true);
      expect(await isOpen(wisata)).toBe(true);
      expect(await panel.getByRole('link', { name: 'Wisata Pesisir' }).isVisible()).toBe(true);
      // The scripts took the open menu over: a press outside it closes it (SPEC.md §2).
      await page.mouse.click(187, 790);
      await expect.poll(() => isOpen(toggle)).toBe(false);
      expect(await panel.isVisible()).toBe(false);
      await page.context().close();
    });

    it('keeps a desktop dropdown open through hydration; then a choice closes it', async () => {
      const page = await newPage(suite.browser, DESKTOP);
      const release = await holdScripts(page);
      await page.goto(`${suite.server.url}/about`, { waitUntil: 'commit' });
      const fasilitas = summary(page.getByTestId('desktop-nav'), 'Fasilitas');
      await fasilitas.click();
      release();
      await hydrated(page);
      expect(await isOpen(fasilitas)).toBe(true);
      await page.getByRole('banner').getByRole('link', { name: 'Penginapan' }).click();
      await page.waitForURL(`${suite.server.url}/facilities#penginapan`);
      await expect.poll(() => isOpen(fasilitas)).toBe(false);
      await page.context().close();
    });

    it('keeps a booking request typed before the scripts, and sends it once they run', async () => {
      const page = await newPage(suite.browser, PHONE);
      const release = await holdScripts(page);
      await page.goto(`${suite.server.url}/paket/${suite.ids.paket}`, { waitUntil: 'commit' });
      await bookingForm(page).name.waitFor();
      const values = await fillBooking(page);
      release();
      await hydrated(page);
      expect(await typedBooking(page)).toEqual(values);
      await bookingForm(page).send.click();
      await page.getByTestId('booking-code').waitFor();
      const code = await page.getByTestId('booking-code').innerText();
      const stored = await suite.server.db.selectFrom('booking_request').select(['name', 'people']).where('code', '=', code).execute();
      expect(stored).toEqual([{ name: 'Siti Aminah', people: 4 }]);
      await page.context().close();
    });

    it('filters a list by the term typed before the scripts, and keeps it in the box and the URL', async () => {
      const page = await newPage(suite.browser);
      const release = await holdScripts(page);
      await page.goto(`${suite.server.url}/attractions`, { waitUntil: 'commit' });
      const search = page.getByRole('searchbox', { name: 'Cari' });
      await search.fill('obor');
      release();
      await hydrated(page);
      await page.waitForURL(`${suite.server.url}/attractions?q=obor`);
      expect(await search.inputValue()).toBe('obor');
      const sections = await page.locator('section[id]').evaluateAll((found) => found.map((section) => section.id));
      expect(sections).toEqual(['paket', 'budaya']);
      await page.context().close();
    });

    it('keeps the map category chosen before the scripts, and shows only its points once they run', async () => {
      const page = await newPage(suite.browser);
      const release = await holdScripts(page);
      await page.goto(`${suite.server.url}/peta-desa`, { waitUntil: 'commit' });
      const select = page.getByRole('combobox', { name: 'Kategori' });
      await select.selectOption('penginapan');
      release();
      await hydrated(page);
      expect(await select.inputValue()).toBe('penginapan');
      const names = await page.getByTestId('map-point-name').allTextContents();
      expect(names.sort()).toEqual(['Homestay Ukir', 'Pondok Wisata']);
      await page.context().close();
    });

    it('shows the photo tapped before the scripts ran, and keeps it through hydration', async () => {
      const page = await newPage(suite.browser);
      const release = await holdScripts(page);
      const path = `/attraction/${suite.ids.religi}`;
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'commit' });
      await gallery(page).getByRole('link', { name: 'Tampilkan foto 2 dari 3' }).click();
      // Without its scripts the tap is a link: the server sends the page with the second photo.
      await page.waitForURL(`${suite.server.url}${path}?foto=2`, { waitUntil: 'commit' });
      await expect.poll(() => mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 2');
      const chosen = await mainImage(page).getAttribute('src');
      release();
      await hydrated(page);
      expect(await mainImage(page).getAttribute('alt')).toBe('Makam Mbah Tegal, foto 2');
      expect(await mainImage(page).getAttribute('src')).toBe(chosen);
      expect(page.url()).toBe(`${suite.server.url}${path}?foto=2`);
      await page.context().close();
    });
  });
});

interface AXNode {
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}
