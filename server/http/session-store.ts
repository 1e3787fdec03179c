/**
 * express-session's store over the `session` table (DESIGN.md §1: no maintained store covers PGlite).
 * It only speaks express-session's callbacks: what a session holds and how long it lives is decided in
 * server/modules/auth/session.service.ts, the same rules the bearer token follows.
 */
import session from 'express-session';
import type { Db } from '../db/connection';
import * as sessions from '../modules/auth/session.service';
import type { SessionUser } from '../modules/auth/session.service';

declare module 'express-session' {
  interface SessionData extends SessionUser {}
}

type Callback = (error?: unknown) => void;

/** express-session's stores speak callbacks; the rules are promises. */
function settle(work: Promise<unknown>, callback?: Callback): void {
  work.then(
    () => callback?.(),
    (error: unknown) => callback?.(error),
  );
}

export class KyselySessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    sessions.loadSession(this.db, sid).then((data) => callback(null, data as session.SessionData | null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    settle(sessions.saveSession(this.db, sid, data), callback);
  }

  override touch(sid: string, _data: session.SessionData, callback?: Callback): void {
    settle(sessions.renewSession(this.db, sid), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    settle(sessions.endSession(this.db, sid), callback);
  }
}
