/**
 * express-session store in the `session` table (DESIGN.md §1: no maintained store covers PGlite).
 * The session data carries `userId` and `tokenHash`; they are mirrored into columns so the bearer
 * token finds its session and a password change can end a user's other sessions.
 */
import session from 'express-session';
import { SESSION } from '../../shared/constants';
import type { Db } from './connection';

export interface SessionUser {
  userId?: number;
  tokenHash?: string;
  /** Login time (ms); the session dies 12 h after it whatever the activity (DESIGN.md §1). */
  signedInAt?: number;
}

declare module 'express-session' {
  interface SessionData extends SessionUser {}
}

type Callback = (error?: unknown) => void;

/** express-session's stores speak callbacks; the queries are promises. */
function settle(work: Promise<unknown>, callback?: Callback): void {
  work.then(
    () => callback?.(),
    (error: unknown) => callback?.(error),
  );
}

function expiresAt(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + SESSION.idleMs);
}

export class KyselySessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.db
      .selectFrom('session')
      .select(['data'])
      .where('sid', '=', sid)
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
      .then((row) => callback(null, row ? (row.data as unknown as session.SessionData) : null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const row = {
      data: JSON.stringify(data),
      user_id: data.userId ?? null,
      token_hash: data.tokenHash ?? null,
      expires_at: expiresAt(data),
    };
    settle(
      this.db
        .insertInto('session')
        .values({ sid, ...row })
        .onConflict((oc) => oc.column('sid').doUpdateSet(row))
        .execute(),
      callback,
    );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    settle(this.db.updateTable('session').set({ expires_at: expiresAt(data) }).where('sid', '=', sid).execute(), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    settle(this.destroyAsync(sid), callback);
  }

  /** The live session a bearer token belongs to; its idle timer restarts (DESIGN.md §1). */
  async findByTokenHash(tokenHash: string): Promise<{ sid: string; data: SessionUser } | null> {
    const row = await this.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() + SESSION.idleMs) })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', new Date())
      .returning(['sid', 'data'])
      .executeTakeFirst();
    return row ? { sid: row.sid, data: row.data as SessionUser } : null;
  }

  async destroyAsync(sid: string): Promise<void> {
    await this.db.deleteFrom('session').where('sid', '=', sid).execute();
  }

  async pruneExpired(): Promise<void> {
    await this.db.deleteFrom('session').where('expires_at', '<=', new Date()).execute();
  }
}
