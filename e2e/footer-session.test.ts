/**
 * Journey: the footer's "Admin Login" is for visitors without a session (SPEC.md §2), and the server renders
 * it as the browser will show it. Signed in, the server's HTML has no such link (read with the session
 * cookie, and seen without JavaScript), and none appears at any moment while the page hydrates; signed out,
 * and again after a sign-out in the same tab, it is there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from './admin-support';
import { describeBrowser, hydrated, launchBrowser, newPage, startServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;

const ADMIN_LOGIN = />Admin Login</;

/**
 * Records, from before the page's first byte is parsed, whether a link to /login was ever in the document:
 * the server's HTML or anything a script drew, however briefly.
 */
async function watchLoginLink(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const flag = window as unknown as { loginLinkSeen?: boolean };
    flag.loginLinkSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('footer a[href="/login"]')) flag.loginLinkSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

function loginLinkSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { loginLinkSeen?: boolean }).loginLinkSeen === true);
}

function footerLoginLinks(page: Page): Promise<number> {
  return page.locator('footer').getByRole('link', { name: 'Admin Login', exact: true }).count();
}

describeBrowser('the footer follows the session', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('offers Admin Login to a visitor, in the HTML and after hydration', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toMatch(ADMIN_LOGIN);
    const page = await newPage(browser);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    expect(await footerLoginLinks(page)).toBe(1);
    await page.context().close();
  });

  it('renders no Admin Login for a signed-in admin: not in the server HTML, not without scripts, never while hydrating', async () => {
    const page = await newPage(browser);
    await signIn(page, server.url);
    const context = page.context();
    // The server's HTML, asked with the browser's session cookie.
    const html = await (await context.request.get(`${server.url}/`)).text();
    expect(html).toContain('<footer');
    expect(html).not.toMatch(ADMIN_LOGIN);

    // The page before any script runs: the same cookie, JavaScript off.
    const noScript = await newPage(browser, undefined, { javaScript: false });
    await noScript.context().addCookies(await context.cookies());
    await noScript.goto(`${server.url}/about`);
    await noScript.locator('footer').waitFor();
    expect(await footerLoginLinks(noScript)).toBe(0);
    await noScript.context().close();

    // With scripts: hydrated as rendered, the link absent from the first byte to the end.
    await watchLoginLink(context);
    for (const path of ['/', '/attractions', '/agenda']) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      expect(await footerLoginLinks(page), path).toBe(0);
      expect(await loginLinkSeen(page), `a login link was drawn on ${path}`).toBe(false);
    }
    // A new tab of the same browser has the cookie session but no token yet: the server's word stands.
    const newTab = await context.newPage();
    await newTab.goto(`${server.url}/facilities`);
    await hydrated(newTab);
    expect(await footerLoginLinks(newTab)).toBe(0);
    expect(await loginLinkSeen(newTab)).toBe(false);
    await newTab.close();

    // Signed out in this tab: the link is back, on the login page it lands on and on the pages after it.
    // The login screen's code arrives late, as on a slow phone: the public footer waits for the screen it
    // surrounds, so a link in it is not pushed away by the form a moment after it is drawn.
    await page.goto(`${server.url}/admin/dashboard`);
    await page.route('**/assets/login-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL('**/login');
    await page.locator('footer').getByRole('link', { name: 'Admin Login', exact: true }).waitFor();
    expect(await page.locator('#login-title').count(), 'the footer was drawn before the login form').toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Tentang', exact: true }).click();
    await page.waitForURL('**/about');
    expect(await footerLoginLinks(page)).toBe(1);
    expect(await (await context.request.get(`${server.url}/`)).text()).toMatch(ADMIN_LOGIN);
    await context.close();
  });
});
