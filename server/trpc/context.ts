/**
 * What every procedure sees. The inner context (db, actor, and the visitor's address when there is one) can
 * be built without HTTP, so tests and the server render call procedures directly; the HTTP context adds the
 * session controls that login and logout need, the same ones the REST routes use (server/http/session.ts).
 */
import type { Request, Response } from 'express';
import type { Db } from '../db/connection';
import { sessionControl, type SessionControl } from '../http/session';
import { throwHeldRefusal } from './held-refusal';
import type { Actor } from '../modules/auth/auth.service';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../modules/calendar-sync/feed-fetch';

export interface Context {
  db: Db;
  actor: Actor | null;
  session: SessionControl | null;
  /** The address the call came from, which a visitor's limits count against (a page's calls carry its request's); null in a test's direct call. */
  ip: string | null;
  /** What the server may fetch when an admin adds or syncs a lodging's calendar (CALENDAR_FETCH_ALLOW_HOSTS). */
  calendarFetch: FetchPolicy;
}

export function createInnerContext(db: Db, actor: Actor | null = null, ip: string | null = null, calendarFetch: FetchPolicy = DEFAULT_FETCH_POLICY): Context {
  return { db, actor, session: null, ip, calendarFetch };
}

export function createHttpContext(db: Db, req: Request, res: Response, calendarFetch: FetchPolicy = DEFAULT_FETCH_POLICY): Context {
  throwHeldRefusal(req);
  return { db, actor: req.auth?.actor ?? null, session: sessionControl(db, req, res), ip: req.ip ?? null, calendarFetch };
}
