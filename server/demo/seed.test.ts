import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRACTION_CATEGORIES, DOCUMENTS, KULINER_CATEGORIES, NAME_MAX } from '../../shared/constants';
import { parseLocation, type Coordinates } from '../../shared/format';
import { VILLAGE_DEFAULTS } from '../../shared/village-defaults';
import { createDb, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { getDashboardCounts } from '../modules/dashboard/dashboard.service';
import { readDocument, replaceDocument } from '../modules/document/document.service';
import { readImage } from '../modules/media/media.service';
import { accommodationRecord } from '../records/kinds/accommodation.record';
import { attractionRecord } from '../records/kinds/attraction.record';
import { facilityRecord } from '../records/kinds/facility.record';
import { kulinerRecord } from '../records/kinds/kuliner.record';
import { mapLocationRecord } from '../records/kinds/map-location.record';
import { paketRecord } from '../records/kinds/paket.record';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';
import { listRecords } from '../records/record.service';
import { seedDemo } from './seed';

/** Metres between two points (haversine); the demo must stay inside the village. */
function distanceMetres(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function expectInVillage(location: string) {
  const point = parseLocation(location);
  expect(point, location).not.toBeNull();
  if (point) expect(distanceMetres(point, VILLAGE_DEFAULTS.map), location).toBeLessThan(1600);
}

describe('seedDemo', () => {
  let db: Db;
  let firstRun: boolean;
  let seedMs: number;

  beforeAll(async () => {
    db = await createDb({ pgliteDir: null });
    await migrateToLatest(db);
    const started = performance.now();
    firstRun = await seedDemo(db);
    seedMs = performance.now() - started;
    console.info(`seedDemo on an empty database: ${Math.round(seedMs)} ms`);
  }, 120_000);

  afterAll(async () => {
    await db.destroy();
  });

  it('loads the demo content into an empty database within a reasonable time', () => {
    expect(firstRun).toBe(true);
    expect(seedMs).toBeLessThan(60_000);
  });

  it('covers every attraction category with valid records', async () => {
    const all = await listRecords(db, attractionRecord);
    for (const category of ATTRACTION_CATEGORIES) expect(all.some((item) => item.category === category), category).toBe(true);
    expect(all.filter((item) => item.category !== 'UMKM').length).toBeGreaterThan(3);
    expect(all.filter((item) => item.category === 'UMKM').length).toBeGreaterThanOrEqual(3);
    expect(all.some((item) => item.category !== 'UMKM' && item.price === 0)).toBe(true);
    for (const item of all) {
      expect(item.name.length).toBeLessThanOrEqual(NAME_MAX);
      expect(item.phone).toMatch(/^\d{8,15}$/);
      expect(item.time_open_close).toMatch(/^\S+ - \S+, \d{2}:\d{2} - \d{2}:\d{2}$/);
      expectInVillage(item.location);
    }
  });

  it('adds lodging, packages, facilities and map points', async () => {
    const lodging = await listRecords(db, accommodationRecord);
    expect(lodging.length).toBeGreaterThan(3);
    expect(lodging.some((item) => item.price === 0)).toBe(true);
    for (const item of lodging) {
      expect(item.time_open_close).toBe('Check-in 14:00, Check-out 12:00');
      expect(item.phone).toMatch(/^\d{8,15}$/);
      expectInVillage(item.location);
    }
    expect((await listRecords(db, paketRecord)).length).toBeGreaterThanOrEqual(3);
    const facilities = await listRecords(db, facilityRecord);
    expect(facilities.length).toBeGreaterThan(3);
    for (const item of facilities) expectInVillage(item.location);
    const points = await listRecords(db, mapLocationRecord);
    expect(points.length).toBeGreaterThanOrEqual(4);
    expect(points.map((point) => point.category)).toEqual(expect.arrayContaining(['kantor', 'persawahan']));
    for (const point of points) expectInVillage(`${point.latitude}, ${point.longitude}`);
  });

  it('adds food and drink of every category, in the village, with valid price ranges', async () => {
    const all = await listRecords(db, kulinerRecord);
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const category of KULINER_CATEGORIES) expect(all.some((item) => item.category === category), category).toBe(true);
    expect(all.some((item) => item.halal)).toBe(true);
    expect(all.some((item) => !item.halal)).toBe(true);
    for (const item of all) {
      expect(item.name.length).toBeLessThanOrEqual(NAME_MAX);
      expect(item.phone).toMatch(/^\d{8,15}$/);
      expect(item.price_max).toBeGreaterThanOrEqual(item.price_min);
      expect(item.price_max).toBeGreaterThan(0);
      expectInVillage(item.location);
    }
  });

  it('gives every record of every kind with images one to three stored pictures', async () => {
    const withImages = RECORD_DESCRIPTORS.filter((d) => d.images);
    const lists = await Promise.all(withImages.map(async (d) => ({ kind: d.kind, records: await listRecords(db, d) })));
    for (const { kind, records } of lists) {
      expect(records.length, kind).toBeGreaterThan(0);
      for (const record of records) {
        const images = record.images ?? [];
        expect(images.length, `${kind} ${record.name}`).toBeGreaterThanOrEqual(1);
        expect(images.length, `${kind} ${record.name}`).toBeLessThanOrEqual(3);
        for (const image of images) expect([image.width, image.height]).toEqual([1600, 1000]);
      }
    }
    const first = lists[0]?.records[0]?.images?.[0];
    const bytes = first ? (await readImage(db, first.dir, 480, withImages.map((d) => d.table)))?.data : null;
    // WebP files start with "RIFF....WEBP".
    expect(bytes && Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  });

  it('gives every record English for its translated fields, but for the two left in Indonesian on purpose', async () => {
    const fallbacks: Record<string, string[]> = {};
    for (const d of RECORD_DESCRIPTORS) {
      const [indonesian, english] = await Promise.all([listRecords(db, d), listRecords(db, d, undefined, 'en')]);
      for (const [index, record] of english.entries()) {
        if (record.indonesian?.length) fallbacks[record.name] = record.indonesian;
        // Each English text is one of its own, never the Indonesian copied over.
        const inEnglish: Record<string, unknown> = record;
        const inIndonesian: Record<string, unknown> = indonesian[index] ?? {};
        for (const field of d.translated.filter((name) => !record.indonesian?.includes(name))) {
          expect(inEnglish[field], `${d.kind} ${record.name} ${field}`).not.toEqual(inIndonesian[field]);
        }
      }
    }
    expect(fallbacks).toEqual({ 'Homestay Keluarga Tegalsambi': ['points_of_attraction'], 'Es Dawet dan Kopi Tepi Pantai': ['opening_hours'] });
  });

  it('writes a placeholder PDF for each masterplan document', async () => {
    for (const { slug, title } of DOCUMENTS) {
      const stored = await readDocument(db, slug);
      const text = stored ? Buffer.from(stored.data).toString('latin1') : '';
      expect(text.startsWith('%PDF-'), slug).toBe(true);
      expect(text).toContain(`(${title})`);
    }
  });

  it('does nothing on a second run', async () => {
    const before = await getDashboardCounts(db);
    expect(await seedDemo(db)).toBe(false);
    expect(await getDashboardCounts(db)).toEqual(before);
  });

  it('restores a missing document even when the records are already there, keeping uploaded ones', async () => {
    const [missing, uploaded] = DOCUMENTS;
    if (!missing || !uploaded) throw new Error('DOCUMENTS lists fewer than two documents');
    const adminPdf = Buffer.from('%PDF-1.4\n% uploaded by the admin\n%%EOF\n', 'latin1');
    await replaceDocument(db, uploaded.slug, adminPdf);
    await db.deleteFrom('document').where('slug', '=', missing.slug).execute();

    expect(await seedDemo(db)).toBe(false);
    const restored = await readDocument(db, missing.slug);
    expect(restored && Buffer.from(restored.data).toString('latin1')).toContain(`(${missing.title})`);
    const kept = await readDocument(db, uploaded.slug);
    expect(kept && Buffer.from(kept.data).equals(adminPdf)).toBe(true);
  });
});
