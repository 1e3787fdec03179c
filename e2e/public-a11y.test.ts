/** Journey: every public route passes axe-core (WCAG 2.1 A/AA) on a phone and a desktop (DESIGN.md §5). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkA11y, describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';
import { villageToday } from '../shared/event-time';
import { bookingInput } from '../shared/schemas/booking';
import { eventInput } from '../shared/schemas/event';
import { createBooking } from '../server/modules/booking/booking.service';
import { eventRecord } from '../server/records/kinds/event.record';
import { createRecord } from '../server/records/record.service';
import { seedPublic, settled } from './public-fixtures';

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
    await phone.getByRole('button', { name: 'Buka menu' }).click();
    await phone.locator('header').getByRole('button', { name: 'Wisata' }).click();
    await phone.locator('header').getByRole('button', { name: 'Fasilitas' }).click();
    found['mobile menu'] = await checkA11y(phone);
    await phone.mouse.click(187, 790);
    await phone.getByRole('searchbox', { name: 'Cari' }).fill('tidak ada');
    await phone.getByRole('button', { name: 'Hapus pencarian' }).waitFor();
    found['no results'] = await checkA11y(phone);
    await phone.context().close();

    const desktop = await newPage(browser);
    await desktop.goto(`${server.url}/peta-desa`);
    await desktop.locator('[data-testid="page-spinner"]').waitFor({ state: 'detached' });
    await desktop.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name: 'Wisata' }).click();
    found['dropdown'] = await checkA11y(desktop);
    await desktop.locator('.leaflet-marker-icon').first().click();
    await desktop.locator('.leaflet-popup-content').waitFor();
    // Leaflet fades the popup in; axe must judge its contrast once it is fully shown.
    await expect.poll(() => desktop.locator('.leaflet-popup').evaluate((popup) => getComputedStyle(popup).opacity)).toBe('1');
    found['map popup'] = await checkA11y(desktop);
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
        const violations = await checkA11y(page);
        if (violations.length > 0) found[path] = violations;
        expect(await page.locator('h1').count(), `one h1 on ${path}`).toBe(1);
      }
      await page.context().close();
      expect(found).toEqual({});
    });
  }
});
