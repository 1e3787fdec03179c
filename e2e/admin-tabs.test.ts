/**
 * Admin journey: signed in is signed in, in every tab (DESIGN.md §1). A new tab of the same browser, whose
 * sessionStorage starts empty, and a Ctrl+click on "Edit" open the panel from the live cookie session, with
 * the token and role restored; after a logout in one tab no other tab keeps working.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { adminJourney, createThroughApi, sessionToken } from './admin-support';
import { describeBrowser } from './harness';

const NAME = 'Makam Mantingan';

describeBrowser('admin in several tabs', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      await createThroughApi(url, 'attraction', { category: 'Religi', name: NAME, description: 'Makam dan masjid kuno.', price: '0', time_open_close: 'Senin - Minggu, 08:00 - 17:00', location: '-6.6160, 110.6517' });
    },
  });
  const tabs: Page[] = [];

  it('opens the panel in a new tab without signing in again', async () => {
    const { page, server } = journey;
    const tab = await page.context().newPage();
    tabs.push(tab);
    await tab.goto(`${server.url}/admin/daftar/wisata`);
    await tab.getByRole('link', { name: `Edit ${NAME}`, exact: true }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/admin/daftar/wisata');
    expect(await sessionToken(tab)).toMatch(/^\S{16,}$/);
    expect(await tab.evaluate(() => sessionStorage.getItem('userRole'))).toBe('admin');
  });

  it('opens "Edit" with Ctrl+click in a tab of its own, on the edit form', async () => {
    const { page } = journey;
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Wisata', exact: true }).click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: `Edit ${NAME}`, exact: true }).click({ modifiers: ['Control'] })]);
    tabs.push(tab);
    await tab.getByRole('form', { name: `Edit ${NAME}` }).waitFor();
    expect(await tab.getByRole('form', { name: `Edit ${NAME}` }).getByLabel('Nama').inputValue()).toBe(NAME);
  });

  it('leaves no tab working after a logout in one', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    for (const tab of tabs) {
      await tab.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await tab.waitForURL('**/login');
      expect(await sessionToken(tab)).toBeNull();
      // A fresh tab finds no session to restore either.
      await tab.goto(`${journey.server.url}/admin/dashboard`);
      await tab.waitForURL('**/login');
    }
  });
});
