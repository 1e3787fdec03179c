/**
 * Journey: a legacy client's page on another origin (the case CORS_ORIGINS exists for) shows our images
 * and links our PDFs (DESIGN.md §1: stored bytes are `Cross-Origin-Resource-Policy: cross-origin`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;
let foreign: Server;
let foreignUrl: string;
let foreignPage = '';

/** A second origin (another port on 127.0.0.1) that serves whatever page the test puts in `foreignPage`. */
function startForeignOrigin(): Promise<string> {
  foreign = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(foreignPage));
  return new Promise((resolve) => foreign.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}`)));
}

describeBrowser('our media on a page of another origin', () => {
  beforeAll(async () => {
    [server, browser, foreignUrl] = await Promise.all([startServer(), launchBrowser(), startForeignOrigin()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => foreign?.close(resolve));
  });

  it('loads every width of an image and keeps the strict policy on our own pages', async () => {
    const image = await server.db.selectFrom('image').select('dir').orderBy('id').executeTakeFirstOrThrow();
    const sources = ['', '?w=480', '?w=960'].map((query) => `${server.url}/uploads/${image.dir}${query}`);
    foreignPage = `<!doctype html><title>Mitra</title>${sources.map((src) => `<img src="${src}" alt="">`).join('')}`;

    const page = await newPage(browser);
    const blocked: string[] = [];
    page.on('requestfailed', (request) => blocked.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    await page.goto(foreignUrl);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const widths = await page.$$eval('img', (images) => images.map((img) => img.naturalWidth));
    expect(blocked).toEqual([]);
    expect(widths.every((width) => width > 0)).toBe(true);
    await page.context().close();

    const served = await fetch(sources[0] ?? '');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const pageAnswer = await fetch(`${server.url}/attractions`);
    expect(pageAnswer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('serves the masterplan PDFs cross-origin with their caching', async () => {
    const pdf = await fetch(`${server.url}/files/masterplan-desa-wisata-tegalsambi.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('cache-control')).toBe('public, max-age=300');
    // A page elsewhere can fetch it in no-cors mode (what an <a> preview or an <embed> does).
    foreignPage = '<!doctype html><title>Mitra</title>';
    const page = await newPage(browser);
    await page.goto(foreignUrl);
    const loaded = await page.evaluate(async (url) => {
      const answer = await fetch(url, { mode: 'no-cors' });
      return answer.type;
    }, `${server.url}/files/masterplan-desa-wisata-tegalsambi.pdf`);
    expect(loaded).toBe('opaque');
    await page.context().close();
  });
});
