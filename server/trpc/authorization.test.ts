/**
 * STYLE.md §8, authorisation by construction: every procedure is either a known public query or an admin
 * procedure, and every admin procedure refuses a caller without an actor before it reads its input.
 */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { useTrpc, type Caller } from '../test-support/trpc';
import { appRouter } from './router';

const PUBLIC = [
  'auth.login',
  'auth.me',
  'attraction.list',
  'attraction.byId',
  'accommodation.list',
  'accommodation.byId',
  'paket.list',
  'paket.byId',
  'facility.list',
  'facility.byId',
  'mapLocation.list',
  'mapLocation.byId',
  'event.list',
  'event.byId',
  'document.list',
  'booking.create',
  'booking.byCode',
];

const ADMIN = [
  'auth.logout',
  'auth.changePassword',
  'attraction.create',
  'attraction.update',
  'attraction.delete',
  'accommodation.create',
  'accommodation.update',
  'accommodation.delete',
  'paket.create',
  'paket.update',
  'paket.delete',
  'facility.create',
  'facility.update',
  'facility.delete',
  'mapLocation.create',
  'mapLocation.update',
  'mapLocation.delete',
  'event.create',
  'event.update',
  'event.delete',
  'document.replace',
  'booking.list',
  'booking.byId',
  'booking.update',
  'booking.newCount',
  'audit.list',
  'audit.users',
  'dashboard.counts',
];

type Procedure = (input?: unknown) => Promise<unknown>;

function procedureAt(caller: Caller, path: string): Procedure {
  const [domain = '', name = ''] = path.split('.');
  const router = (caller as unknown as Record<string, Record<string, Procedure>>)[domain];
  const procedure = router?.[name];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure;
}

describe('tRPC procedure inventory', () => {
  it('every procedure is classified as public or admin', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual([...PUBLIC, ...ADMIN].sort());
  });
});

describe.each(databases)('tRPC admin procedures without an actor (%s)', (kind) => {
  const t = useTrpc(kind);

  it.each(ADMIN)('%s is UNAUTHORIZED, whatever the input', async (path) => {
    for (const input of [undefined, { id: 1 }, new FormData()]) {
      const error: unknown = await procedureAt(t.anonymous, path)(input).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('UNAUTHORIZED');
      expect((error as TRPCError).message).toBe(messages.unauthorized);
    }
  });

  it.each(PUBLIC.filter((path) => path.endsWith('.list')))('%s answers without an actor', async (path) => {
    expect(Array.isArray(await procedureAt(t.anonymous, path)())).toBe(true);
  });
});
