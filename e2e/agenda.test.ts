/**
 * Journey: a visitor on a phone finds when things happen: the agenda page (upcoming soonest first, the one
 * in progress marked, the past apart), an event's page with its calendar links and JSON-LD, the landing's
 * "Agenda Terdekat", the attraction's "Agenda berikutnya", and the landing without the section once nothing
 * is to come.
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventDates, formatEventRange } from '../shared/event-time';
import { attractionInput } from '../shared/schemas/attraction';
import { eventInput, type VillageEvent } from '../shared/schemas/event';
import { attractionRecord } from '../server/records/kinds/attraction.record';
import { eventRecord } from '../server/records/kinds/event.record';
import { createRecord, deleteRecord } from '../server/records/record.service';
import sharp from 'sharp';
import { describeBrowser, launchBrowser, newPage, startServer, type TestServer } from './harness';
import { isOpen, settled } from './public-fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PHONE = { width: 375, height: 812 };

let server: TestServer;
let browser: Browser;
const events: Record<'ongoing' | 'soon' | 'obor' | 'later' | 'past', VillageEvent> = {} as never;
let oborAttraction: number;

const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const range = (event: VillageEvent) => {
  const { startsAt, endsAt } = eventDates(event);
  return formatEventRange(startsAt, endsAt);
};

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

describeBrowser('agenda', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } }).png().toBuffer();
    const attraction = await createRecord(
      server.db,
      attractionRecord,
      attractionInput.parse({ category: 'Budaya', name: 'Perang Obor', description: 'Tradisi obor tahunan.', price: 0, time_open_close: 'Senin - Selasa, 19:00 - 23:00', location: '-6.6160, 110.6517' }),
    );
    oborAttraction = attraction.id;
    const event = (fields: Record<string, unknown>, files: Uint8Array[] = []) =>
      createRecord(server.db, eventRecord, eventInput.parse({ category: 'Budaya', description: 'Acara desa.', place: 'Balai Desa', price: 0, ...fields }), { files });
    events.past = await event({ name: 'Bersih Pantai', category: 'Umum', starts_at: at(-10 * DAY), ends_at: at(-10 * DAY + 3 * HOUR) });
    events.later = await event({ name: 'Pengajian Haul', category: 'Religi', starts_at: at(40 * DAY) });
    events.obor = await event(
      {
        name: 'Perang Obor 2031',
        description: 'Puncak sedekah bumi di perempatan desa.',
        place: 'Perempatan Desa Tegalsambi',
        location: '-6.6160, 110.6517',
        price: 75000,
        phone: '081234567890',
        starts_at: at(20 * DAY),
        ends_at: at(20 * DAY + 4 * HOUR),
        attraction_id: oborAttraction,
      },
      [photo],
    );
    events.soon = await event({ name: 'Kelas Membatik', starts_at: at(3 * DAY), ends_at: at(3 * DAY + 3 * HOUR) });
    events.ongoing = await event({ name: 'Pasar Senja', category: 'Pesisir', starts_at: at(-HOUR), ends_at: at(2 * HOUR) });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists upcoming events soonest first with the one in progress marked, then the past ones, on a phone', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${server.url}/agenda`);
    await settled(page);
    expect(await page.locator('h1').textContent()).toBe('Agenda Desa');
    const upcoming = page.locator('section[aria-labelledby="agenda-mendatang"]');
    expect(await upcoming.locator('h2').textContent()).toBe('Agenda Mendatang');
    expect(await upcoming.getByTestId('event-name').allTextContents()).toEqual(['Pasar Senja', 'Kelas Membatik', 'Perang Obor 2031', 'Pengajian Haul']);
    expect(await upcoming.getByTestId('event-countdown').allTextContents()).toEqual(['Sedang berlangsung', '3 hari lagi', '20 hari lagi', '40 hari lagi']);
    expect(await upcoming.getByTestId('event-when').allTextContents()).toEqual([events.ongoing, events.soon, events.obor, events.later].map(range));
    expect(await upcoming.locator('li').nth(2).textContent()).toContain('Rp 75.000 /pax');
    expect(await upcoming.locator('li').first().textContent()).toContain('Gratis');
    const past = page.locator('section[aria-labelledby="agenda-sebelumnya"]');
    expect(await past.locator('h2').textContent()).toBe('Agenda Sebelumnya');
    expect(await past.getByTestId('event-name').allTextContents()).toEqual(['Bersih Pantai']);
    expect(await past.getByTestId('event-countdown').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByRole('link', { name: 'Langganan kalender agenda' }).getAttribute('href')).toBe('/agenda.ics');
    await page.getByTestId('menu-toggle').click();
    expect(await isOpen(page.getByTestId('menu-toggle'))).toBe(true);
    const agenda = page.getByTestId('mobile-menu').getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Agenda' });
    expect(await agenda.isVisible()).toBe(true);
    expect(await agenda.getAttribute('data-active')).toBe('true');
    await page.context().close();
  });

  it('an event page: date block, "Tambah ke Kalender" (.ics), Google Kalender, WhatsApp and its attraction', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${server.url}/agenda`);
    await settled(page);
    await page.getByRole('link', { name: /Perang Obor 2031/ }).click();
    await page.waitForURL(`**/agenda/${events.obor.id}`);
    await settled(page);
    expect(await page.locator('h1').textContent()).toBe('Perang Obor 2031');
    expect(await page.getByTestId('price-line').textContent()).toBe('Rp 75.000 /pax');
    expect(await page.getByTestId('headline').textContent()).toBe(range(events.obor));
    expect(await page.getByTestId('event-when').textContent()).toBe(range(events.obor));
    expect(await page.getByTestId('event-countdown').textContent()).toBe('20 hari lagi');
    expect(await page.getByRole('navigation', { name: 'Navigasi remah roti' }).getByRole('link', { name: 'Agenda' }).getAttribute('href')).toBe('/agenda');

    const ics = await page.getByRole('link', { name: 'Tambah ke Kalender' }).getAttribute('href');
    expect(ics).toBe(`/agenda/${events.obor.id}/kalender.ics`);
    const file = await fetch(`${server.url}${ics ?? ''}`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const [vevent] = new ICAL.Component(ICAL.parse(await file.text())).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(vevent?.summary).toBe('Perang Obor 2031');
    expect(vevent?.startDate.toJSDate().getTime()).toBe(Date.parse(events.obor.starts_at));
    expect(vevent?.endDate.toJSDate().getTime()).toBe(Date.parse(events.obor.ends_at ?? ''));

    const google = new URL((await page.getByTestId('google-calendar').getAttribute('href')) ?? '');
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Perang Obor 2031');
    const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(google.searchParams.get('dates')).toBe(`${stamp(events.obor.starts_at)}/${stamp(events.obor.ends_at ?? '')}`);
    expect(google.searchParams.get('ctz')).toBe('Asia/Jakarta');
    expect(google.searchParams.get('location')).toBe('Perempatan Desa Tegalsambi, Desa Wisata Tegalsambi');

    const whatsApp = (await page.getByTestId('whatsapp-link').getAttribute('href')) ?? '';
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(whatsApp.split('text=')[1] ?? '')).toBe(
      `Halo, saya ingin bertanya tentang Perang Obor 2031 (${range(events.obor)}) di Desa Wisata Tegalsambi.`,
    );
    expect(await page.getByRole('link', { name: /Petunjuk Arah/ }).getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.616,110.6517');

    await page.getByTestId('event-attraction').click();
    await page.waitForURL(`**/attraction/${oborAttraction}`);
    await settled(page);
    expect(await page.getByTestId('next-event').textContent()).toBe(`Agenda berikutnya: Perang Obor 2031, ${range(events.obor)}`);
    await page.context().close();
  });

  it('the event page\'s HTML carries its schema.org Event, field by field, and the page is in the sitemap', async () => {
    const html = await (await fetch(`${server.url}/agenda/${events.obor.id}`)).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const data = scripts.find((script) => script['@type'] === 'Event');
    expect(data).toBeDefined();
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Perang Obor 2031',
      description: 'Puncak sedekah bumi di perempatan desa.',
      url: expect.stringMatching(new RegExp(`/agenda/${events.obor.id}$`)),
      inLanguage: 'id',
      image: expect.stringMatching(/\/uploads\/[0-9a-f]{16}\.webp\?w=960$/),
      startDate: events.obor.starts_at,
      endDate: events.obor.ends_at,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Perempatan Desa Tegalsambi',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Perempatan Desa Tegalsambi, Desa Tegalsambi, Kecamatan Tahunan',
          addressLocality: 'Kabupaten Jepara',
          addressRegion: 'Jawa Tengah',
          addressCountry: 'ID',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -6.616, longitude: 110.6517 },
      },
      offers: { '@type': 'Offer', price: 75000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url: expect.stringMatching(/\/agenda\/\d+$/) },
      isAccessibleForFree: false,
      organizer: { '@type': 'Organization', name: 'Desa Wisata Tegalsambi', url: expect.stringMatching(/^http/) },
    });
    expect(String(data?.startDate)).toMatch(/\+07:00$/);
    expect(html).toContain('<meta property="og:title" content="Perang Obor 2031 | Desa Wisata Tegalsambi">');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/agenda/${events.past.id}</loc>`);
    expect(sitemap).toContain('/agenda</loc>');
    expect((await fetch(`${server.url}/agenda/${events.past.id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/agenda/999999`)).status).toBe(404);
  });

  it('the landing shows "Agenda Terdekat" above "Wisata": the next three, the first with its countdown', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(server.url);
    await settled(page);
    const section = page.locator('section#agenda');
    expect(await section.locator('h2').textContent()).toBe('Agenda Terdekat');
    expect(await section.getByTestId('event-name').allTextContents()).toEqual(['Pasar Senja', 'Kelas Membatik', 'Perang Obor 2031']);
    expect(await section.getByTestId('event-countdown').allTextContents()).toEqual(['Sedang berlangsung']);
    const headings = await texts(page, 'main h2');
    expect(headings.indexOf('Agenda Terdekat')).toBeLessThan(headings.indexOf('Wisata'));
    await section.getByRole('link', { name: 'Lihat semua agenda' }).click();
    await page.waitForURL('**/agenda');
    await page.context().close();
  });

  it('hides the landing section and the attraction\'s note once nothing is to come; the past stays reachable', async () => {
    for (const event of [events.ongoing, events.soon, events.obor, events.later]) await deleteRecord(server.db, eventRecord, event.id);
    const page = await newPage(browser, PHONE);
    await page.goto(server.url);
    await settled(page);
    expect(await page.locator('section#agenda').count()).toBe(0);
    await page.goto(`${server.url}/attraction/${oborAttraction}`);
    await settled(page);
    expect(await page.getByTestId('next-event').count()).toBe(0);
    await page.goto(`${server.url}/agenda`);
    await settled(page);
    expect(await page.locator('main').textContent()).toContain('Belum ada agenda mendatang. Lihat agenda sebelumnya di bawah.');
    expect(await page.locator('section[aria-labelledby="agenda-sebelumnya"] li').count()).toBe(1);
    await page.context().close();
  });
});
