/**
 * What every procedure sees. The inner context (db, actor) can be built without HTTP, so tests call
 * procedures directly; the HTTP context adds the session controls that login and logout need.
 */
import type { Request, Response } from 'express';
import type { Db } from '../db/connection';
import type { KyselySessionStore } from '../db/session-store';
import { loginClientOf } from '../http/device-cookie';
import { signIn, signOut } from '../http/session';
import { throwHeldRefusal } from './held-refusal';
import type { Actor } from '../modules/auth/auth.service';
import type { LoginClient } from '../modules/auth/login-limit';

export interface SessionControl {
  /** The address and device cookie the sign-in limit counts against. */
  client: LoginClient;
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
  throwHeldRefusal(req);
  return {
    db,
    actor: req.auth?.actor ?? null,
    session: {
      client: loginClientOf(req),
      sid: req.auth?.sid ?? null,
      signIn: (actor) => signIn(req, actor),
      signOut: () => signOut(req, res, store),
    },
  };
}
