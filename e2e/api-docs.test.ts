/**
 * Journey: an integrator opens the API reference at /api/docs. The renderer comes from our own origin (the
 * page cannot reach the internet here), lists the legacy operations, and runs under the strict policy with
 * no console error and no CSP violation.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;

describeBrowser('the API reference page', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the login route and every data route, with no console error nor CSP violation', async () => {
    const page = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(`console: ${entry.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request: ${request.url()}`));
    // Added through the DevTools protocol, so it runs before the page's own scripts and outside its CSP.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const answer = await page.goto(`${server.url}/api/docs`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self';");
    const login = page.locator('.opblock-summary-path[data-path="/api/auth/login"]');
    await login.waitFor();
    for (const path of ['/api/auth/logout', '/api/data/attraction', '/api/data/umkm/{id}', '/api/data/map/{id}', '/api/openapi.json']) {
      await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`).first().isVisible()).resolves.toBe(true);
    }
    // Opening an operation shows its documented answers, the catalogue's sentences among them.
    await login.click();
    await page.getByText('Email atau kata sandi salah.').first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
