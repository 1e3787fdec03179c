/** Queries of what occupies a lodging or package and what it has to let, `db` or `trx` first (STYLE.md §6); days as 'YYYY-MM-DD' text. */
import { sql } from 'kysely';
import type { AvailabilityTarget } from '../../../shared/availability';
import type { CalendarImported } from '../../../shared/schemas/availability';
import type { Db } from '../../db/connection';

/** What a lodging or package has to let: rooms or daily places (null: any number) and the only days it runs. */
export interface InventoryRow {
  id: number;
  name: string;
  size: number | null;
  run_dates: string[];
}

/** Lodgings and packages not in the trash, by id (every one when `ids` is not given); `published` keeps drafts out. */
export async function selectInventory(db: Db, target: AvailabilityTarget, { ids, published = false }: { ids?: readonly number[]; published?: boolean } = {}): Promise<InventoryRow[]> {
  if (ids?.length === 0) return [];
  const size = target === 'accommodation' ? sql<number | null>`units` : sql<number | null>`capacity`;
  const runDates = target === 'accommodation' ? sql<string[]>`'{}'::text[]` : sql<string[]>`run_dates`;
  return db
    .selectFrom(target)
    .select(['id', 'name', size.as('size'), runDates.as('run_dates')])
    .where('deleted_at', 'is', null)
    .$if(published, (q) => q.where('status', '=', 'published'))
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .orderBy('id')
    .execute();
}

/**
 * Takes the lodging's or package's row for the rest of the transaction, so two confirmations of it run one
 * after the other and the second counts what the first took. False when the record is not there.
 */
export async function lockInventory(trx: Db, target: AvailabilityTarget, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(target)} where id = ${id} for update`.execute(trx);
  return rows.length > 0;
}

/** A booking request as the calendar places it: a lodging's nights [check_in, check_out), or a package's visit day. */
export interface StayRow {
  id: number;
  code: string;
  target_id: number;
  name: string;
  status: string;
  people: number;
  first_day: string;
  /** The day after the last one it takes. */
  end_day: string;
}

/** Requests of `target` with the statuses given that take a day in [from, to). */
export function selectStays(db: Db, target: AvailabilityTarget, statuses: readonly string[], from: string, to: string, ids?: readonly number[]): Promise<StayRow[]> {
  const first = target === 'accommodation' ? sql<string>`check_in` : sql<string>`visit_date`;
  const end = target === 'accommodation' ? sql<string>`check_out` : sql<string>`visit_date + 1`;
  return db
    .selectFrom('booking_request')
    .select(['id', 'code', 'target_id', 'name', 'status', 'people', sql<string>`${first}::text`.as('first_day'), sql<string>`(${end})::text`.as('end_day')])
    .where('target', '=', target)
    .where('status', 'in', statuses)
    .where(first, '<', sql<string>`${to}::date`)
    .where(end, '>', sql<string>`${from}::date`)
    .$if(ids !== undefined, (q) => q.where('target_id', 'in', ids?.length ? ids : [0]))
    .orderBy('id')
    .execute();
}

export interface ClosureRow {
  id: number;
  target_id: number;
  day: string;
  reason: string;
}

export function selectClosures(db: Db, target: AvailabilityTarget, from: string, to: string, ids?: readonly number[]): Promise<ClosureRow[]> {
  return db
    .selectFrom('availability_closure')
    .select(['id', 'target_id', sql<string>`day::text`.as('day'), 'reason'])
    .where('target', '=', target)
    .where('day', '>=', sql<string>`${from}::date`)
    .where('day', '<', sql<string>`${to}::date`)
    .$if(ids !== undefined, (q) => q.where('target_id', 'in', ids?.length ? ids : [0]))
    .orderBy('day')
    .execute();
}

/** Closes a day (again: its reason is replaced). */
export async function insertClosure(db: Db, closure: { target: AvailabilityTarget; target_id: number; day: string; reason: string; created_by: number | null }): Promise<void> {
  await db
    .insertInto('availability_closure')
    .values(closure)
    .onConflict((conflict) => conflict.columns(['target', 'target_id', 'day']).doUpdateSet({ reason: closure.reason }))
    .execute();
}

/** Opens a closed day; false when it was not closed. */
export async function deleteClosure(db: Db, target: AvailabilityTarget, targetId: number, day: string): Promise<boolean> {
  const result = await db.deleteFrom('availability_closure').where('target', '=', target).where('target_id', '=', targetId).where('day', '=', sql<string>`${day}::date`).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A booking read from another platform's calendar, with the feed it came from, and its lodging. */
export type ImportedRow = CalendarImported & { accommodation_id: number };

/** Imported bookings of lodgings that take a night in [from, to). */
export function selectImported(db: Db, from: string, to: string, ids?: readonly number[]): Promise<ImportedRow[]> {
  return db
    .selectFrom('calendar_import')
    .innerJoin('calendar_feed', 'calendar_feed.id', 'calendar_import.feed_id')
    .select([
      'calendar_feed.accommodation_id',
      'calendar_feed.id as feed_id',
      'calendar_feed.label as feed_label',
      'calendar_feed.url as feed_url',
      'calendar_import.uid',
      'calendar_import.summary',
      sql<string>`calendar_import.start_day::text`.as('first_day'),
      sql<string>`calendar_import.end_day::text`.as('end_day'),
    ])
    .where('calendar_import.start_day', '<', sql<string>`${to}::date`)
    .where('calendar_import.end_day', '>', sql<string>`${from}::date`)
    .$if(ids !== undefined, (q) => q.where('calendar_feed.accommodation_id', 'in', ids?.length ? ids : [0]))
    .orderBy('calendar_import.start_day')
    .execute();
}
