/**
 * Admin journey: the sidebar on a short screen. Its menu is longer than a laptop's 768 px, so it scrolls
 * within the sidebar under the mouse wheel: the last items ("Log Aktivitas", "Akun") come into view and
 * open, and the sign-out button below the menu stays on screen.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney } from './admin-support';
import { describeBrowser } from './harness';

const nav = (page: Page) => page.getByRole('navigation', { name: messages.adminNavLabel });

/** Whether the whole of `locator` is inside the window. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

describeBrowser('admin sidebar on a short screen', () => {
  const journey = adminJourney({ seed: false });

  for (const viewport of [{ width: 1024, height: 768 }, { width: 1024, height: 560 }]) {
    it(`scrolls its menu to "Log Aktivitas" and "Akun" at ${viewport.width}x${viewport.height}`, async () => {
      const { page, server } = journey;
      await page.setViewportSize(viewport);
      for (const [label, path] of [[messages.adminNavLog, '/admin/log'], [messages.adminNavAkun, '/admin/akun']] as const) {
        await page.goto(`${server.url}/admin/dashboard`);
        const link = nav(page).getByRole('link', { name: label, exact: true });
        await link.waitFor();
        // The menu is taller than its room, and the mouse wheel over it brings its last items up.
        expect(await nav(page).evaluate((menu) => menu.scrollHeight > menu.clientHeight)).toBe(true);
        await nav(page).hover();
        await page.mouse.wheel(0, 1000);
        await expect.poll(() => inWindow(page, link), { message: label }).toBe(true);
        await link.click();
        await page.waitForURL(`**${path}`);
      }
      // The sign-out button stays on screen below the menu.
      expect(await inWindow(page, page.getByRole('button', { name: messages.adminLogout }))).toBe(true);
    });
  }
});
