/** Queries of booking requests and of their per-address counter, `db` or `trx` first (STYLE.md §6). */
import { sql, type Insertable } from 'kysely';
import type { BookingStatus } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import type { BookingRequestTable } from '../../db/schema';

/** Every column a request is read with; dates as their 'YYYY-MM-DD' text, whatever the driver. */
function selectRequests(db: Db) {
  return db
    .selectFrom('booking_request')
    .select([
      'id',
      'code',
      'target',
      'target_id',
      'target_name',
      'name',
      'whatsapp',
      sql<string | null>`visit_date::text`.as('visit_date'),
      sql<string | null>`check_in::text`.as('check_in'),
      sql<string | null>`check_out::text`.as('check_out'),
      'people',
      'note',
      'status',
      'admin_note',
      'created_at',
      'updated_at',
      'erased_at',
    ]);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

export async function insertRequest(db: Db, row: Insertable<BookingRequestTable>): Promise<number> {
  const inserted = await db.insertInto('booking_request').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('booking_request').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

export function selectByCode(db: Db, code: string): Promise<BookingRow | undefined> {
  return selectRequests(db).where('code', '=', code).executeTakeFirst();
}

export function selectById(db: Db, id: number): Promise<BookingRow | undefined> {
  return selectRequests(db).where('id', '=', id).executeTakeFirst();
}

/** Every request, newest first. */
export function selectNewestFirst(db: Db): Promise<BookingRow[]> {
  return selectRequests(db).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function updateRequest(db: Db, id: number, values: { status?: BookingStatus; admin_note?: string }): Promise<boolean> {
  const result = await db
    .updateTable('booking_request')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countWithStatus(db: Db, status: BookingStatus): Promise<number> {
  const row = await db.selectFrom('booking_request').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', status).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteSlotsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('booking_attempt').where('window_start', '<=', before).execute();
}

/** Requests whose email is still to be sent and whose next try is due. */
export function selectDueNotifications(db: Db, now: Date, maxAttempts: number): Promise<BookingRow[]> {
  return selectRequests(db)
    .where('notified_at', 'is', null)
    .where('erased_at', 'is', null)
    .where('notify_attempts', '<', maxAttempts)
    .where('notify_after', '<=', now)
    .orderBy('id')
    .limit(20)
    .execute();
}

/**
 * Takes a due request for this instance until `until`, if no other instance took it since it was read;
 * the attempts made so far, or null when it was taken.
 */
export async function claimNotification(db: Db, id: number, now: Date, until: Date): Promise<number | null> {
  const row = await db
    .updateTable('booking_request')
    .set({ notify_after: until })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .where('notify_after', '<=', now)
    .returning('notify_attempts')
    .executeTakeFirst();
  return row?.notify_attempts ?? null;
}

export async function markNotified(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('booking_request').set({ notified_at: at }).where('id', '=', id).execute();
}

export async function markNotifyFailed(db: Db, id: number, attempts: number, retryAt: Date): Promise<void> {
  await db.updateTable('booking_request').set({ notify_attempts: attempts, notify_after: retryAt }).where('id', '=', id).execute();
}

/** Erases name, number and notes of requests whose visit (or check-out) day is before `day`; the count of those erased. */
export async function eraseVisitsBefore(db: Db, day: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('booking_request')
    .set({ name: '', whatsapp: '', note: '', admin_note: '', erased_at: at })
    .where('erased_at', 'is', null)
    .where(sql<boolean>`coalesce(check_out, visit_date) < ${day}::date`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
