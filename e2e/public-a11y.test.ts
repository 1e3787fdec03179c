/** Journey: every public route passes axe-core (WCAG 2.1 A/AA, and PUBLIC_PAGE_RULES) on a phone and a desktop (DESIGN.md §5). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkA11y, describeBrowser, launchBrowser, newPage, PUBLIC_PAGE_RULES, startServer, type TestServer } from './harness';
import { villageToday } from '../shared/event-time';
import { bookingInput } from '../shared/schemas/booking';
import { eventInput } from '../shared/schemas/event';
import { createBooking } from '../server/modules/booking/booking.service';
import { eventRecord } from '../server/records/kinds/event.record';
import { createRecord } from '../server/records/record.service';
import { isOpen, seedPublic, settled, summary } from './public-fixtures';

let server: TestServer;
let browser: Browser;
let paths: string[] = [];

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

describeBrowser('public pages: accessibility', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
    const ids = await seedPublic(server.db);
    const soon = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const event = await createRecord(
      server.db,
      eventRecord,
      eventInput.parse({ name: 'Perang Obor', category: 'Budaya', description: 'Puncak sedekah bumi.', starts_at: soon(5).toISOString(), ends_at: soon(5.2).toISOString(), place: 'Perempatan desa', location: '-6.6160, 110.6517', attraction_id: ids.religi }),
    );
    const booking = await createBooking(
      server.db,
      bookingInput.parse({ target: 'paket', target_id: ids.paket, name: 'Siti Aminah', whatsapp: '081234567890', visit_date: villageToday(soon(7)), people: 3 }),
      'a11y',
    );
    paths = [
      '/',
      '/about',
      '/attractions',
      '/facilities',
      `/attraction/${ids.religi}`,
      `/paket/${ids.paket}`,
      `/facility/${ids.facility}`,
      `/accommodation/${ids.lodging}`,
      '/peta-desa',
      '/masterplan-tegalsambi',
      '/agenda',
      `/agenda/${event.id}`,
      `/pemesanan/${booking.code}`,
      '/not-found',
    ];
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has no violations in open states: menus, search without results, map popup', async () => {
    const found: Record<string, unknown> = {};
    const phone = await newPage(browser, { width: 375, height: 812 });
    await phone.goto(`${server.url}/attractions`);
    await settled(phone);
    const mobileMenu = phone.getByTestId('mobile-menu');
    await phone.getByTestId('menu-toggle').click();
    await summary(mobileMenu, 'Wisata').click();
    await summary(mobileMenu, 'Fasilitas').click();
    // Judged open: the menu and both its groups.
    for (const control of [phone.getByTestId('menu-toggle'), summary(mobileMenu, 'Wisata'), summary(mobileMenu, 'Fasilitas')]) {
      expect(await isOpen(control)).toBe(true);
    }
    found['mobile menu'] = await checkA11y(phone, PUBLIC_PAGE_RULES);
    await phone.mouse.click(187, 790);
    await expect.poll(() => isOpen(phone.getByTestId('menu-toggle'))).toBe(false);
    await phone.getByRole('searchbox', { name: 'Cari' }).fill('tidak ada');
    await phone.getByRole('button', { name: 'Hapus pencarian' }).waitFor();
    found['no results'] = await checkA11y(phone, PUBLIC_PAGE_RULES);
    await phone.context().close();

    const desktop = await newPage(browser);
    await desktop.goto(`${server.url}/peta-desa`);
    // Hydrated first: Escape closes the dropdown only once the scripts run.
    await settled(desktop);
    const wisata = summary(desktop.getByTestId('desktop-nav'), 'Wisata');
    await wisata.click();
    expect(await isOpen(wisata)).toBe(true);
    found['dropdown'] = await checkA11y(desktop, PUBLIC_PAGE_RULES);
    await desktop.keyboard.press('Escape');
    await expect.poll(() => isOpen(wisata)).toBe(false);
    await desktop.locator('.leaflet-marker-icon').first().click();
    await desktop.locator('.leaflet-popup-content').waitFor();
    // Leaflet fades the popup in; axe must judge its contrast once it is fully shown.
    await expect.poll(() => desktop.locator('.leaflet-popup').evaluate((popup) => getComputedStyle(popup).opacity)).toBe('1');
    found['map popup'] = await checkA11y(desktop, PUBLIC_PAGE_RULES);
    await desktop.context().close();
    expect(Object.fromEntries(Object.entries(found).filter(([, violations]) => Array.isArray(violations) && violations.length > 0))).toEqual({});
  });

  for (const viewport of VIEWPORTS) {
    it(`has no violations at ${viewport.width}x${viewport.height}`, async () => {
      const page = await newPage(browser, viewport);
      const found: Record<string, unknown> = {};
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor();
        await page.locator('[data-testid="page-spinner"]').waitFor({ state: 'detached' });
        const violations = await checkA11y(page, PUBLIC_PAGE_RULES);
        if (violations.length > 0) found[path] = violations;
        expect(await page.locator('h1').count(), `one h1 on ${path}`).toBe(1);
      }
      await page.context().close();
      expect(found).toEqual({});
    });
  }
});
