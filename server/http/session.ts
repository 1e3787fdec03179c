/**
 * Sessions (DESIGN.md §1): an express-session cookie and its bearer-token mirror, both bound to one
 * row of the `session` table, so they die together at logout or expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { SESSION } from '../../shared/constants';
import type { KyselySessionStore, SessionUser } from '../db/session-store';
import type { Db } from '../db/connection';
import { currentActor, type Actor } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'tegalsambi.sid';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in admin and the session row that proves it, or null. */
    auth?: { actor: Actor; sid: string } | null;
  }
}

export function sessionMiddleware(store: KyselySessionStore, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION.idleMs },
  });
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user a session names, unless it is past its absolute limit. */
function sessionUserId(data: SessionUser | undefined): number | null {
  if (!data?.userId || !data.signedInAt) return null;
  if (Date.now() - data.signedInAt > SESSION.absoluteMs) return null;
  return data.userId;
}

/** The session's user as stored now (the role is read on every request), or null. */
async function actorOf(db: Db, data: SessionUser | undefined): Promise<Actor | null> {
  const userId = sessionUserId(data);
  return userId === null ? null : currentActor(db, userId);
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{16,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** Sets `req.auth` from the session cookie, else from a bearer token; a session past 12 h is ended. */
export function authenticate(db: Db, store: KyselySessionStore): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      req.auth = null;
      const fromCookie = await actorOf(db, req.session);
      if (fromCookie) {
        req.auth = { actor: fromCookie, sid: req.sessionID };
        return next();
      }
      if (req.session?.userId) await destroySession(req);
      const token = bearerToken(req);
      if (!token) return next();
      const found = await store.findByTokenHash(hashToken(token));
      const fromToken = await actorOf(db, found?.data);
      if (found && fromToken) req.auth = { actor: fromToken, sid: found.sid };
      else if (found) await store.destroyAsync(found.sid);
      next();
    } catch (error) {
      next(error);
    }
  };
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/**
 * Starts a fresh session for the admin (new id: no fixation) and returns its bearer token; the browser
 * becomes a known device (device-cookie.ts).
 */
export async function signIn(req: Request, actor: Actor): Promise<string> {
  await regenerate(req);
  req.device?.remember(actor.id);
  const token = randomBytes(32).toString('base64url');
  req.session.userId = actor.id;
  req.session.tokenHash = hashToken(token);
  req.session.signedInAt = Date.now();
  await save(req);
  return token;
}

/** Ends the session the request proved, whether it came by cookie or by bearer token. */
export async function signOut(req: Request, res: Response, store: KyselySessionStore): Promise<void> {
  if (req.auth && req.auth.sid !== req.sessionID) await store.destroyAsync(req.auth.sid);
  if (req.session) await destroySession(req);
  res.clearCookie(SESSION_COOKIE);
  req.auth = null;
}
