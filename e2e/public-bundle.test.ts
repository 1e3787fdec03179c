/**
 * Journey: a visitor opens the landing page, the attractions list and a detail page, and their browser
 * downloads the public sentences only (shared/messages/public.ts, page heads included), never the admin
 * panel's or the API's (shared/messages/admin.ts), nor the chart library of the statistics screen.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_DIR } from '../server/paths';
import { messages as adminMessages } from '../shared/messages/admin';
import { catalogue as pageMessages } from '../shared/messages/page.id';
import { catalogue as publicMessages } from '../shared/messages/public.id';
import { describeBrowser, newPage } from './harness';
import { closePublicSuite, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

let suite: PublicSuite;

const publicSentences = [...Object.values(publicMessages), ...Object.values(pageMessages)] as string[];

/**
 * Sentences that only the admin panel or the API use: plain ASCII (as the bundler writes it), long
 * enough to be unmistakable, and not part of any public sentence.
 */
const notForVisitors = Object.values(adminMessages).filter(
  (sentence: string) => sentence.length >= 15 && /^[\x20-\x7e]+$/.test(sentence) && !publicSentences.some((text) => text.includes(sentence)),
);

/** A name only Chart.js's code holds (the key under which it keeps its own data on the datasets it draws). */
const CHART_LIBRARY = '$chartjs';

/** Every script the browser fetched while opening `path`, by URL. */
async function scriptsOf(path: string): Promise<Map<string, string>> {
  const page = await newPage(suite.browser);
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.text().then((text) => void scripts.set(new URL(response.url()).pathname, text)));
  });
  await page.goto(`${suite.server.url}${path}`);
  await settled(page);
  // What the islands fetch once they run (embla, on a list) counts too: every script until the network rests.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.context().close();
  return scripts;
}

describeBrowser('public pages load only the public sentences', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('checks many distinctive admin sentences, among them the admin screens’ own words', () => {
    expect(notForVisitors.length).toBeGreaterThan(100);
    for (const sentence of ['Konfirmasi Hapus', 'Gunakan lokasi saya', 'Draf yang belum disimpan telah dipulihkan.', 'Tambah Penginapan']) {
      expect(notForVisitors).toContain(sentence);
    }
  });

  it.each(['/', '/attractions', 'detail'])('%s: the entry chunk and the page’s chunks hold no admin sentence', async (target) => {
    const path = target === 'detail' ? `/attraction/${suite.ids.religi}` : target;
    const scripts = await scriptsOf(path);
    const all = [...scripts.values()].join('\n');
    // The public sentences themselves did arrive: the scripts read are the ones that render the page.
    expect(all).toContain(publicMessages.navAbout);
    expect([...scripts.keys()].some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    const found = notForVisitors.filter((sentence) => all.includes(sentence));
    expect(found).toEqual([]);
    // The sentences only the server writes (page.id.ts) are not loaded by the page's scripts: none of
    // their code may read one, or it would show nothing there (the minified code keeps property names).
    const readByScripts = Object.keys(pageMessages).filter((key) => new RegExp(`[.'"\`]${key}\\b`).test(all));
    expect(readByScripts).toEqual([]);
    expect(all).not.toContain(pageMessages.landingAboutText);
    expect(all).not.toContain(CHART_LIBRARY);
  });

  it('Chart.js is in the statistics screen’s chunk, and in no other file of the build', async () => {
    const assets = join(CLIENT_DIR, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const holding = [];
    for (const file of scripts) if ((await readFile(join(assets, file), 'utf8')).includes(CHART_LIBRARY)) holding.push(file);
    expect(holding).toEqual([expect.stringMatching(/^statistik-[\w-]+\.js$/)]);
  });
});
