/** Queries of lodgings' calendars, `db` or `trx` first (STYLE.md §6); days as 'YYYY-MM-DD' text. */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** Each lodging's export token, of the lodgings given. */
export function selectTokens(db: Db, accommodationIds: readonly number[]): Promise<{ accommodation_id: number; token: string }[]> {
  if (accommodationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lodging_calendar').select(['accommodation_id', 'token']).where('accommodation_id', 'in', accommodationIds).execute();
}

/** Gives lodgings without a token these; one that got one meanwhile keeps its own. */
export async function insertTokens(db: Db, rows: readonly { accommodation_id: number; token: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('lodging_calendar')
    .values([...rows])
    .onConflict((conflict) => conflict.column('accommodation_id').doNothing())
    .execute();
}

/** Replaces a lodging's token (or gives it its first). */
export async function upsertToken(db: Db, accommodationId: number, token: string): Promise<void> {
  await db
    .insertInto('lodging_calendar')
    .values({ accommodation_id: accommodationId, token })
    .onConflict((conflict) => conflict.column('accommodation_id').doUpdateSet({ token }))
    .execute();
}

/** The lodging a token is of, when it is not in the trash. */
export async function selectLodgingByToken(db: Db, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('lodging_calendar')
    .innerJoin('accommodation', 'accommodation.id', 'lodging_calendar.accommodation_id')
    .select('accommodation.id')
    .where('lodging_calendar.token', '=', token)
    .where('accommodation.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface FeedRow {
  id: number;
  accommodation_id: number;
  url: string;
  label: string;
  last_synced_at: Date | null;
  last_error: string | null;
  imported: number;
}

/** The feeds of the lodgings given (every feed when none are given), with how many bookings each has. */
export function selectFeeds(db: Db, { accommodationIds, ids }: { accommodationIds?: readonly number[]; ids?: readonly number[] } = {}): Promise<FeedRow[]> {
  return db
    .selectFrom('calendar_feed')
    .select((eb) => [
      'calendar_feed.id',
      'calendar_feed.accommodation_id',
      'calendar_feed.url',
      'calendar_feed.label',
      'calendar_feed.last_synced_at',
      'calendar_feed.last_error',
      eb.selectFrom('calendar_import').select(sql<number>`count(*)::int`.as('n')).whereRef('calendar_import.feed_id', '=', 'calendar_feed.id').as('imported'),
    ])
    .$if(accommodationIds !== undefined, (q) => q.where('calendar_feed.accommodation_id', 'in', accommodationIds?.length ? accommodationIds : [0]))
    .$if(ids !== undefined, (q) => q.where('calendar_feed.id', 'in', ids?.length ? ids : [0]))
    .orderBy('calendar_feed.id')
    .execute() as Promise<FeedRow[]>;
}

/** A new feed's id, or null when the lodging reads that address already. */
export async function insertFeed(db: Db, feed: { accommodation_id: number; url: string; label: string }): Promise<number | null> {
  const row = await db
    .insertInto('calendar_feed')
    .values(feed)
    .onConflict((conflict) => conflict.columns(['accommodation_id', 'url']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Removes a feed with its bookings; false when it was not there. */
export async function deleteFeed(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feed').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A sync that read the feed: its time, and no error. False when the feed is gone (removed meanwhile). */
export async function markSynced(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('calendar_feed').set({ last_synced_at: sql`now()`, last_error: null }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A sync that failed: why, in the sentence the screen shows; the last good sync's time and bookings stay. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('calendar_feed').set({ last_error: error }).where('id', '=', id).execute();
}

export interface ImportRow {
  uid: string;
  start_day: string;
  end_day: string;
  summary: string;
}

export function selectImports(db: Db, feedId: number): Promise<ImportRow[]> {
  return db
    .selectFrom('calendar_import')
    .select(['uid', sql<string>`start_day::text`.as('start_day'), sql<string>`end_day::text`.as('end_day'), 'summary'])
    .where('feed_id', '=', feedId)
    .execute();
}

/** Adds the feed's bookings, or moves those with the same UID to their new nights. */
export async function upsertImports(db: Db, feedId: number, rows: readonly ImportRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('calendar_import')
    .values(rows.map((row) => ({ feed_id: feedId, ...row })))
    .onConflict((conflict) =>
      conflict.columns(['feed_id', 'uid']).doUpdateSet((eb) => ({
        start_day: eb.ref('excluded.start_day'),
        end_day: eb.ref('excluded.end_day'),
        summary: eb.ref('excluded.summary'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}

export async function deleteImports(db: Db, feedId: number, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  await db.deleteFrom('calendar_import').where('feed_id', '=', feedId).where('uid', 'in', uids).execute();
}

/**
 * Claims this period's scheduled sync: true, and its start recorded, when none began in the last `minutes`
 * (by the database's clock, which every instance shares). Run in a transaction holding the schedule's lock.
 */
export async function claimSyncRun(trx: Db, minutes: number): Promise<boolean> {
  const last = await trx.selectFrom('calendar_sync_run').select(sql<boolean>`started_at > now() - make_interval(mins => ${minutes})`.as('recent')).executeTakeFirst();
  if (last?.recent) return false;
  await trx
    .insertInto('calendar_sync_run')
    .values({ id: 1, started_at: sql`now()` })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ started_at: sql`now()` }))
    .execute();
  return true;
}
