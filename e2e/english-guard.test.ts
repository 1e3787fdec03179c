/**
 * Journey: every public page in English, as the server sends it and once its scripts run, shows no sentence
 * of the Indonesian catalogue (a component that kept the Indonesian it was made with); each page's head
 * names its own address and its address in every language, and so do the pages it names and the sitemap
 * (hreflang, reciprocal); and axe finds nothing on the English pages (DESIGN.md §5).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogue as bookingIndonesian } from '../shared/messages/booking';
import { messages as bookingEnglish } from '../shared/messages/booking.en';
import { catalogue as pageIndonesian } from '../shared/messages/page.id';
import { messages as pageEnglish } from '../shared/messages/page.en';
import { catalogue as publicIndonesian } from '../shared/messages/public.id';
import { messages as publicEnglish } from '../shared/messages/public.en';
import { localePath, type Locale } from '../shared/locale';
import { checkA11y, describeBrowser, hydrated, newPage, PUBLIC_PAGE_RULES } from './harness';
import { DESKTOP, englishPages, indexedPages, openEnglishSuite, PHONE, publicPages, type EnglishSuite } from './english-fixtures';
import { closePublicSuite } from './public-fixtures';

let suite: EnglishSuite;

interface IndonesianSentence {
  key: string;
  sentence: string;
  pattern: RegExp;
}

/** A catalogue sentence as a whole text: its `{placeholders}` stand for any words. */
function sentencePattern(sentence: string): RegExp {
  const parts = sentence.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 's');
}

/**
 * The Indonesian sentences an English page must not show: those whose English is different, with at least
 * three letters of their own (not "Rp {amount}" or "{hour}.{minute}", which a price or a time could look like).
 */
function indonesianSentences(indonesian: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): IndonesianSentence[] {
  return Object.entries(indonesian)
    .filter(([key, sentence]) => english[key] !== sentence && sentence.replace(/\{\w+\}/g, '').replace(/\P{L}/gu, '').length >= 3)
    .map(([key, sentence]) => ({ key, sentence, pattern: sentencePattern(sentence) }));
}

const INDONESIAN = [
  ...indonesianSentences(publicIndonesian, publicEnglish),
  ...indonesianSentences(pageIndonesian, pageEnglish),
  ...indonesianSentences(bookingIndonesian, bookingEnglish),
];
/** And the other way round: the English sentences an Indonesian page must not show. */
const ENGLISH = [
  ...indonesianSentences(publicEnglish, publicIndonesian),
  ...indonesianSentences(pageEnglish, pageIndonesian),
  ...indonesianSentences(bookingEnglish, bookingIndonesian),
];

/**
 * What the page says in its own language, outside anything marked as another (on an English page the
 * village's and the records' texts not yet translated, shown in Indonesian on purpose; on an Indonesian
 * page the language switch and the English offer): text nodes, elements' texts, alt, aria-label, title and
 * placeholder, and the head's title and descriptions. Run in the page.
 */
function pageTexts(): string[] {
  const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const own = document.documentElement.lang;
  const inAnother = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? own) !== own;
  const texts: string[] = [document.title];
  for (const name of ['description', 'og:title', 'og:description']) {
    texts.push(document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content') ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (inAnother(element) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
    const whole = flat(element.textContent);
    // A sentence is short: a long text is a container of many, each read on its own element.
    if (whole.length <= 600) texts.push(whole);
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) texts.push(flat(node.textContent));
    for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(flat(element.getAttribute(attribute)));
  }
  return texts.filter(Boolean);
}

/** The sentences of `sentences` the page shows, as "key: text". */
async function sentencesShown(page: Page, sentences: readonly IndonesianSentence[]): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await page.evaluate(pageTexts)) {
    for (const { key, pattern } of sentences) if (pattern.test(text)) found.add(`${key}: ${text.slice(0, 120)}`);
  }
  return [...found];
}

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  /** hreflang → address. */
  alternates: Record<string, string>;
  ogLocale: string | undefined;
  ogLocaleAlternates: string[];
  /** How many JSON-LD blocks the head has, and the `inLanguage` of each that states one. */
  jsonLd: number;
  inLanguage: unknown[];
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('<body'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)];
  const jsonLd = all(/<script type="application\/ld\+json">(.*?)<\/script>/g).map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
  return {
    lang: /<html lang="([^"]*)"/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    alternates: Object.fromEntries(all(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g).map((match) => [match[1], match[2]])),
    ogLocale: /<meta property="og:locale" content="([^"]*)"/.exec(head)?.[1],
    ogLocaleAlternates: all(/<meta property="og:locale:alternate" content="([^"]*)"/g).map((match) => match[1] ?? ''),
    jsonLd: jsonLd.length,
    inLanguage: jsonLd.filter((block) => 'inLanguage' in block).map((block) => block.inLanguage),
  };
}

describeBrowser('the English pages', () => {
  beforeAll(async () => {
    suite = await openEnglishSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('knows the Indonesian sentences it looks for, placeholders as wildcards', () => {
    const keys = INDONESIAN.map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(['navAbout', 'searchResults', 'bookingSubmit', 'bookingNameInvalid', 'dayMonday']));
    // The same in both languages, or too short to tell from a name or a number.
    for (const key of ['navWebGis', 'footerAdminLogin', 'priceRupiah', 'clockTime', 'detailNoData']) expect(keys).not.toContain(key);
    const results = INDONESIAN.find(({ key }) => key === 'searchResults');
    expect(results?.pattern.test('Menampilkan 2 hasil untuk "obor"')).toBe(true);
    expect(results?.pattern.test('Results for "obor" (2)')).toBe(false);
  });

  it.each([
    ['as the server sends them', false],
    ['once their scripts run', true],
  ])('show no Indonesian interface sentence, %s', async (_, javaScript) => {
    const page = await newPage(suite.browser, DESKTOP, { javaScript });
    const found: Record<string, string[]> = {};
    for (const path of englishPages(suite)) {
      await page.goto(`${suite.server.url}${path}`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en');
      const shown = await sentencesShown(page, INDONESIAN);
      if (shown.length > 0) found[path] = shown;
    }
    await page.context().close();
    expect(found).toEqual({});
  });

  // A sentence kept in a module-level constant takes the language of the first page that loads its module:
  // the Indonesian pages, rendered by the same server, must not show English either.
  it('leave the Indonesian pages without an English interface sentence, once the English ones were rendered', async () => {
    const page = await newPage(suite.browser, DESKTOP, { locale: 'id-ID' });
    const found: Record<string, string[]> = {};
    for (const path of publicPages(suite)) {
      await page.goto(`${suite.server.url}${path}`);
      await hydrated(page);
      const shown = await sentencesShown(page, ENGLISH);
      if (shown.length > 0) found[path] = shown;
    }
    await page.context().close();
    expect(found).toEqual({});
  });

  it('name their own address and every language\'s in the head, and the pages named name the same (hreflang)', async () => {
    const { url } = suite.server;
    const heads = new Map<string, Head>();
    const headAt = async (path: string): Promise<Head> => {
      const known = heads.get(path);
      if (known) return known;
      const head = headOf(await (await fetch(`${url}${path}`)).text());
      heads.set(path, head);
      return head;
    };
    // The site's public address (PUBLIC_URL), which the heads write: the Indonesian landing page's canonical.
    const site = new URL((await headAt('/')).canonical ?? '').origin;
    const expected = { en: ['en_US', 'id_ID', 'en'], id: ['id_ID', 'en_US', 'id'] } satisfies Record<Locale, string[]>;
    for (const page of publicPages(suite)) {
      const alternates = { id: `${site}${page}`, en: `${site}${localePath(page, 'en')}`, 'x-default': `${site}${page}` };
      for (const locale of ['id', 'en'] as const) {
        const path = localePath(page, locale);
        const head = await headAt(path);
        const [ogLocale, ogAlternate, language] = expected[locale];
        expect(head.lang, path).toBe(language);
        expect(head.canonical, path).toBe(`${site}${path}`);
        expect(head.alternates, path).toEqual(alternates);
        expect([head.ogLocale, head.ogLocaleAlternates], path).toEqual([ogLocale, [ogAlternate]]);
        // A page with a schema.org subject says its language (a status page and the not-found page have none).
        expect(head.inLanguage, path).toEqual(head.jsonLd > 0 ? [language] : []);
        // Each page it names names the same set, itself included.
        for (const [hreflang, address] of Object.entries(head.alternates)) {
          const named = await headAt(new URL(address).pathname);
          expect(named.alternates, `${path} → ${hreflang}`).toEqual(head.alternates);
        }
      }
    }

    // The sitemap lists each indexed page in both languages, each with the alternates its head names.
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    const entries = new Map<string, Record<string, string>>(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((match) => [
        match[1] ?? '',
        Object.fromEntries([...(match[2] ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((link) => [link[1] ?? '', link[2] ?? ''])),
      ]),
    );
    for (const page of indexedPages(suite)) {
      for (const locale of ['id', 'en'] as const) {
        const path = localePath(page, locale);
        expect(entries.get(`${site}${path}`), path).toEqual((await headAt(path)).alternates);
      }
    }
    // And every entry's alternates are entries too, listing the same.
    for (const [loc, alternates] of entries) {
      expect(Object.values(alternates), loc).toContain(loc);
      for (const address of Object.values(alternates)) expect(entries.get(address), `${loc} → ${address}`).toEqual(alternates);
    }
    expect([...entries.keys()].filter((loc) => /\/(pemesanan|not-found)/.test(loc))).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`pass axe at ${viewport.width}x${viewport.height}`, async () => {
      const page = await newPage(suite.browser, viewport);
      const found: Record<string, unknown> = {};
      for (const path of englishPages(suite)) {
        await page.goto(`${suite.server.url}${path}`);
        await page.locator('h1').first().waitFor();
        await page.locator('[data-testid="page-spinner"]').waitFor({ state: 'detached' });
        const violations = await checkA11y(page, PUBLIC_PAGE_RULES);
        if (violations.length > 0) found[path] = violations;
      }
      await page.context().close();
      expect(found).toEqual({});
    });
  }
});
