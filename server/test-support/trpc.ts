/** Procedures called directly (createCaller over the inner context), as the tRPC starter tests them. */
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/connection';
import type { Actor } from '../modules/auth/auth.service';
import { addConfiguredAdmin } from './login';
import type { FetchPolicy } from '../modules/calendar-sync/feed-fetch';
import { createInnerContext } from '../trpc/context';
import { createCaller } from '../trpc/router';
import { createTestDb, SETUP_TIMEOUT, type DatabaseKind } from './db';
import { blobOf } from './fixtures';
import { ADMIN } from './http';

export type Caller = ReturnType<typeof createCaller>;

export interface TrpcFixture {
  db: Db;
  actor: Actor;
  /** Signed in as the admin. */
  admin: Caller;
  /** No session at all. */
  anonymous: Caller;
}

/** A fresh database with the admin for the enclosing describe block, and both callers. */
export function useTrpc(kind: DatabaseKind): TrpcFixture {
  const fixture = {} as TrpcFixture;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const testDb = await createTestDb(kind);
    close = testDb.close;
    await addConfiguredAdmin(testDb.db, ADMIN);
    const user = await testDb.db.selectFrom('admin_user').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    fixture.db = testDb.db;
    fixture.actor = { id: user.id, role: 'admin', mustChangePassword: false };
    fixture.admin = createCaller(createInnerContext(testDb.db, fixture.actor));
    fixture.anonymous = createCaller(createInnerContext(testDb.db, null));
  }, SETUP_TIMEOUT);
  afterAll(() => close(), SETUP_TIMEOUT);
  return fixture;
}

/** A caller as `actor` whose calendar fetches follow `calendarFetch` (a test's own feed server allowed, short limits). */
export function callerFetching(db: Db, actor: Actor, calendarFetch: FetchPolicy): Caller {
  return createCaller(createInnerContext(db, actor, null, calendarFetch));
}

/** The admin forms' FormData: `data` as JSON, files as `images`, `imageIds` and `translations` as JSON, `id` on updates. */
/** An admin form as the client sends it; an update (`id`) names the version it was loaded at (`version`, 1 unless given). */
export function recordForm(
  data: unknown,
  options: { id?: number | string; version?: number | string; status?: string; images?: Uint8Array[]; imageIds?: unknown; translations?: unknown } = {},
): FormData {
  const form = new FormData();
  if (options.id !== undefined) {
    form.append('id', String(options.id));
    form.append('version', String(options.version ?? 1));
  }
  if (options.status !== undefined) form.append('status', options.status);
  form.append('data', JSON.stringify(data));
  for (const [index, bytes] of (options.images ?? []).entries()) form.append('images', blobOf(bytes), `foto-${index}.jpg`);
  if (options.imageIds !== undefined) form.append('imageIds', JSON.stringify(options.imageIds));
  if (options.translations !== undefined) form.append('translations', JSON.stringify(options.translations));
  return form;
}

/** Awaits a call that must fail with `code`; checks the message when given and returns the error. */
export async function expectTrpcError(call: Promise<unknown>, code: TRPCError['code'], message?: string): Promise<TRPCError> {
  const error: unknown = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  expect(trpcError.code).toBe(code);
  if (message !== undefined) expect(trpcError.message).toBe(message);
  return trpcError;
}

/** The first validation message of a BAD_REQUEST input error, and its path. */
export function firstIssue(error: TRPCError): { message: string; path: PropertyKey[] } {
  expect(error.cause).toBeInstanceOf(z.ZodError);
  const issue = (error.cause as z.ZodError).issues[0];
  return { message: issue?.message ?? '', path: issue?.path ?? [] };
}
