/** Journey: finding one's way around: top bar, dropdowns, mobile menu, footer, scroll, not-found (SPEC.md §2). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { whatsAppLink } from '../shared/village';
import { VILLAGE_DEFAULTS } from '../shared/village-defaults';
import { describeBrowser, newPage } from './harness';
import { closePublicSuite, isOpen, scrollAndPaint, openPublicSuite, settled, summary, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

describeBrowser('public layout', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('opens the Wisata and Fasilitas dropdowns and follows an anchor to its section', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const nav = page.getByTestId('desktop-nav');
    const wisata = summary(nav, 'Wisata');
    const fasilitas = summary(nav, 'Fasilitas');
    expect(await isOpen(wisata)).toBe(false);
    await wisata.click();
    expect(await isOpen(wisata)).toBe(true);
    const wisataLinks = nav.getByRole('link', { name: /Paket Wisata|Wisata Religi & Sejarah|Wisata Budaya & Workshop|Wisata Pesisir|UMKM/ });
    await wisataLinks.first().waitFor();
    expect(await wisataLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/attractions#paket',
      '/attractions#religi',
      '/attractions#budaya',
      '/attractions#pesisir',
      '/attractions#umkm',
    ]);
    // A press outside closes it, and so does Escape.
    await page.locator('h1').first().click();
    await expect.poll(() => isOpen(wisata)).toBe(false);
    await wisata.click();
    expect(await isOpen(wisata)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(wisata)).toBe(false);
    await wisata.click();
    await fasilitas.click();
    // Opening one dropdown closes the other: one at a time.
    expect(await isOpen(fasilitas)).toBe(true);
    await expect.poll(() => isOpen(wisata)).toBe(false);
    expect(await nav.getByRole('link', { name: 'Wisata Pesisir' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Penginapan' }).getAttribute('href')).toBe('/facilities#penginapan');
    await nav.getByRole('link', { name: 'Fasilitas Umum' }).click();
    await page.waitForURL(/\/facilities#fasilitas$/);
    await settled(page);
    // Choosing a link closes the dropdown.
    await expect.poll(() => isOpen(fasilitas)).toBe(false);
    await expect.poll(() => page.locator('#fasilitas').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await fasilitas.getAttribute('data-active')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Info Desa' }).getAttribute('href')).toBe(VILLAGE_DEFAULTS.infoDesaUrl);
    expect(await nav.getByRole('link', { name: 'Info Desa' }).getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('marks the active item by path prefix: lodging and facility details count as Fasilitas', async () => {
    const page = await newPage(suite.browser);
    const nav = page.getByTestId('desktop-nav');
    await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
    await settled(page);
    expect(await summary(nav, 'Fasilitas').getAttribute('data-active')).toBe('true');
    expect(await summary(nav, 'Wisata').getAttribute('data-active')).toBeNull();
    await page.goto(`${suite.server.url}/facility/${suite.ids.facility}`);
    await settled(page);
    expect(await summary(nav, 'Fasilitas').getAttribute('data-active')).toBe('true');
    await page.goto(`${suite.server.url}/paket/${suite.ids.paket}`);
    await settled(page);
    expect(await summary(nav, 'Wisata').getAttribute('data-active')).toBe('true');
    expect(await summary(nav, 'Fasilitas').getAttribute('data-active')).toBeNull();
    await page.goto(`${suite.server.url}/peta-desa`);
    await settled(page);
    expect(await nav.getByRole('link', { name: 'Peta Desa' }).getAttribute('data-active')).toBe('true');
    expect(await summary(nav, 'Wisata').getAttribute('data-active')).toBeNull();
    await page.context().close();
  });

  it('hides the top bar scrolling down past 100px and shows it scrolling up', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const bar = page.getByTestId('top-bar');
    await scrollAndPaint(page, 80);
    expect(await bar.getAttribute('data-hidden')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(() => bar.getAttribute('data-hidden')).toBe('true');
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await expect.poll(() => bar.getAttribute('data-hidden')).toBeNull();
    await page.context().close();
  });

  it('scrolls to the top when the path changes', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tentang' }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The title follows client-side navigation, in the server's form.
    await expect.poll(() => page.title()).toBe('Tentang Desa | Desa Wisata Tegalsambi');
    await page.context().close();
  });

  it('on a phone: toggles the menu, expands groups, labels the map WebGIS, closes outside or on a link', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 812 });
    await page.goto(`${suite.server.url}/about`);
    await settled(page);
    const mobileMenu = page.getByTestId('mobile-menu');
    const toggle = page.getByTestId('menu-toggle');
    // The button's name follows the menu: "Buka menu" while it is shut, "Tutup menu" while it is open.
    const toggleName = () => toggle.locator('span:visible').allTextContents();
    expect(await isOpen(toggle)).toBe(false);
    expect(await toggleName()).toEqual(['Buka menu']);
    await toggle.click();
    expect(await isOpen(toggle)).toBe(true);
    expect(await toggleName()).toEqual(['Tutup menu']);
    const menu = mobileMenu.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByRole('link', { name: 'WebGIS' }).waitFor();
    const group = summary(mobileMenu, 'Wisata');
    expect(await isOpen(group)).toBe(false);
    expect(await menu.getByRole('link', { name: 'Wisata Pesisir' }).isVisible()).toBe(false);
    await group.click();
    expect(await isOpen(group)).toBe(true);
    await menu.getByRole('link', { name: 'Wisata Pesisir' }).waitFor();
    await summary(mobileMenu, 'Fasilitas').click();
    expect(await isOpen(summary(mobileMenu, 'Fasilitas'))).toBe(true);
    await menu.getByRole('link', { name: 'Penginapan' }).waitFor();
    // A group toggles shut again.
    await group.click();
    expect(await isOpen(group)).toBe(false);
    // An outside click closes it.
    await page.mouse.click(187, 790);
    await expect.poll(() => isOpen(toggle)).toBe(false);
    expect(await toggleName()).toEqual(['Buka menu']);
    expect(await page.getByTestId('top-bar').getByRole('link', { name: 'WebGIS' }).isVisible()).toBe(false);
    // Choosing a link closes it too.
    await toggle.click();
    expect(await isOpen(toggle)).toBe(true);
    await page.getByTestId('top-bar').getByRole('link', { name: 'WebGIS' }).click();
    await page.waitForURL(/\/peta-desa$/);
    expect(await isOpen(toggle)).toBe(false);
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the footer: social links, menu grid, copyright, and Admin Login only without a session token', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The accounts the village has; one it has none of (TikTok, by default) gets no link.
    for (const url of Object.values(VILLAGE_DEFAULTS.social).filter(Boolean)) expect(hrefs).toContain(url);
    expect(hrefs).toContain(whatsAppLink(VILLAGE_DEFAULTS));
    expect(hrefs).not.toContain('');
    for (const name of ['Tentang', 'Wisata', 'Fasilitas', 'WebGIS', 'Masterplan', 'Info Desa']) {
      await footer.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    }
    const copyright = await footer.getByText(/©/).textContent();
    expect(copyright).toContain(String(new Date().getFullYear()));
    expect(copyright).toContain(VILLAGE_DEFAULTS.regency);
    expect(copyright).toContain(VILLAGE_DEFAULTS.province);
    expect(await footer.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/login');
    await page.evaluate(() => sessionStorage.setItem('token', 'abc'));
    await page.reload();
    await settled(page);
    expect(await footer.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends unknown paths to /not-found, which the server answers 404', async () => {
    const redirected = await fetch(`${suite.server.url}/tidak-ada/sama-sekali`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/not-found');
    expect((await fetch(`${suite.server.url}/not-found`)).status).toBe(404);

    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/tidak-ada`);
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { name: /Halaman tidak ditemukan/ }).waitFor();
    expect(await page.locator('p', { hasText: /^404$/ }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Kembali ke Landing Page' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await page.context().close();
  });
});
