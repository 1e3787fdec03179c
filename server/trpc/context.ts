/**
 * What every procedure sees. The inner context (db, actor) can be built without HTTP, so tests call
 * procedures directly; the HTTP context adds the session controls that login and logout need, the same
 * ones the REST routes use (server/http/session.ts).
 */
import type { Request, Response } from 'express';
import type { Db } from '../db/connection';
import { sessionControl, type SessionControl } from '../http/session';
import { throwHeldRefusal } from './held-refusal';
import type { Actor } from '../modules/auth/auth.service';

export interface Context {
  db: Db;
  actor: Actor | null;
  session: SessionControl | null;
}

export function createInnerContext(db: Db, actor: Actor | null = null): Context {
  return { db, actor, session: null };
}

export function createHttpContext(db: Db, req: Request, res: Response): Context {
  throwHeldRefusal(req);
  return { db, actor: req.auth?.actor ?? null, session: sessionControl(db, req, res) };
}
