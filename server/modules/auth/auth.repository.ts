import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** What signing in and each request need of an account. */
const ACCOUNT_COLUMNS = ['id', 'email', 'name', 'password_hash', 'role', 'active', 'must_change_password'] as const;

export function selectUserByEmail(db: Db, email: string) {
  return db.selectFrom('admin_user').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function selectUserById(db: Db, id: number) {
  return db.selectFrom('admin_user').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admin_user').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The configured admin: created, or made an active admin again with this password (DESIGN.md §2). */
export async function upsertAdmin(db: Db, email: string, passwordHash: string, defaultName: string): Promise<void> {
  const admin = { password_hash: passwordHash, role: 'admin', active: true, must_change_password: false };
  await db
    .insertInto('admin_user')
    .values({ email, name: defaultName, ...admin })
    .onConflict((oc) => oc.column('email').doUpdateSet({ ...admin, name: sql<string>`coalesce(nullif(admin_user.name, ''), ${defaultName})` }))
    .execute();
}

/** A password the user chose: any temporary one is replaced. */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin_user').set({ password_hash: passwordHash, must_change_password: false }).where('id', '=', id).execute();
}

export async function updateLastSignIn(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('admin_user').set({ last_sign_in_at: at }).where('id', '=', id).execute();
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
