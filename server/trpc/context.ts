/**
 * What every procedure sees. The inner context (db, actor) can be built without HTTP, so tests call
 * procedures directly; the HTTP context adds the session controls that login and logout need.
 */
import type { Request, Response } from 'express';
import type { Db } from '../db/connection';
import type { KyselySessionStore } from '../db/session-store';
import type { Actor } from '../modules/auth/auth.service';
import { signIn, signOut } from '../http/session';

export interface SessionControl {
  ip: string;
  sid: string | null;
  signIn(actor: Actor): Promise<string>;
  signOut(): Promise<void>;
}

export interface Context {
  db: Db;
  actor: Actor | null;
  session: SessionControl | null;
}

export function createInnerContext(db: Db, actor: Actor | null = null): Context {
  return { db, actor, session: null };
}

export function createHttpContext(db: Db, store: KyselySessionStore, req: Request, res: Response): Context {
  return {
    db,
    actor: req.auth?.actor ?? null,
    session: {
      ip: req.ip ?? 'unknown',
      sid: req.auth?.sid ?? null,
      signIn: (actor) => signIn(req, actor),
      signOut: () => signOut(req, res, store),
    },
  };
}
