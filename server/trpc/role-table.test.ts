/**
 * The role table (STYLE.md §8): every tRPC procedure and every REST route has its expected access written
 * down (test-support/access-table.ts), and each is called over HTTP by a visitor, a user whose password is
 * temporary, an editor and an admin. A refusal must be the right one (401 for no session, 403 with its
 * sentence for the wrong role or a temporary password); an allowed call may still fail on its input (400,
 * 404): the point is who gets past the lock. A procedure or route missing from the table fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { PROCEDURE_ACCESS, REST_ACCESS, type Access } from '../test-support/access-table';
import { databases, SETUP_TIMEOUT } from '../test-support/db';
import { useTestServer, type TestServer } from '../test-support/http';
import { addUser, type Credentials } from '../test-support/login';
import { callTrpc } from '../test-support/trpc-http';
import { restRouter } from '../rest/routes';
import { appRouter } from './router';

type Caller = 'visitor' | 'temporary' | 'editor' | 'admin';
const CALLERS: Caller[] = ['visitor', 'temporary', 'editor', 'admin'];

type ProcedureType = 'query' | 'mutation';
// Flat at run time, each under its dotted path ('users.list'), whatever the type says.
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>;
const existingProcedures = Object.keys(procedures).sort();

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** "METHOD path" of every route the REST router declares (its middleware layers have no route). */
function restRoutes(server: TestServer): string[] {
  const stack = (restRouter(server.db) as unknown as { stack: RouteLayer[] }).stack;
  return stack.flatMap((layer) => Object.keys(layer.route?.methods ?? {}).map((method) => `${method.toUpperCase()} ${layer.route?.path ?? ''}`));
}

/** What a caller must get: the refusal's status and sentence, or null when it gets past the lock. */
function expectedRefusal(access: Access, caller: Caller): { status: number; message: string } | null {
  if (access === 'public' || caller === 'admin') return null;
  if (caller === 'visitor') return { status: 401, message: messages.unauthorized };
  if (access === 'signedIn') return null;
  if (caller === 'temporary') return { status: 403, message: messages.passwordChangeRequired };
  return access === 'admin' ? { status: 403, message: messages.forbidden } : null;
}

function expectAccess(answer: { status: number; message: string | undefined }, access: Access, caller: Caller, name: string) {
  const refusal = expectedRefusal(access, caller);
  const label = `${name} as ${caller}`;
  if (refusal) {
    expect(answer.status, label).toBe(refusal.status);
    expect(answer.message, label).toBe(refusal.message);
  } else {
    expect([401, 403], label).not.toContain(answer.status);
    expect(answer.status, label).toBeLessThan(500);
  }
}

describe('the access table', () => {
  it('classifies every tRPC procedure', () => {
    expect(existingProcedures.filter((path) => !Object.hasOwn(PROCEDURE_ACCESS, path))).toEqual([]);
  });
});

describe.each(databases)('the role table over HTTP (%s)', (kind) => {
  const t = useTestServer(kind);
  const accounts = {} as Record<'temporary' | 'editor', Credentials>;
  const tokens = {} as Record<Caller, string | undefined>;

  beforeAll(async () => {
    accounts.editor = await addUser(t.server.db, 'editor@contoh.desa.id', 'editor');
    accounts.temporary = await addUser(t.server.db, 'baru@contoh.desa.id', 'editor', { temporary: true });
    tokens.visitor = undefined;
    tokens.admin = t.token;
    tokens.editor = (await t.server.signIn(accounts.editor)).token;
    tokens.temporary = (await t.server.signIn(accounts.temporary)).token;
  }, SETUP_TIMEOUT);

  /** The caller's token; a sign-out gets a session of its own, so the others' stay alive. */
  const tokenFor = async (caller: Caller, signsOut: boolean) => {
    if (!signsOut || caller === 'visitor') return tokens[caller];
    return (await t.server.signIn(caller === 'admin' ? undefined : accounts[caller])).token;
  };

  it('classifies every REST route', () => {
    expect(restRoutes(t.server).filter((route) => !Object.hasOwn(REST_ACCESS, route))).toEqual([]);
  });

  it.each(existingProcedures.filter((path) => Object.hasOwn(PROCEDURE_ACCESS, path)))('%s', async (path) => {
    const access = PROCEDURE_ACCESS[path] ?? 'admin';
    const type = procedures[path]?._def.type ?? 'query';
    for (const caller of CALLERS) {
      const token = await tokenFor(caller, path === 'auth.logout');
      const answer = await callTrpc(t.server, type, path, { token, input: {} });
      expectAccess({ status: answer.status, message: answer.error?.message }, access, caller, path);
    }
  });

  it.each(Object.entries(REST_ACCESS))('%s', async (route, access) => {
    const [method = 'GET', pattern = ''] = route.split(' ');
    const path = `/api${pattern.replace(':type', 'paket').replace(':id', '999999')}`;
    for (const caller of CALLERS) {
      const token = await tokenFor(caller, pattern === '/auth/logout');
      const answer = await t.server.call(method, path, { token, ...(method === 'GET' ? {} : { json: {} }) });
      const message = typeof answer.body === 'object' && answer.body !== null ? String(answer.body.message) : undefined;
      expectAccess({ status: answer.status, message }, access, caller, route);
    }
  });
});
