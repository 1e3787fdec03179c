/**
 * Journey: a list search kept in the URL (`?q=`): opened from a shared link, typed without new history
 * entries or a reload, cleared, and sent by a plain GET form (SPEC.md §2 "Search").
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, newPage } from './harness';
import { closePublicSuite, openPublicSuite, settled, summary, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

function sectionIds(page: Page): Promise<string[]> {
  return page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id));
}

/** The page's path and search as the browser's address bar has them (`/attractions?q=paket+obor`). */
function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Marks the window and the search box, so a reload or a remounted box is noticed. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marked = window as unknown as { box: Element | null };
    marked.box = document.querySelector('input[name="q"]');
  });
}

function sameWindowAndBox(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const marked = window as unknown as { box?: Element | null };
    return marked.box !== undefined && marked.box === document.querySelector('input[name="q"]') && document.activeElement === marked.box;
  });
}

describeBrowser('public list search in the URL', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('opens a shared search link with the box filled and only the matching cards', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attractions?q=obor`);
    await settled(page);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    expect(await search.inputValue()).toBe('obor');
    expect(await sectionIds(page)).toEqual(['paket', 'budaya']);
    expect(await page.getByTestId('section-description').allTextContents()).toEqual(['Menampilkan 1 hasil untuk "obor"', 'Menampilkan 1 hasil untuk "obor"']);
    // The term is text as a form sends it: trimmed, a number stays the typed digits.
    await page.goto(`${suite.server.url}/facilities?q=+pondok+`);
    await settled(page);
    expect(await search.inputValue()).toBe('pondok');
    expect(await sectionIds(page)).toEqual(['penginapan']);
    await page.goto(`${suite.server.url}/facilities?q=123`);
    await settled(page);
    expect(await search.inputValue()).toBe('123');
    await page.getByText('Tidak ada hasil yang ditemukan untuk "123"').waitFor();
    await page.context().close();
  });

  it('keeps the typed term in the URL without new history entries, a reload or losing the caret', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/attractions#budaya`);
    await settled(page);
    const history = await page.evaluate(() => window.history.length);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.click();
    await mark(page);
    // Typed key by key: the space before "obor" must survive the URL's trimming.
    await search.pressSequentially('paket obr', { delay: 20 });
    await search.press('ArrowLeft');
    await search.pressSequentially('o');
    expect(await search.inputValue()).toBe('paket obor');
    expect(await search.evaluate((box: HTMLInputElement) => box.selectionStart)).toBe(9);
    await expect.poll(() => address(page)).toBe('/attractions?q=paket+obor');
    expect(new URL(page.url()).hash).toBe('#budaya');
    expect(await sectionIds(page)).toEqual(['paket']);
    expect(await page.evaluate(() => window.history.length)).toBe(history);
    // Enter stays on the page: the same window, the same focused box.
    await search.press('Enter');
    expect(address(page)).toBe('/attractions?q=paket+obor');
    expect(await sameWindowAndBox(page)).toBe(true);
    // A card and Back: the list comes back filtered.
    await page.locator('#paket').getByRole('link', { name: /Paket Obor/ }).click();
    await page.waitForURL(`${suite.server.url}/paket/${suite.ids.paket}`);
    await page.goBack();
    await settled(page);
    expect(await search.inputValue()).toBe('paket obor');
    expect(await sectionIds(page)).toEqual(['paket']);
    await page.context().close();
  });

  it('removes q from the URL when the search is cleared, and a menu link opens the whole list', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/facilities?q=zzz`);
    await settled(page);
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    await expect.poll(() => address(page)).toBe('/facilities');
    expect(await sectionIds(page)).toEqual(['fasilitas', 'penginapan']);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill('balai');
    await expect.poll(() => address(page)).toBe('/facilities?q=balai');
    await page.getByRole('button', { name: 'Kosongkan kolom pencarian' }).click();
    await expect.poll(() => address(page)).toBe('/facilities');
    expect(await search.inputValue()).toBe('');
    // Searching, then the menu's "Penginapan": the whole list, scrolled to that section.
    await search.fill('balai');
    await expect.poll(() => address(page)).toBe('/facilities?q=balai');
    const nav = page.getByTestId('desktop-nav');
    await summary(nav, 'Fasilitas').click();
    await nav.getByRole('link', { name: 'Penginapan', exact: true }).click();
    await expect.poll(() => address(page)).toBe('/facilities');
    expect(new URL(page.url()).hash).toBe('#penginapan');
    expect(await search.inputValue()).toBe('');
    expect(await sectionIds(page)).toEqual(['fasilitas', 'penginapan']);
    await page.context().close();
  });

  it.each([
    ['/attractions', 'Cari wisata atau paket'],
    ['/facilities', 'Cari fasilitas atau penginapan'],
  ])('%s: the search box is a plain GET form to the page itself', async (path, placeholder) => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.url}${path}`);
    await settled(page);
    const form = page.locator('form[role="search"]');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe(path);
    const input = form.locator('input[type="search"]');
    expect(await input.getAttribute('name')).toBe('q');
    expect(await input.getAttribute('placeholder')).toBe(placeholder);
    expect(await input.getAttribute('maxlength')).toBe('100');
    // What the browser would send without the script: the path with ?q=, as the page reads it back.
    expect(await form.evaluate((element: HTMLFormElement) => {
      const box = element.querySelector('input');
      if (box) box.value = 'paket obor';
      const url = new URL(element.action);
      url.search = new URLSearchParams(new FormData(element) as unknown as Record<string, string>).toString();
      return `${url.pathname}${url.search}`;
    })).toBe(`${path}?q=paket+obor`);
    await page.context().close();
  });
});
