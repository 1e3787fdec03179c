/**
 * Calendar sync (DESIGN.md §9): each lodging publishes a calendar at a secret address (lodging-export.ts)
 * and reads the calendars of other platforms. A sync fetches a feed (feed-fetch.ts) without holding a
 * database connection, reads its bookings (feed-parse.ts) and stores them by UID: new ones added, moved
 * ones moved, those gone from the feed removed. A failed fetch or parse keeps the feed's bookings as they
 * were and stores why, as the sentence the sync screen shows.
 */
import { randomBytes } from 'node:crypto';
import type { AddFeedInput, FeedView, LodgingSyncView, SyncOutcome } from '../../../shared/schemas/calendar-sync';
import { villageToday } from '../../../shared/event-time';
import { message } from '../../../shared/messages';
import type { Db } from '../../db/connection';
import { writing } from '../../db/read-cache';
import { AppError, notFound } from '../../errors';
import { audit } from '../audit/audit.service';
import { selectInventory } from '../availability/availability.repository';
import * as repo from './calendar-sync.repository';
import type { FeedRow, ImportRow } from './calendar-sync.repository';
import { DEFAULT_FETCH_POLICY, fetchFeed, FeedFetchError, type FetchPolicy } from './feed-fetch';
import { FeedParseError, parseFeed } from './feed-parse';

/** Rows one statement writes at most (Postgres takes 65,535 parameters). */
const BATCH = 1000;

/** A new export token: 32 random bytes, base64url (43 characters), never guessed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function exportPath(token: string): string {
  return `/kalender/penginapan/${token}.ics`;
}

function feedView(row: FeedRow): FeedView {
  return {
    id: row.id,
    url: row.url,
    label: row.label,
    last_synced_at: row.last_synced_at?.toISOString() ?? null,
    last_error: row.last_error,
    imported: Number(row.imported),
  };
}

/** The lodgings' tokens, each made on first need. */
async function tokensOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const stored = new Map((await repo.selectTokens(db, ids)).map((row) => [row.accommodation_id, row.token]));
  const missing = ids.filter((id) => !stored.has(id));
  if (missing.length === 0) return stored;
  await repo.insertTokens(db, missing.map((id) => ({ accommodation_id: id, token: newToken() })));
  return new Map((await repo.selectTokens(db, ids)).map((row) => [row.accommodation_id, row.token]));
}

/** Every lodging not in the trash, with its export address and the calendars it reads (the sync screen). */
export async function listLodgingSync(db: Db): Promise<LodgingSyncView[]> {
  const lodgings = await selectInventory(db, 'accommodation');
  const ids = lodgings.map((lodging) => lodging.id);
  const [tokens, feeds] = await Promise.all([tokensOf(db, ids), repo.selectFeeds(db, { accommodationIds: ids })]);
  return lodgings.map((lodging) => ({
    accommodation_id: lodging.id,
    name: lodging.name,
    export_path: exportPath(tokens.get(lodging.id) ?? ''),
    feeds: feeds.filter((feed) => feed.accommodation_id === lodging.id).map(feedView),
  }));
}

async function requireLodging(db: Db, accommodationId: number): Promise<string> {
  const [lodging] = await selectInventory(db, 'accommodation', { ids: [accommodationId] });
  if (!lodging) throw notFound('accommodationNotFound');
  return lodging.name;
}

/** A new export address for the lodging; the old one answers 404 from now on. */
export async function regenerateToken(db: Db, accommodationId: number): Promise<{ export_path: string }> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const name = await requireLodging(trx, accommodationId);
    await repo.upsertToken(trx, accommodationId, token);
    await audit(trx, { action: 'calendar_address_reset', kind: 'accommodation', recordId: accommodationId, recordName: name });
  });
  return { export_path: exportPath(token) };
}

/** How the log names a feed: its label, else the site it is read from (the address itself may hold a key). */
function feedName(feed: { url: string; label: string }): string {
  return feed.label || new URL(feed.url).hostname;
}

/** The feed's bookings as read now: those that changed or are new, and the UIDs gone from it. */
function changes(stored: readonly ImportRow[], read: readonly ImportRow[]): { upserts: ImportRow[]; removed: string[] } {
  const before = new Map(stored.map((row) => [row.uid, row]));
  const upserts = read.filter((row) => {
    const old = before.get(row.uid);
    return !old || old.start_day !== row.start_day || old.end_day !== row.end_day || old.summary !== row.summary;
  });
  const kept = new Set(read.map((row) => row.uid));
  return { upserts, removed: stored.filter((row) => !kept.has(row.uid)).map((row) => row.uid) };
}

function batches<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) => items.slice(index * BATCH, (index + 1) * BATCH));
}

/**
 * Stores what a feed holds now. A feed that changed nothing only records the time; a change is one
 * transaction through `writing` (visitors' months count imported nights, on every instance), whose
 * first statement locks the feed's row, so two syncs of one feed store one after the other.
 */
async function storeBookings(db: Db, feedId: number, read: readonly ImportRow[]): Promise<void> {
  const preview = changes(await repo.selectImports(db, feedId), read);
  if (preview.upserts.length === 0 && preview.removed.length === 0) {
    await repo.markSynced(db, feedId);
    return;
  }
  await writing(db, async (trx) => {
    // Removed meanwhile: its bookings went with it.
    if (!(await repo.markSynced(trx, feedId))) return;
    const { upserts, removed } = changes(await repo.selectImports(trx, feedId), read);
    for (const batch of batches(upserts)) await repo.upsertImports(trx, feedId, batch);
    for (const batch of batches(removed)) await repo.deleteImports(trx, feedId, batch);
  });
}

/** What one feed's sync did: its bookings now, or why it failed. */
export type FeedSync = { ok: true; bookings: number } | { ok: false; error: string };

/** Reads one feed now and stores its bookings, or its failure; never throws for the feed's own faults. */
export async function syncFeed(db: Db, feedId: number, url: string, policy: FetchPolicy = DEFAULT_FETCH_POLICY, today = villageToday()): Promise<FeedSync> {
  try {
    const bookings = parseFeed(await fetchFeed(url, policy), today);
    await storeBookings(db, feedId, bookings);
    return { ok: true, bookings: bookings.length };
  } catch (error) {
    if (!(error instanceof FeedFetchError) && !(error instanceof FeedParseError)) throw error;
    const sentence = error instanceof FeedFetchError ? error.message : message('calendarParseFailed');
    await repo.markFailed(db, feedId, sentence);
    return { ok: false, error: sentence };
  }
}

/** "Sinkronkan sekarang": every feed of one lodging, one after another. */
export async function syncLodging(db: Db, accommodationId: number, policy: FetchPolicy = DEFAULT_FETCH_POLICY): Promise<SyncOutcome> {
  await requireLodging(db, accommodationId);
  const feeds = await repo.selectFeeds(db, { accommodationIds: [accommodationId] });
  let failed = 0;
  for (const feed of feeds) if (!(await syncFeed(db, feed.id, feed.url, policy)).ok) failed += 1;
  return { total: feeds.length, failed };
}

/** Adds a calendar for the lodging to read, and reads it at once: the screen shows its bookings or why it failed. */
export async function addFeed(db: Db, input: AddFeedInput, policy: FetchPolicy = DEFAULT_FETCH_POLICY): Promise<FeedView> {
  const id = await db.transaction().execute(async (trx) => {
    const name = await requireLodging(trx, input.accommodation_id);
    const added = await repo.insertFeed(trx, input);
    if (added === null) throw new AppError('CONFLICT', 'calendarFeedExists');
    await audit(trx, { action: 'calendar_feed_add', kind: 'accommodation', recordId: input.accommodation_id, recordName: name, changes: { calendar: [null, feedName(input)] } });
    return added;
  });
  await syncFeed(db, id, input.url, policy);
  const [row] = await repo.selectFeeds(db, { ids: [id] });
  if (!row) throw notFound('calendarFeedNotFound');
  return feedView(row);
}

/** Stops reading a feed; its bookings no longer take nights. */
export async function removeFeed(db: Db, id: number): Promise<void> {
  const removed = await writing(db, async (trx) => {
    const [feed] = await repo.selectFeeds(trx, { ids: [id] });
    if (!feed || !(await repo.deleteFeed(trx, id))) return false;
    const [lodging] = await selectInventory(trx, 'accommodation', { ids: [feed.accommodation_id] });
    await audit(trx, { action: 'calendar_feed_remove', kind: 'accommodation', recordId: feed.accommodation_id, recordName: lodging?.name ?? '', changes: { calendar: [feedName(feed), null] } });
    return true;
  });
  if (!removed) throw notFound('calendarFeedNotFound');
}
