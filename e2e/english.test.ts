/**
 * Journey: a visitor who reads English (docs/decisions/0016). On a phone with the scripts, from /en through
 * the menu, the search, an event and its calendar file to a booking request and its status page, every
 * sentence in English and the language switch to the same page in Indonesian and back; the same without
 * JavaScript, by plain links and forms; and the English offer an Indonesian page makes to a browser that
 * prefers English, which a visitor can decline for good.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue as indonesianBooking, type BookingMessageKey } from '../shared/messages/booking';
import { messages as englishBooking } from '../shared/messages/booking.en';
import { checkA11y, describeBrowser, hydrated, newPage, PUBLIC_PAGE_RULES } from './harness';
import { DESKTOP, englishDay, EVENT_DAYS_AHEAD, EVENT_NAME, openEnglishSuite, PHONE, type EnglishSuite } from './english-fixtures';
import { closePublicSuite, dayFrom, isOpen, messageOf, settled, summary } from './public-fixtures';

const CODE = /^TGS-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const NO_SCRIPT = { javaScript: false };
/** What a browser set to British English names first in Accept-Language. */
const PREFERS_ENGLISH = 'en-GB,en;q=0.9';

let suite: EnglishSuite;

function pageLanguage(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** The package's booking form and its fields, by their English labels. */
function bookingForm(page: Page) {
  const form = page.locator('#pemesanan');
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    whatsapp: form.getByLabel('WhatsApp number'),
    date: form.getByLabel('Date of visit'),
    people: form.getByLabel('Number of people'),
    send: form.getByRole('button', { name: 'Send Request' }),
  };
}

/** The text WhatsApp is opened with by the link named "Continue on WhatsApp". */
async function whatsAppText(page: Page): Promise<string> {
  const href = (await page.getByRole('link', { name: /Continue on WhatsApp/ }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  return decodeURIComponent(href.split('text=')[1] ?? '');
}

/** The Indonesian sentences of the booking part, other than in English, that the page's text contains. */
async function indonesianBookingSentences(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return Object.entries(indonesianBooking)
    .filter(([key, sentence]) => sentence !== englishBooking[key as BookingMessageKey] && !sentence.includes('{') && text.includes(sentence))
    .map(([, sentence]) => sentence);
}

/** The English offer an Indonesian page makes, if it makes one. */
function offer(page: Page) {
  return page.getByTestId('language-offer');
}

describeBrowser('the English site', () => {
  beforeAll(async () => {
    suite = await openEnglishSuite();
  });
  afterAll(() => closePublicSuite(suite));

  it('on a phone: the menu, the search, an event and its calendar file, a booking request and its status page, all in English', async () => {
    const { url } = suite.server;
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${url}/en`);
    await settled(page);
    expect(await pageLanguage(page)).toBe('en');

    // The menu: its groups open to the list page's sections.
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await summary(menu, 'Attractions').click();
    await menu.getByRole('link', { name: 'Religious & Heritage Sites' }).click();
    await page.waitForURL(`${url}/en/attractions#religi`);
    await settled(page);
    expect(await page.locator('h1').innerText()).toBe('Attractions in Tegalsambi');

    // The search box asks in English and answers in English, as the visitor types.
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Search attractions or packages');
    await search.fill('obor');
    await expect.poll(() => page.getByTestId('section-description').allInnerTexts()).toEqual(['Results for "obor" (1)', 'Results for "obor" (1)']);
    expect(await page.locator('main').innerText()).toContain('Perang Obor');

    // An event, from the agenda the menu links: its date in English, on the village's clock.
    await page.getByTestId('menu-toggle').click();
    await menu.getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL(`${url}/en/agenda`);
    await settled(page);
    expect(await page.getByRole('link', { name: 'Subscribe to the events calendar' }).getAttribute('href')).toBe('/en/agenda.ics');
    await page.getByRole('link', { name: new RegExp(EVENT_NAME) }).click();
    await page.waitForURL(`${url}/en/agenda/${suite.event}`);
    await settled(page);
    const when = `${englishDay(suite.eventDay)}, 19:00–21:00 WIB`;
    expect(await page.getByTestId('event-when').innerText()).toBe(when);
    expect(await page.getByTestId('event-countdown').innerText()).toBe(`${EVENT_DAYS_AHEAD} days to go`);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/en/agenda');

    // "Add to Calendar" downloads the event from under /en: the file links the English page.
    const addToCalendar = page.getByRole('link', { name: 'Add to Calendar' });
    expect(await addToCalendar.getAttribute('href')).toBe(`/en/agenda/${suite.event}/kalender.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.click()]);
    // Long lines of a calendar file fold onto the next, which starts with a space (RFC 5545 §3.1).
    const lines = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
    expect(lines).toContain(`SUMMARY:${EVENT_NAME}`);
    expect(lines).toContain('CATEGORIES:Culture');
    expect(lines.filter((line) => line.startsWith('URL:'))).toEqual([expect.stringMatching(new RegExp(`^URL:https?://[^/]+/en/agenda/${suite.event}$`))]);

    // A booking request from the package's English page: sent empty, every field says what it needs in English.
    await page.goto(`${url}/en/paket/${suite.ids.paket}`);
    await settled(page);
    const fields = bookingForm(page);
    await fields.send.click();
    await expect.poll(() => messageOf(fields.name)).toBe('Your name must be 2 to 100 characters long.');
    expect(await messageOf(fields.whatsapp)).toBe(
      'Please enter an Indonesian WhatsApp number of 8 to 15 digits starting with 08, 62 or +62, for example 0812 3456 7890 or +62 812 3456 7890.',
    );
    expect(await messageOf(fields.date)).toBe('Please choose a date.');
    expect(await messageOf(fields.people)).toBe('The number of people must be between 1 and 500.');
    expect(await indonesianBookingSentences(page)).toEqual([]);

    const visit = dayFrom(7);
    await fields.name.fill('Sarah Miller');
    await fields.whatsapp.fill('+62 812 3456 7890');
    await fields.date.fill(visit);
    await fields.people.fill('2');
    // The server's own refusal comes back in the page's language too.
    await page.route('**/trpc/booking.create*', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, Record<string, unknown>>;
      await route.continue({ postData: JSON.stringify({ ...body, 0: { ...body['0'], people: 501 } }) });
    });
    await fields.send.click();
    await fields.form.getByTestId('booking-error-people').waitFor();
    expect(await messageOf(fields.people)).toBe('The number of people must be between 1 and 500.');
    await page.unroute('**/trpc/booking.create*');

    await fields.send.click();
    await fields.form.getByRole('heading', { name: 'Request Sent' }).waitFor();
    const code = (await fields.form.getByTestId('booking-code').innerText()).trim();
    expect(code).toMatch(CODE);
    const sent = await fields.form.getByTestId('booking-sent').innerText();
    for (const text of ['Thank you, Sarah Miller.', 'Paket Obor', englishDay(visit), 'Please keep this code.']) expect(sent).toContain(text);
    expect(await whatsAppText(page)).toBe(`Hello, my name is Sarah Miller. I have just sent booking request ${code}: Paket Obor on ${englishDay(visit)}, guests: 2. Could you please confirm it?`);
    expect(await indonesianBookingSentences(page)).toEqual([]);

    // The status page, by the address the confirmation shows.
    await fields.form.getByRole('link', { name: `/en/pemesanan/${code}` }).click();
    await page.waitForURL(`${url}/en/pemesanan/${code}`);
    await settled(page);
    expect(await page.locator('h1').innerText()).toBe(`Status of Request ${code}`);
    expect(await page.getByTestId('booking-status').innerText()).toBe('New');
    const status = await page.locator('main').innerText();
    for (const text of ['We have received your request and will be in touch with you soon.', 'Paket Obor', englishDay(visit)]) expect(status).toContain(text);

    // The language switch, last in the menu: the same request's page in Indonesian, and back.
    await page.getByTestId('menu-toggle').click();
    const toIndonesian = menu.getByTestId('language-switch');
    expect(await toIndonesian.innerText()).toContain('Bahasa Indonesia');
    await toIndonesian.click();
    await page.waitForURL(`${url}/pemesanan/${code}`);
    await settled(page);
    expect(await pageLanguage(page)).toBe('id');
    expect(await page.locator('h1').innerText()).toBe(`Status Permintaan ${code}`);
    expect(await page.getByTestId('booking-status').innerText()).toBe('Baru');
    await page.getByTestId('menu-toggle').click();
    expect(await isOpen(page.getByTestId('menu-toggle'))).toBe(true);
    await menu.getByTestId('language-switch').click();
    await page.waitForURL(`${url}/en/pemesanan/${code}`);
    await settled(page);
    expect(await page.getByTestId('booking-status').innerText()).toBe('New');
    await page.context().close();
  });

  describe('without JavaScript', () => {
    it('reads the English pages, and searches with the plain form', async () => {
      const { url } = suite.server;
      const { ids } = suite;
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      const pages: [path: string, heading: string, text: string][] = [
        ['/en', 'Desa Wisata Tegalsambi', 'Explore Attractions'],
        ['/en/about', 'About the Village', 'See the tour packages'],
        ['/en/attractions', 'Attractions in Tegalsambi', 'IDR 10,000 /person'],
        ['/en/facilities', 'Facilities & Places to Stay', 'From IDR 150,000 /night'],
        ['/en/kuliner', 'Food & Drink in Tegalsambi', 'IDR 15,000 – IDR 35,000'],
        ['/en/agenda', 'Village Events', 'Upcoming Events'],
        [`/en/agenda/${suite.event}`, EVENT_NAME, `${englishDay(suite.eventDay)}, 19:00–21:00 WIB`],
        [`/en/attraction/${ids.religi}`, 'Makam Mbah Tegal', 'Free'],
        [`/en/paket/${ids.paket}`, 'Paket Obor', 'IDR 150,000 /package'],
        [`/en/accommodation/${ids.lodging}`, 'Homestay Ukir', 'Price per Night'],
        [`/en/facility/${ids.facility}`, 'Balai Desa', 'Amenities'],
        [`/en/kuliner/${suite.kuliner}`, 'Pindang Serani', 'Price Range'],
        ['/en/peta-desa', 'Interactive Map of Tegalsambi Village', 'Places Shown'],
        ['/en/masterplan-tegalsambi', 'Tourism Village Masterplan', 'Download PDF'],
        ['/en/not-found', 'Page not found', 'Back to the home page'],
      ];
      for (const [path, heading, text] of pages) {
        await page.goto(`${url}${path}`);
        expect(await pageLanguage(page), path).toBe('en');
        expect(await page.locator('h1').innerText(), path).toContain(heading);
        expect(await page.locator('main').innerText(), path).toContain(text);
      }
      // An address that names no page is the English not-found page.
      const missing = await page.goto(`${url}/en/tidak-ada`);
      expect(missing?.status()).toBe(404);
      expect(page.url()).toBe(`${url}/en/not-found`);

      await page.goto(`${url}/en/attractions`);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('obor');
      await search.press('Enter');
      await page.waitForURL(`${url}/en/attractions?q=obor`);
      expect(await page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(['paket', 'budaya']);
      expect(await page.getByTestId('section-description').allInnerTexts()).toEqual(['Results for "obor" (1)', 'Results for "obor" (1)']);
      await page.context().close();
    });

    it('sends a booking request to /en/pemesanan: a refusal in English keeps what was typed, then the status page greets in English', async () => {
      const { url } = suite.server;
      const page = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await page.goto(`${url}/en/paket/${suite.ids.paket}`);
      const fields = bookingForm(page);
      expect(await fields.form.locator('form').getAttribute('action')).toBe('/en/pemesanan');
      const typed = ['A', '0812 3456 7890', dayFrom(30), '4'];
      await fields.name.fill(typed[0] ?? '');
      await fields.whatsapp.fill(typed[1] ?? '');
      await fields.date.fill(typed[2] ?? '');
      await fields.people.fill(typed[3] ?? '');
      await fields.send.click();
      await page.waitForURL(`${url}/en/pemesanan`);
      expect(await pageLanguage(page)).toBe('en');
      expect(await Promise.all([fields.name, fields.whatsapp, fields.date, fields.people].map((field) => field.inputValue()))).toEqual(typed);
      expect(await messageOf(fields.name)).toBe('Your name must be 2 to 100 characters long.');
      expect(await indonesianBookingSentences(page)).toEqual([]);

      await fields.name.fill('Sarah Miller');
      await fields.send.click();
      await page.waitForURL(/\/en\/pemesanan\/TGS-[0-9A-Z]{4}-[0-9A-Z]{4}\?terkirim=1$/);
      const code = (await page.getByTestId('booking-code').innerText()).trim();
      expect(page.url()).toBe(`${url}/en/pemesanan/${code}?terkirim=1`);
      expect(await page.getByText('Request Sent').first().isVisible()).toBe(true);
      expect(await page.getByTestId('booking-status').innerText()).toBe('New');
      expect(await whatsAppText(page)).toBe(`Hello, my name is Sarah Miller. I have just sent booking request ${code}: Paket Obor on ${englishDay(dayFrom(30))}, guests: 4. Could you please confirm it?`);
      expect(await indonesianBookingSentences(page)).toEqual([]);
      await page.context().close();
    });

    it('follows the language switch as a plain link to the same page in Indonesian, and back', async () => {
      const { url } = suite.server;
      const page = await newPage(suite.browser, DESKTOP, NO_SCRIPT);
      await page.goto(`${url}/en/attractions?q=obor`);
      // The top bar's (the phone's is in its menu).
      const switchLink = page.locator('[data-testid="language-switch"]:visible');
      expect([await switchLink.getAttribute('lang'), await switchLink.getAttribute('hreflang')]).toEqual(['id', 'id']);
      await switchLink.click();
      // The search comes along: the same page, as it was.
      await page.waitForURL(`${url}/attractions?q=obor`);
      expect(await pageLanguage(page)).toBe('id');
      expect(await page.getByTestId('section-description').first().innerText()).toBe('Menampilkan 1 hasil untuk "obor"');
      expect(await switchLink.innerText()).toContain('English');
      await switchLink.click();
      await page.waitForURL(`${url}/en/attractions?q=obor`);
      expect(await pageLanguage(page)).toBe('en');

      const phone = await newPage(suite.browser, PHONE, NO_SCRIPT);
      await phone.goto(`${url}/en/pemesanan/${suite.code}`);
      await phone.getByTestId('menu-toggle').click();
      await phone.getByTestId('mobile-menu').getByTestId('language-switch').click();
      await phone.waitForURL(`${url}/pemesanan/${suite.code}`);
      expect(await phone.getByTestId('booking-status').innerText()).toBe('Baru');
      await phone.context().close();
      await page.context().close();
    });
  });

  describe('the English offer', () => {
    it('is made on an Indonesian page to a browser that prefers English, in English, without moving it', async () => {
      const { url } = suite.server;
      const page = await newPage(suite.browser, PHONE, { locale: 'en-GB' });
      const response = await page.goto(`${url}/about`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${url}/about`);
      expect(await pageLanguage(page)).toBe('id');
      await hydrated(page);
      // The scripts leave it as the server put it.
      expect(await offer(page).isVisible()).toBe(true);
      expect(await offer(page).getAttribute('lang')).toBe('en');
      expect(await offer(page).innerText()).toContain('This page is also available in English.');
      expect(await checkA11y(page, PUBLIC_PAGE_RULES)).toEqual([]);
      await offer(page).getByRole('link', { name: 'Read it in English' }).click();
      await page.waitForURL(`${url}/en/about`);
      await settled(page);
      expect(await page.locator('h1').innerText()).toBe('About the Village');
      // An English page offers nothing.
      expect(await offer(page).count()).toBe(0);
      await page.context().close();

      // By HTTP, as the browser's header names it: the page itself, not a redirect, and caches keep one copy per language.
      const answer = await fetch(`${url}/about`, { headers: { 'Accept-Language': PREFERS_ENGLISH }, redirect: 'manual' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
      expect(await answer.text()).toContain('data-testid="language-offer"');
    });

    it('is never made to a browser that prefers Indonesian, to a crawler, or on an English page', async () => {
      const { url } = suite.server;
      const indonesianOrNone: Record<string, string>[] = [{ 'Accept-Language': 'id' }, { 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' }, {}];
      for (const headers of indonesianOrNone) {
        const html = await (await fetch(`${url}/about`, { headers })).text();
        expect(html, JSON.stringify(headers)).not.toContain('language-offer');
      }
      for (const path of ['/en', '/en/about', `/en/paket/${suite.ids.paket}`]) {
        const html = await (await fetch(`${url}${path}`, { headers: { 'Accept-Language': PREFERS_ENGLISH } })).text();
        expect(html, path).not.toContain('language-offer');
      }
      const page = await newPage(suite.browser, PHONE, { locale: 'id-ID' });
      await page.goto(`${url}/attractions`);
      expect(await offer(page).count()).toBe(0);
      await page.context().close();
    });

    it.each([
      ['with', {}],
      ['without', NO_SCRIPT],
    ])('goes away for later pages once the visitor stays in Indonesian, %s JavaScript', async (_, options) => {
      const { url } = suite.server;
      const page = await newPage(suite.browser, PHONE, { ...options, locale: 'en-GB' });
      await page.goto(`${url}/attractions`);
      await hydrated(page);
      await offer(page).getByRole('button', { name: 'Stay in Indonesian' }).click();
      await page.waitForURL(`${url}/attractions`);
      await page.locator('h1').waitFor();
      expect(await offer(page).count()).toBe(0);
      for (const path of ['/', `/paket/${suite.ids.paket}`]) {
        await page.goto(`${url}${path}`);
        expect(await offer(page).count(), path).toBe(0);
      }
      // English pages are still there to be read.
      await page.goto(`${url}/en/about`);
      expect(await pageLanguage(page)).toBe('en');
      await page.context().close();
    });
  });
});
