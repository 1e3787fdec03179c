/**
 * Sessions over HTTP (DESIGN.md §1): the express-session cookie and its bearer-token mirror, both bound to
 * one row of the `session` table, so they die together. The rules themselves (limits, renewal, token,
 * role) are in server/modules/auth/session.service.ts; REST and tRPC both reach them through this file.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { SESSION } from '../../shared/constants';
import type { Db } from '../db/connection';
import type { Actor } from '../modules/auth/auth.service';
import type { LoginClient } from '../modules/auth/login-limit';
import { actorOf, endSession, hashToken, newToken, sessionOfToken, startSession } from '../modules/auth/session.service';
import { loginClientOf } from './device-cookie';
import { KyselySessionStore } from './session-store';
import { audit } from '../modules/audit/audit.service';

export const SESSION_COOKIE = 'tegalsambi.sid';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user and the session row that proves it, or null. */
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

/**
 * Runs `chain` (origin check, session, actor, device) except for a read that carries no cookie and no
 * Authorization header: that is an anonymous visitor whatever the chain would find, and never a sign-in (a
 * POST). Public reads skip the store lookup and the session id express-session would make for each.
 */
export function skipForAnonymousReads(chain: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read || req.headers.cookie || req.headers.authorization) return chain(req, res, next);
    req.auth = null;
    next();
  };
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{16,200})$/i.exec(header);
  return match?.[1] ?? null;
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

/** Sets `req.auth` from the session cookie, else from a bearer token; a dead cookie session is ended. */
export function authenticate(db: Db): RequestHandler {
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
      if (token) req.auth = await sessionOfToken(db, token);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** What login, logout and the password change need of the request's session, on either transport. */
export interface SessionControl {
  /** The address and device cookie the sign-in limit counts against. */
  client: LoginClient;
  sid: string | null;
  /** Starts a fresh session (new id: no fixation) and returns its bearer token. */
  signIn(actor: Actor): Promise<string>;
  /** Ends the session the request proved, whether it came by cookie or by bearer token. */
  signOut(): Promise<void>;
  /**
   * The bearer token of the session the request proved, for a tab whose sessionStorage is empty (DESIGN.md
   * §1). Only the hash is stored, so a session proved by its cookie gets a new token in place of the old one:
   * the browser's other tabs send the same cookie, which is checked first. Null without a session.
   */
  mirror(): Promise<string | null>;
}

export function sessionControl(db: Db, req: Request, res: Response): SessionControl {
  return {
    client: loginClientOf(req),
    sid: req.auth?.sid ?? null,
    async signIn(actor) {
      await regenerate(req);
      // The browser becomes a known device (device-cookie.ts).
      req.device?.remember(actor.id);
      const { token, user } = startSession(actor);
      Object.assign(req.session, user);
      await save(req);
      return token;
    },
    async signOut() {
      if (req.auth) await audit(db, { action: 'sign_out', userId: req.auth.actor.id });
      if (req.auth && req.auth.sid !== req.sessionID) await endSession(db, req.auth.sid);
      if (req.session) await destroySession(req);
      res.clearCookie(SESSION_COOKIE);
      req.auth = null;
    },
    async mirror() {
      if (!req.auth) return null;
      if (req.auth.sid !== req.sessionID) return bearerToken(req);
      const token = newToken();
      req.session.tokenHash = hashToken(token);
      await save(req);
      return token;
    },
  };
}
