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

/** Failures per key since a moment, with the oldest one (to tell how long to wait). */
export function selectFailures(db: Db, keys: string[], since: Date) {
  return db
    .selectFrom('login_failure')
    .select((eb) => ['key', eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .groupBy('key')
    .execute();
}

export async function insertFailures(db: Db, keys: string[]): Promise<void> {
  await db.insertInto('login_failure').values(keys.map((key) => ({ key }))).execute();
}

export async function deleteFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', key).execute();
}

export async function deleteFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_failure').where('failed_at', '<', before).execute();
}

export async function deleteOtherSessions(db: Db, userId: number, keepSid: string | null): Promise<void> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepSid) query = query.where('sid', '!=', keepSid);
  await query.execute();
}
