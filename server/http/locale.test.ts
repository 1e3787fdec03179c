/**
 * The language of each request (locale.ts), on both databases: the English booking form is answered in
 * English and sends the visitor on to the English status page; an API call is refused in the language its
 * page names, the legacy REST API in Indonesian whatever is asked; the English calendar links English
 * pages; the sitemap lists every page in both languages with its alternates; and a browser that prefers
 * English is offered the English page (language-offer.ts), never sent there, until it chooses to stay.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSentPath } from '../../shared/booking-form';
import { villageToday } from '../../shared/event-time';
import { catalogue as bookingSentences } from '../../shared/messages/booking';
import { messages as englishBooking } from '../../shared/messages/booking.en';
import { englishSentences as englishPublic } from '../../shared/messages/english';
import { messages } from '../../shared/messages';
import { paketInput } from '../../shared/schemas/paket';
import { eventInput } from '../../shared/schemas/event';
import { records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { databases } from '../test-support/db';
import { useTestServer } from '../test-support/http';
import { recordingPages, rendered } from '../test-support/recording-pages';

const ORIGIN = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases)('the language of a request (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: recordingPages });
  let paket: number;
  let event: number;
  let address = 0;

  const fields = (changes: Record<string, string> = {}) => ({
    target: 'paket',
    target_id: String(paket),
    name: 'Emma Clarke',
    whatsapp: '+62 812 3456 7890',
    visit_date: villageToday(new Date(Date.now() + 7 * DAY_MS)),
    people: '2',
    note: '',
    website: '',
    ...changes,
  });
  const post = (path: string, body: Record<string, string>) =>
    t.server.call('POST', path, {
      body: new URLSearchParams(body).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'X-Forwarded-For': `10.77.0.${++address}` },
    });

  beforeAll(async () => {
    const input = paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] });
    paket = (await createRecord(t.server.db, records.paket, input)).id;
    const startsAt = new Date(Date.now() + 10 * DAY_MS).toISOString();
    event = (await createRecord(t.server.db, records.event, eventInput.parse({ name: 'Perang Obor', category: 'Budaya', description: 'Tradisi obor.', starts_at: startsAt, place: 'Depan punden', price: 0 }))).id;
  });

  it('answers a refused English form in English on the English page, and a sent one on the English status page', async () => {
    const refused = await post('/en/pemesanan', fields({ name: 'A', whatsapp: '12' }));
    expect(refused.status).toBe(422);
    const page = rendered(refused.text);
    expect(page.url).toBe(`/en/paket/${paket}`);
    expect(page.form?.errors).toMatchObject({ name: englishBooking.bookingNameInvalid, whatsapp: englishBooking.bookingWhatsAppInvalid });
    expect(page.form?.values).toMatchObject({ name: 'A', whatsapp: '12' });

    const sent = await post('/en/pemesanan', fields());
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location') ?? '';
    const code = /TGS-[0-9A-Z-]+/.exec(location)?.[0] ?? '';
    expect(location).toBe(`/en${bookingSentPath(code)}`);
  });

  it('keeps the Indonesian form in Indonesian', async () => {
    const refused = await post('/pemesanan', fields({ name: 'A' }));
    expect(rendered(refused.text)).toMatchObject({ url: `/paket/${paket}`, form: { errors: { name: bookingSentences.bookingNameInvalid } } });
  });

  it("refuses an API call in its page's language, and the legacy REST API in Indonesian whatever is asked", async () => {
    const create = (language: string | null) =>
      t.server.call('POST', '/trpc/booking.create', {
        json: { target: 'paket', target_id: paket, name: 'A', whatsapp: '0812 3456 7890', visit_date: villageToday(new Date(Date.now() + 7 * DAY_MS)), people: 2 },
        headers: { 'X-Forwarded-For': `10.78.0.${++address}`, ...(language ? { 'Accept-Language': language } : {}) },
      });
    expect(JSON.stringify((await create('en')).body)).toContain(englishBooking.bookingNameInvalid);
    expect(JSON.stringify((await create('id')).body)).toContain(bookingSentences.bookingNameInvalid);
    expect(JSON.stringify((await create(null)).body)).toContain(bookingSentences.bookingNameInvalid);
    const legacy = await t.server.call('GET', '/api/data/attraction/999999', { headers: { 'Accept-Language': 'en' } });
    expect(legacy.status).toBe(404);
    expect(legacy.body).toEqual({ message: messages.attractionNotFound });
  });

  it('serves the English calendar, whose events link the English pages', async () => {
    const feed = await t.server.call('GET', '/en/agenda.ics');
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`X-WR-CALNAME:${englishPublic.agendaTitle}`);
    expect(feed.text.replace(/\r\n /g, '')).toContain(`/en/agenda/${event}`);
    expect(feed.text).toContain(`CATEGORIES:${englishPublic.category_Budaya}`);
    const one = await t.server.call('GET', `/en/agenda/${event}/kalender.ics`);
    expect(one.status).toBe(200);
    expect(one.text.replace(/\r\n /g, '')).toMatch(new RegExp(`^URL:.*/en/agenda/${event}\r?$`, 'm'));
  });

  it('lists every page in both languages in the sitemap, each with the same three alternates', async () => {
    const sitemap = (await t.server.call('GET', '/sitemap.xml')).text;
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const locs = entries.map(([, loc]) => new URL(loc ?? '').pathname);
    for (const path of ['/', '/about', '/agenda', `/paket/${paket}`, `/agenda/${event}`]) {
      expect(locs).toContain(path);
      expect(locs).toContain(path === '/' ? '/en' : `/en${path}`);
    }
    for (const [, loc = '', alternates = ''] of entries) {
      const links = [...alternates.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href ?? '').pathname]);
      const indonesian = new URL(loc).pathname.replace(/^\/en(?=\/|$)/, '') || '/';
      expect(links).toEqual([
        ['id', indonesian],
        ['en', indonesian === '/' ? '/en' : `/en${indonesian}`],
        ['x-default', indonesian],
      ]);
    }
  });

  it('marks an English page as English', async () => {
    const english = await t.server.call('GET', '/en/about');
    expect(english.text).toContain('<html lang="en">');
    expect((await t.server.call('GET', '/about')).text).toContain('<html lang="id">');
  });

  it('offers the English page to a browser that prefers English, never by redirect, until it chooses to stay', async () => {
    const visit = (path: string, headers: Record<string, string>) => t.server.call('GET', path, { headers });
    const preferring = { 'Accept-Language': 'en-GB,en;q=0.9,id;q=0.5' };
    const offered = await visit('/about', preferring);
    expect(offered.status).toBe(200);
    expect(offered.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(offered.text).toContain('data-testid="language-offer"');
    expect(offered.text).toContain(`href="/en/about" hreflang="en">${englishPublic.languageOfferAccept}</a>`);
    expect(offered.text).toContain(englishPublic.languageOffer);
    // The same page is offered, searched the same.
    expect((await visit('/attractions?q=obor', preferring)).text).toContain('href="/en/attractions?q=obor" hreflang="en"');
    // The page itself is the one everyone gets: the offer is not kept in the cache.
    expect((await visit('/about', {})).text).not.toContain('language-offer');
    expect((await visit('/about', { 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' })).text).not.toContain('language-offer');
    expect((await visit('/en/about', preferring)).text).not.toContain('language-offer');

    const stay = await t.server.call('POST', '/bahasa', {
      body: new URLSearchParams({ back: '/about' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    });
    expect(stay.status).toBe(303);
    expect(stay.headers.get('location')).toBe('/about');
    const cookie = stay.headers.getSetCookie().find((line) => line.startsWith('bahasa=')) ?? '';
    expect(cookie).toMatch(/^bahasa=id;.*Max-Age=\d+/);
    expect((await visit('/about', { ...preferring, Cookie: cookie.split(';')[0] ?? '' })).text).not.toContain('language-offer');

    const elsewhere = await t.server.call('POST', '/bahasa', {
      body: new URLSearchParams({ back: '//evil.example/x' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    });
    expect(elsewhere.headers.get('location')).toBe('/');

    // Only our own pages may set the choice: another site's form is refused and sets nothing.
    const foreign = await t.server.call('POST', '/bahasa', {
      body: new URLSearchParams({ back: '/about' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie().some((line) => line.startsWith('bahasa='))).toBe(false);
  });
});
