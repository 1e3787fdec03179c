/** The `admin_user` table as the team screen sees it: one query a function (STYLE.md §3). */
import { sql } from 'kysely';
import { ADMIN_ROLE } from '../../../shared/constants';
import type { Db } from '../../db/connection';

/** Who an account is, as the panel names them (name, else email), from the row's column holding its id. */
export const accountName = (column: string) =>
  sql<string | null>`(select coalesce(nullif(u.name, ''), u.email) from admin_user u where u.id = ${sql.ref(column)})`;

const USER_COLUMNS = ['id', 'name', 'email', 'role', 'active', 'must_change_password', 'last_sign_in_at'] as const;

export function selectUsers(db: Db) {
  return db.selectFrom('admin_user').select(USER_COLUMNS).orderBy(sql`lower(name)`).orderBy('id').execute();
}

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** One account, its row locked until the transaction ends. */
export function selectUserForUpdate(db: Db, id: number) {
  return db.selectFrom('admin_user').select(USER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The active admins' ids, their rows locked until the transaction ends (in id order, so two callers never
 * wait on each other in a cycle). A second transaction that wants to demote or deactivate an admin waits
 * here, then sees the first one's change: two demotions at once cannot leave no admin.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('admin_user').select('id').where('role', '=', ADMIN_ROLE).where('active', '=', true).orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}

/** The new account's id, or undefined when the email is taken. */
export async function insertUser(db: Db, user: { name: string; email: string; role: string; password_hash: string }): Promise<number | undefined> {
  const row = await db
    .insertInto('admin_user')
    .values({ ...user, must_change_password: true })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateUser(db: Db, id: number, change: { name: string; role: string }): Promise<void> {
  await db.updateTable('admin_user').set(change).where('id', '=', id).execute();
}

export async function updateActive(db: Db, id: number, active: boolean): Promise<void> {
  await db.updateTable('admin_user').set({ active }).where('id', '=', id).execute();
}

/** A password an admin handed out: it must be replaced at the next sign-in. */
export async function updateTemporaryPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin_user').set({ password_hash: passwordHash, must_change_password: true }).where('id', '=', id).execute();
}
