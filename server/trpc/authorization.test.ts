/**
 * STYLE.md §8, authorisation by construction: every procedure is either public or behind a session, as the
 * access table says (test-support/access-table.ts, whose completeness the role table checks), and every
 * procedure behind a session refuses a caller without an actor before it reads its input.
 */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { PROCEDURE_ACCESS } from '../test-support/access-table';
import { databases } from '../test-support/db';
import { useTrpc, type Caller } from '../test-support/trpc';
import { appRouter } from './router';

const EXISTING = Object.keys(appRouter._def.procedures);
const PUBLIC = EXISTING.filter((path) => PROCEDURE_ACCESS[path] === 'public');
/** Every other procedure, classified or not: an unclassified one must refuse a visitor too. */
const BEHIND_SESSION = EXISTING.filter((path) => PROCEDURE_ACCESS[path] !== 'public');

type Procedure = (input?: unknown) => Promise<unknown>;

function procedureAt(caller: Caller, path: string): Procedure {
  const [domain = '', name = ''] = path.split('.');
  const router = (caller as unknown as Record<string, Record<string, Procedure>>)[domain];
  const procedure = router?.[name];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure;
}

describe.each(databases)('tRPC procedures behind a session, without an actor (%s)', (kind) => {
  const t = useTrpc(kind);

  it.each(BEHIND_SESSION)('%s is UNAUTHORIZED, whatever the input', async (path) => {
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
