/**
 * Known content for the public journeys, written through the services (not the demo seed, which may change):
 * counts chosen so the landing "more" links, search lines and map categories all have something to show.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { villageToday } from '../shared/event-time';
import { accommodationInput } from '../shared/schemas/accommodation';
import { attractionInput } from '../shared/schemas/attraction';
import type { AttractionData } from '../shared/schemas/attraction';
import { facilityInput } from '../shared/schemas/facility';
import { paketInput } from '../shared/schemas/paket';
import type { Db } from '../server/db/connection';
import { accommodationRecord } from '../server/records/kinds/accommodation.record';
import { attractionRecord } from '../server/records/kinds/attraction.record';
import { facilityRecord } from '../server/records/kinds/facility.record';
import { mapLocationRecord } from '../server/records/kinds/map-location.record';
import { paketRecord } from '../server/records/kinds/paket.record';
import { createRecord } from '../server/records/record.service';
import { hydrated, launchBrowser, startServer, type TestServer } from './harness';

function image(colour: string): Promise<Uint8Array> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer();
}

export interface PublicFixtures {
  religi: number;
  pesisir: number;
  paket: number;
  freePaket: number;
  facility: number;
  lodging: number;
  freeLodging: number;
}

const base = { time_open_close: 'Senin - Minggu, 08:00 - 17:00', phone: '', email: '', instagram: '', facilities: [], points_of_attraction: [] };

export async function seedPublic(db: Db): Promise<PublicFixtures> {
  const [red, green, blue] = await Promise.all([image('#b91c1c'), image('#15803d'), image('#1d4ed8')]);
  const attraction = (fields: Record<string, unknown>, files: Uint8Array[] = []) =>
    createRecord(db, attractionRecord, attractionInput.parse({ ...base, ...fields }), { files });
  const religi = await attraction(
    {
      category: 'Religi',
      name: 'Makam Mbah Tegal',
      description: 'Makam tokoh pendiri desa.',
      price: 0,
      phone: '081234567890',
      email: 'makam@tegalsambi.test',
      instagram: '@makamtegal',
      location: '-6.6150, 110.6510',
      facilities: ['Musala', 'Parkir'],
      points_of_attraction: ['Ziarah', 'Sejarah desa'],
    },
    [red, green, blue],
  );
  await attraction({ category: 'Sejarah', name: 'Punden Mbah Babatan', description: 'Situs sejarah desa.', price: 5000, location: '-6.6155, 110.6515' }, [green]);
  await attraction({ category: 'Budaya', name: 'Perang Obor', description: 'Tradisi obor tahunan.', price: 10000, location: '-6.6160, 110.6520' });
  await attraction({ category: 'Budaya', name: 'Kampung Ukir', description: 'Workshop ukir kayu.', price: 25000, location: '-6.6165, 110.6525' });
  const pesisir = await attraction({ category: 'Pesisir', name: 'Pantai Tegalsambi', description: 'Pantai berpasir putih.', price: 0, location: '-6.6170, 110.6530' }, [blue]);
  await attraction({ category: 'UMKM', name: 'Batik Tegalsambi', description: 'Batik tulis warga.', price: 0, time_open_close: '', location: '' });
  // A record whose stored location is not a coordinate must be left off the map, never break it.
  const broken: AttractionData = { ...attractionInput.parse({ ...base, category: 'Pesisir', name: 'Dermaga Lama', description: 'Tanpa koordinat.', price: 0, location: '-6.6, 110.6' }), location: 'dekat pantai' };
  await createRecord(db, attractionRecord, broken, { files: [] });

  const paket = await createRecord(db, paketRecord, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: ['Makan siang', 'Pemandu'] }), { files: [red, green] });
  const freePaket = await createRecord(db, paketRecord, paketInput.parse({ name: 'Paket Jalan Kaki', description: 'Keliling desa.', price: 0, phone: '6287719959112', facilities: [] }), { files: [] });

  const facility = await createRecord(db, facilityRecord, facilityInput.parse({ name: 'Balai Desa', description: 'Tempat pertemuan warga.', facilities: ['Aula', 'Toilet'], location: '-6.6158, 110.6518' }), { files: [blue] });
  for (const name of ['Masjid Jami', 'Toilet Umum', 'Area Parkir']) {
    await createRecord(db, facilityRecord, facilityInput.parse({ name, description: `${name} untuk pengunjung.`, facilities: [], location: '-6.6162, 110.6512' }), { files: [] });
  }

  const lodgingFields = { description: 'Menginap dekat pantai.', phone: '081298765432', time_open_close: 'Check-in 14:00, Check-out 12:00', location: '-6.6168, 110.6522', facilities: ['Wi-Fi', 'Sarapan'] };
  const freeLodging = await createRecord(db, accommodationRecord, accommodationInput.parse({ ...lodgingFields, name: 'Pondok Wisata', price: 0 }), { files: [] });
  const lodging = await createRecord(db, accommodationRecord, accommodationInput.parse({ ...lodgingFields, name: 'Homestay Ukir', price: 150000 }), { files: [green] });

  await createRecord(db, mapLocationRecord, { name: 'Kantor Desa Tegalsambi', category: 'kantor', latitude: -6.6159, longitude: 110.6516, embedUrl: '' });
  await createRecord(db, mapLocationRecord, { name: 'Sawah Lor', category: 'persawahan', latitude: -6.614, longitude: 110.653, embedUrl: '' });

  return { religi: religi.id, pesisir: pesisir.id, paket: paket.id, freePaket: freePaket.id, facility: facility.id, lodging: lodging.id, freeLodging: freeLodging.id };
}

export interface PublicSuite {
  server: TestServer;
  browser: Browser;
  ids: PublicFixtures;
}

/** One server (fresh database with the fixtures above) and one browser per test file. */
export async function openPublicSuite(): Promise<PublicSuite> {
  const [server, browser] = await Promise.all([startServer({ seed: false }), launchBrowser()]);
  const ids = await seedPublic(server.db);
  return { server, browser, ids };
}

export async function closePublicSuite(suite: PublicSuite | undefined): Promise<void> {
  await suite?.browser.close();
  await suite?.server.close();
}

/**
 * Resolves once the page has painted two more frames: whatever the last event scheduled (a React render
 * from a scroll handler, a route's pending screen) has been committed and drawn by then.
 */
export async function framesPainted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Scrolls to `top` and waits until the scroll event has been handled and drawn. */
export async function scrollAndPaint(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
  await framesPainted(page);
}

/** Waits until the route's pending screen (if any) is gone, the page's heading is there and React owns the page. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.locator('[data-testid="page-spinner"]').waitFor({ state: 'detached' });
  await hydrated(page);
}

/**
 * The `<summary>` (the button) of a `<details>` menu inside `scope`, by the start of its text. Playwright's
 * `getByRole('button')` does not find a summary, and it carries no aria-expanded: read its state with `isOpen`.
 */
export function summary(scope: Page | Locator, text: string): Locator {
  return scope.locator('summary', { hasText: new RegExp(`^${text}`) });
}

/** Whether the `<details>` holding `locator` (a summary, or anything inside the menu) is open. */
export function isOpen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.closest('details')?.open === true);
}

/** The village's calendar day `days` from today, as a date input holds it. */
export function dayFrom(days: number): string {
  const at = new Date(`${villageToday()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The message a form field shows, read the way a screen reader finds it: through aria-describedby. It must
 * also stand right below its field: within a line's height on a phone.
 */
export async function messageOf(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  // Both boxes in one frame: the page may be scrolling to the field that got the focus.
  const { gap, text } = await field.evaluate((input, id) => {
    const error = document.getElementById(id);
    return { gap: (error?.getBoundingClientRect().top ?? Number.NaN) - input.getBoundingClientRect().bottom, text: error?.textContent ?? null };
  }, errorId);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(24);
  return text;
}
