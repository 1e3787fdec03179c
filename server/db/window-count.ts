/**
 * Counters of attempts per key in a time window (sign-ins, booking requests): tables of the same three
 * columns, `key`, `window_start` and `count`.
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
