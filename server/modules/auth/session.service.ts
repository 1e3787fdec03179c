/**
 * The session rules (DESIGN.md §1), written once for both transports: a session is a row of the `session`
 * table naming its user, its bearer token (stored only as a sha256 hash) and its sign-in time. It dies after
 * SESSION.idleMs without a request, SESSION.absoluteMs after sign-in whatever the activity, at sign-out,
 * when its user changes the password elsewhere, or when an admin deactivates the user or resets the
 * password. The user's role, state and temporary-password flag are read from the database on every
 * request. The express-session store and the request middleware (server/http/) only translate to HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '../../../shared/constants';
import type { Db } from '../../db/connection';
import { selectUserById } from './auth.repository';
import type { Actor } from './auth.service';
import * as repo from './session.repository';

/** What a session carries beside the cookie settings express-session keeps with it. */
export interface SessionUser {
  userId?: number;
  tokenHash?: string;
  /** Login time (ms); the absolute limit counts from it. */
  signedInAt?: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An opaque random bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new session's user, sign-in time and bearer token; only the token's hash is ever stored. */
export function startSession(actor: Actor, now = Date.now()): { token: string; user: Required<SessionUser> } {
  const token = newToken();
  return { token, user: { userId: actor.id, tokenHash: hashToken(token), signedInAt: now } };
}

/** The idle limit: a session lives until this long after its last request. */
function idleExpiry(now: number): Date {
  return new Date(now + SESSION.idleMs);
}

/** The user a session names, unless it is past its absolute limit. */
function liveUserId(user: SessionUser | undefined, now: number): number | null {
  if (!user?.userId || !user.signedInAt) return null;
  if (now - user.signedInAt > SESSION.absoluteMs) return null;
  return user.userId;
}

/**
 * The session's user as stored now (a changed role or a temporary password counts at once), or null when
 * the account is gone or inactive: a deactivated account's requests are anonymous even before its
 * sessions are deleted.
 */
export async function actorOf(db: Db, user: SessionUser | undefined): Promise<Actor | null> {
  const userId = liveUserId(user, Date.now());
  if (userId === null) return null;
  const found = await selectUserById(db, userId);
  return found?.active ? { id: found.id, role: found.role, mustChangePassword: found.must_change_password } : null;
}

/** The live session a bearer token belongs to, renewed; a session past its absolute limit is ended. */
export async function sessionOfToken(db: Db, token: string): Promise<{ sid: string; actor: Actor } | null> {
  const now = Date.now();
  const row = await repo.renewByTokenHash(db, hashToken(token), new Date(now), idleExpiry(now));
  if (!row) return null;
  const actor = await actorOf(db, row.data as SessionUser);
  if (actor) return { sid: row.sid, actor };
  await repo.deleteSession(db, row.sid);
  return null;
}

/** A session's stored data while it is within its idle limit, else null. */
export async function loadSession(db: Db, sid: string): Promise<unknown> {
  return (await repo.selectLiveData(db, sid, new Date())) ?? null;
}

/** Stores a session's data, its user and token hash mirrored into columns; its idle timer restarts. */
export async function saveSession(db: Db, sid: string, data: SessionUser): Promise<void> {
  await repo.upsertSession(db, sid, {
    data: JSON.stringify(data),
    user_id: data.userId ?? null,
    token_hash: data.tokenHash ?? null,
    expires_at: idleExpiry(Date.now()),
  });
}

/** A request came: the idle timer restarts. */
export async function renewSession(db: Db, sid: string): Promise<void> {
  await repo.updateExpiry(db, sid, idleExpiry(Date.now()));
}

export async function endSession(db: Db, sid: string): Promise<void> {
  await repo.deleteSession(db, sid);
}

/** Ends every session of the user but `keepSid` (all of them when it is null): a password change. */
export async function endOtherSessions(db: Db, userId: number, keepSid: string | null): Promise<void> {
  await repo.deleteUserSessions(db, userId, keepSid);
}

export async function pruneExpiredSessions(db: Db): Promise<void> {
  await repo.deleteExpired(db, new Date());
}
