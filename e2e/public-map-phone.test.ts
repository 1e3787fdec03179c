/**
 * Journey: the village map on a phone, with the demo content (its points spread over the village): every
 * point shown is inside the map at first view and after each filter, and the page passes axe. Tiles are
 * blocked here: the markers are judged by their boxes, not by what is drawn under them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkA11y, describeBrowser, launchBrowser, newPage, PUBLIC_PAGE_RULES, startServer, type TestServer } from './harness';
import { settled } from './public-fixtures';

let server: TestServer;
let browser: Browser;

/**
 * The markers whose icon is not wholly inside the map's box, once the map is at rest: the boxes are read
 * twice, a zoom or pan animation (a quarter of a second in Leaflet) apart, and must not have moved.
 */
function markersOutside(page: Page): Promise<{ moving: boolean; outside: string[] }> {
  return page.evaluate(async () => {
    const boxes = () => Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-icon'), (marker) => ({ title: marker.title, box: marker.getBoundingClientRect() }));
    const before = JSON.stringify(boxes());
    await new Promise((resolve) => setTimeout(resolve, 400));
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    const markers = boxes();
    const inside = ({ box }: (typeof markers)[number]) => map !== undefined && box.left >= map.left && box.right <= map.right && box.top >= map.top && box.bottom <= map.bottom;
    return { moving: JSON.stringify(markers) !== before, outside: markers.filter((marker) => !inside(marker)).map((marker) => marker.title) };
  });
}

describeBrowser('village map on a phone', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fits every shown point inside the map at first view and after each filter', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/peta-desa`);
    await settled(page);
    const markers = page.locator('.leaflet-marker-icon');
    const listed = page.getByTestId('map-point-list').locator('li');
    await expect.poll(() => markers.count()).toBeGreaterThan(20);
    expect(await markers.count()).toBe(await listed.count());
    await expect.poll(() => markersOutside(page)).toEqual({ moving: false, outside: [] });

    const select = page.getByRole('combobox', { name: 'Kategori' });
    const categories = (await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter((value) => value !== 'semua');
    for (const category of [...categories, 'semua']) {
      await select.selectOption(category);
      await expect.poll(async () => (await markers.count()) === (await listed.count()), { message: category }).toBe(true);
      await expect.poll(() => markersOutside(page), { message: category }).toEqual({ moving: false, outside: [] });
    }
    await page.context().close();
  });

  it('passes axe, and its list of points, which scrolls, is reached and scrolled by keyboard', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/peta-desa`);
    await settled(page);
    const list = page.getByRole('list', { name: 'Lokasi Ditampilkan' });
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await checkA11y(page, PUBLIC_PAGE_RULES)).toEqual([]);
    // The list itself is in the tab order, and its keys scroll it.
    await list.focus();
    expect(await list.evaluate((element) => element === document.activeElement && element.tabIndex === 0)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.context().close();
  });
});
