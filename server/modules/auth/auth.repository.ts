import type { Db } from '../../db/connection';

export function selectUserByEmail(db: Db, email: string) {
  return db.selectFrom('admin_user').select(['id', 'email', 'password_hash', 'role']).where('email', '=', email).executeTakeFirst();
}

export function selectUserById(db: Db, id: number) {
  return db.selectFrom('admin_user').select(['id', 'email', 'password_hash', 'role']).where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admin_user').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function upsertUser(db: Db, email: string, passwordHash: string): Promise<void> {
  await db
    .insertInto('admin_user')
    .values({ email, password_hash: passwordHash })
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: passwordHash }))
    .execute();
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin_user').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/**
 * Counts one attempt for `key`: +1 in the current window, or 1 in a new window starting `now` once the
 * last one began at or before `expiredBefore`. One upsert, so Postgres locks the row and parallel attempts
 * are counted one after another; returns the count including this attempt and when its window began.
 */
export function reserveAttempt(db: Db, key: string, now: Date, expiredBefore: Date) {
  return db
    .insertInto('login_attempt')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('login_attempt.window_start', '<=', expiredBefore);
        return {
          count: eb.case().when(expired).then(1).else(eb('login_attempt.count', '+', 1)).end(),
          window_start: eb.case().when(expired).then(now).else(eb.ref('login_attempt.window_start')).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Gives one attempt back (a sign-in that succeeded is not a failure). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_attempt')
    .set((eb) => ({ count: eb.fn('greatest', [eb('count', '-', 1), eb.lit(0)]) }))
    .where('key', '=', key)
    .execute();
}

export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('key', '=', key).execute();
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempt').where('window_start', '<=', before).execute();
}
