/**
 * Demo content for an empty database (DESIGN.md §1, "Seed"). Everything goes through the services after
 * parsing with the shared schemas, so demo records obey the same rules as the admin's, and pictures are
 * checked and re-encoded to WebP by the upload path's own function (once per machine: artwork.ts).
 */
import { sql } from 'kysely';
import { addDays, daysFrom } from '../../shared/availability';
import { DOCUMENTS } from '../../shared/constants';
import { villageToday } from '../../shared/event-time';
import { accommodationInput } from '../../shared/schemas/accommodation';
import { attractionInput } from '../../shared/schemas/attraction';
import { eventInput } from '../../shared/schemas/event';
import { facilityInput } from '../../shared/schemas/facility';
import { kulinerInput } from '../../shared/schemas/kuliner';
import { mapLocationInput } from '../../shared/schemas/map-location';
import { paketInput } from '../../shared/schemas/paket';
import { translationsInput, type TranslatableField, type Translations } from '../../shared/schemas/translation';
import { villageSettingsData } from '../../shared/schemas/village-settings';
import { VILLAGE_DEFAULTS } from '../../shared/village-defaults';
import type { Db } from '../db/connection';
import { closeDay } from '../modules/availability/availability.service';
import { getDashboardCounts } from '../modules/dashboard/dashboard.service';
import { listDocuments, replaceDocument } from '../modules/document/document.service';
import type { ImageChange } from '../modules/media/media.service';
import { readVillageSettings, saveVillageSettings } from '../modules/settings/settings.service';
import { records } from '../records/record-kinds';
import { createRecord, listRecords } from '../records/record.service';
import { processedArtwork, type Artwork } from './artwork';
import type { DemoRecord } from './content';
import { demoEvents } from './content-agenda';
import { attractions } from './content-attractions';
import { kuliner } from './content-kuliner';
import { accommodations, DEMO_CLOSURE, demoPakets } from './content-stays';
import { umkm } from './content-umkm';
import { facilities, mapLocations } from './content-village';
import { placeholderPdf } from './placeholder-pdf';

/** Any fixed number: the Postgres advisory lock that keeps two servers starting together from both seeding. */
const SEED_LOCK_KEY = 61_651_652;

async function withSeedLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  // A session-level lock belongs to one connection, so all the seeding runs on that same connection.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Placeholder PDFs for the masterplan documents that have none yet; the admin's own uploads are kept. */
async function seedMissingDocuments(db: Db): Promise<void> {
  const stored = await listDocuments(db);
  for (const { slug, title } of DOCUMENTS) {
    if (stored.some((document) => document.slug === slug && document.updatedAt !== null)) continue;
    await replaceDocument(db, slug, placeholderPdf(title, VILLAGE_DEFAULTS.title));
  }
}

async function isEmpty(db: Db): Promise<boolean> {
  const counts = await getDashboardCounts(db);
  return Object.values(counts).every((count) => count === 0);
}

async function renderImages(art: Artwork[]): Promise<ImageChange> {
  const processed = [];
  for (const artwork of art) processed.push(await processedArtwork(artwork));
  return { files: [], processed };
}

interface Parsed<Data> {
  data: Data;
  translations: Translations;
  art: Artwork[];
}

/** A record's data by its kind's schema, and its English by the kind's translated fields, as the admin form's are. */
function parseRecords<Data, Demo extends DemoRecord<unknown, TranslatableField>>(
  records: Demo[],
  schema: { parse(input: unknown): Data },
  translated: readonly TranslatableField[],
): (Demo & Parsed<Data>)[] {
  const translations = translationsInput(translated);
  return records.map((record) => ({ ...record, data: schema.parse(record.data), translations: translations.parse({ en: record.en }) }));
}

/** Every record is parsed before anything is written, so a mistake in the demo data stops the seed before it starts. */
function parseContent() {
  return {
    attractions: parseRecords([...attractions, ...umkm], attractionInput, records.attraction.translated),
    accommodations: parseRecords(accommodations, accommodationInput, records.accommodation.translated),
    pakets: parseRecords(demoPakets(new Date()), paketInput, records.paket.translated),
    kuliner: parseRecords(kuliner, kulinerInput, records.kuliner.translated),
    facilities: parseRecords(facilities, facilityInput, records.facility.translated),
    mapLocations: mapLocations.map((location) => mapLocationInput.parse(location)),
    events: parseRecords(demoEvents(new Date()), eventInput, records.event.translated),
  };
}

/** Stores records one at a time, in order, so ids follow the content files. */
async function createAll<Data>(records: Parsed<Data>[], create: (data: Data, images: ImageChange, translations: Translations) => Promise<unknown>): Promise<void> {
  for (const record of records) await create(record.data, await renderImages(record.art), record.translations);
}

async function seedRecords(db: Db): Promise<void> {
  const content = parseContent();
  await createAll(content.attractions, (data, images, translations) => createRecord(db, records.attraction, data, images, { translations }));
  await createAll(content.accommodations, (data, images, translations) => createRecord(db, records.accommodation, data, images, { translations }));
  await createAll(content.pakets, (data, images, translations) => createRecord(db, records.paket, data, images, { translations }));
  await createAll(content.kuliner, (data, images, translations) => createRecord(db, records.kuliner, data, images, { translations }));
  await createAll(content.facilities, (data, images, translations) => createRecord(db, records.facility, data, images, { translations }));
  for (const location of content.mapLocations) await createRecord(db, records.mapLocation, location);
  // An event links to its attraction by the id the attraction was just stored under.
  const attractionIds = new Map((await listRecords(db, records.attraction)).map((attraction) => [attraction.name, attraction.id]));
  for (const event of content.events) {
    const attraction_id = event.attraction ? (attractionIds.get(event.attraction) ?? null) : null;
    await createRecord(db, records.event, { ...event.data, attraction_id }, await renderImages(event.art), { translations: event.translations });
  }
  await seedClosures(db);
}

/** A lodging closed for a few days two weeks from now, so its calendar shows "Tutup" as a real one would. */
async function seedClosures(db: Db): Promise<void> {
  const lodgings = await listRecords(db, records.accommodation);
  const closed = lodgings.find((lodging) => lodging.name === DEMO_CLOSURE.lodging);
  if (!closed) return;
  for (const day of daysFrom(addDays(villageToday(), DEMO_CLOSURE.inDays), addDays(villageToday(), DEMO_CLOSURE.inDays + DEMO_CLOSURE.days))) {
    await closeDay(db, { target: 'accommodation', id: closed.id, day, reason: DEMO_CLOSURE.reason }, null);
  }
}

/**
 * The village's settings as they are today, its texts for visitors in English too, with a photo of its beach
 * at dusk on the front page.
 */
async function seedSettings(db: Db): Promise<void> {
  if ((await readVillageSettings(db)).version > 0) return;
  const data = villageSettingsData.parse(VILLAGE_DEFAULTS);
  const hero = await processedArtwork({ theme: 'dusk', variant: 1 });
  await saveVillageSettings(db, { version: 0, data, hero: { change: 'replace', processed: hero }, logo: { change: 'keep' } }, null);
}

/**
 * Loads the demo content when no record of any kind exists (the dashboard counts them all); true when it
 * did. The masterplan PDFs are checked on every call, independently of the records.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return withSeedLock(db, async (conn) => {
    await seedMissingDocuments(conn);
    if (!(await isEmpty(conn))) return false;
    await seedRecords(conn);
    await seedSettings(conn);
    return true;
  });
}
