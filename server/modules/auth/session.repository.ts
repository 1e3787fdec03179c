/** The `session` table: one query a function (STYLE.md §3). The rules that use them are in session.service.ts. */
import type { Db } from '../../db/connection';

export interface SessionRow {
  data: string;
  user_id: number | null;
  token_hash: string | null;
  expires_at: Date;
}

export async function selectLiveData(db: Db, sid: string, now: Date): Promise<unknown> {
  const row = await db.selectFrom('session').select(['data']).where('sid', '=', sid).where('expires_at', '>', now).executeTakeFirst();
  return row?.data;
}

export async function upsertSession(db: Db, sid: string, row: SessionRow): Promise<void> {
  await db
    .insertInto('session')
    .values({ sid, ...row })
    .onConflict((oc) => oc.column('sid').doUpdateSet(row))
    .execute();
}

export async function updateExpiry(db: Db, sid: string, expiresAt: Date): Promise<void> {
  await db.updateTable('session').set({ expires_at: expiresAt }).where('sid', '=', sid).execute();
}

/** Moves the expiry of the live session holding `tokenHash` and returns it, in one statement. */
export function renewByTokenHash(db: Db, tokenHash: string, now: Date, expiresAt: Date) {
  return db
    .updateTable('session')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['sid', 'data'])
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('session').where('sid', '=', sid).execute();
}

export async function deleteUserSessions(db: Db, userId: number, keepSid: string | null): Promise<void> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepSid) query = query.where('sid', '!=', keepSid);
  await query.execute();
}

export async function deleteExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<=', now).execute();
}
