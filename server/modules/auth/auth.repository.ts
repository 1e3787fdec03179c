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
