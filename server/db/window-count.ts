/**
 * Counters of attempts per key in a time window (sign-ins, booking requests, lookups of booking codes that
 * find nothing): tables of the same three columns, `key`, `window_start` and `count`.
 */
import type { Db } from './connection';
import type { Database } from './schema';

/** The tables that count attempts per key; each has exactly the columns of `login_attempt`. */
export type WindowCountTable = 'login_attempt' | 'booking_attempt';
const _sameColumns: Database['booking_attempt'] extends Database['login_attempt'] ? true : never = true;

/**
 * Counts one attempt for `key`: +1 in the current window, or 1 in a new window starting `now` once the
 * last one began at or before `expiredBefore`. One upsert, so Postgres locks the row and parallel attempts
 * are counted one after another; returns the count including this attempt and when its window began.
 */
export function countInWindow(db: Db, table: WindowCountTable, key: string, now: Date, expiredBefore: Date) {
  // The two tables share their columns (checked above), so one table's types serve both.
  const counter = table as 'login_attempt';
  return db
    .insertInto(counter)
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb(`${counter}.window_start`, '<=', expiredBefore);
        return {
          count: eb.case().when(expired).then(1).else(eb(`${counter}.count`, '+', 1)).end(),
          window_start: eb.case().when(expired).then(now).else(eb.ref(`${counter}.window_start`)).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** The attempts counted so far for `key` in its window, counting none; undefined when it has no window begun after `expiredBefore`. */
export function currentCount(db: Db, table: WindowCountTable, key: string, expiredBefore: Date) {
  const counter = table as 'login_attempt';
  return db.selectFrom(counter).select(['count', 'window_start']).where('key', '=', key).where('window_start', '>', expiredBefore).executeTakeFirst();
}
