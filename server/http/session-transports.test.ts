/**
 * DESIGN.md §1: one set of session rules for both transports. Each rule is checked from the legacy REST
 * API and from tRPC alike, by cookie and by bearer token: a session one transport starts or ends is
 * started or ended for the other, and the idle limit, the absolute limit, renewal and "a password change
 * ends the other sessions" read the same from both.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { ADMIN, useTestServer, type Answer } from '../test-support/http';
import { hashToken } from '../modules/auth/session.service';

type Transport = 'rest' | 'trpc';
type Credential = 'cookie' | 'token';
interface Signed {
  token: string;
  cookie: string;
}

const TRANSPORTS: Transport[] = ['rest', 'trpc'];
const CREDENTIALS: Credential[] = ['cookie', 'token'];
/** No record has this id: a signed-in admin gets 404 from either transport, anyone else 401. */
const MISSING_ID = 999_999;

interface TrpcAnswer {
  result?: { data?: { token?: string } };
  error?: { message: string };
}

describe.each(databases)('session rules on both transports (%s)', (kind) => {
  const t = useTestServer(kind);
  const headersOf = (session: Signed, credential: Credential): Record<string, string> =>
    credential === 'cookie' ? { Cookie: session.cookie } : { Authorization: `Bearer ${session.token}` };
  const sidOf = async (session: Signed) =>
    (await t.server.db.selectFrom('session').select('sid').where('token_hash', '=', hashToken(session.token)).executeTakeFirst())?.sid;
  const expiresAtOf = async (session: Signed) =>
    (await t.server.db.selectFrom('session').select('expires_at').where('token_hash', '=', hashToken(session.token)).executeTakeFirst())?.expires_at;

  /** An admin-only call that changes nothing: 404 when the session is live, 401 when it is not. */
  async function probe(transport: Transport, headers: Record<string, string>): Promise<Answer> {
    if (transport === 'rest') return t.server.call('PUT', `/api/data/map/${MISSING_ID}`, { headers, json: {} });
    return t.server.call('POST', '/trpc/mapLocation.delete', { headers, json: { id: MISSING_ID } });
  }

  async function isLive(transport: Transport, session: Signed, credential: Credential): Promise<boolean> {
    const answer = await probe(transport, headersOf(session, credential));
    if (answer.status === 404) return true;
    expect(answer.status).toBe(401);
    const sentence = transport === 'rest' ? answer.body.message : (answer.body as TrpcAnswer).error?.message;
    expect(sentence).toBe(messages.unauthorized);
    return false;
  }

  /** Liveness as every transport and credential sees it, e.g. `{ 'rest cookie': true, … }`. */
  async function seenEverywhere(session: Signed): Promise<Record<string, boolean>> {
    const seen: Record<string, boolean> = {};
    for (const transport of TRANSPORTS) {
      for (const credential of CREDENTIALS) seen[`${transport} ${credential}`] = await isLive(transport, session, credential);
    }
    return seen;
  }
  const everywhere = (live: boolean) => ({ 'rest cookie': live, 'rest token': live, 'trpc cookie': live, 'trpc token': live });

  async function signIn(transport: Transport): Promise<Signed> {
    if (transport === 'rest') return t.server.signIn();
    const answer = await t.server.call<TrpcAnswer>('POST', '/trpc/auth.login', { json: ADMIN });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid=')) ?? '';
    return { token: answer.body.result?.data?.token ?? '', cookie: cookie.split(';')[0] ?? '' };
  }

  async function signOut(transport: Transport, session: Signed, credential: Credential): Promise<void> {
    const headers = headersOf(session, credential);
    const answer =
      transport === 'rest'
        ? await t.server.call('POST', '/api/auth/logout', { headers })
        : await t.server.call('POST', '/trpc/auth.logout', { headers, json: {} });
    expect(answer.status).toBe(200);
  }

  it.each(TRANSPORTS)('a session started over %s holds by cookie and token on both transports', async (transport) => {
    const session = await signIn(transport);
    expect(session.cookie).toMatch(/^tegalsambi\.sid=s%3A/);
    expect(await seenEverywhere(session)).toEqual(everywhere(true));
  });

  it.each(TRANSPORTS.flatMap((transport) => CREDENTIALS.map((credential) => [transport, credential] as const)))(
    'signing out over %s by %s ends the session on both transports',
    async (transport, credential) => {
      const session = await signIn('rest');
      await signOut(transport, session, credential);
      expect(await seenEverywhere(session)).toEqual(everywhere(false));
      expect(await sidOf(session)).toBeUndefined();
    },
  );

  it('idle limit: a session past its expiry is dead on both transports', async () => {
    const session = await signIn('rest');
    await t.server.db.updateTable('session').set({ expires_at: new Date(Date.now() - 1000) }).where('sid', '=', (await sidOf(session)) ?? '').execute();
    expect(await seenEverywhere(session)).toEqual(everywhere(false));
  });

  it('absolute limit: 12 h after sign-in the session is dead on both transports, and its row is gone', async () => {
    const session = await signIn('trpc');
    const longAgo = Date.now() - SESSION.absoluteMs - 1000;
    await sql`update session set data = jsonb_set(data, '{signedInAt}', to_jsonb(${longAgo}::bigint)) where sid = ${(await sidOf(session)) ?? ''}`.execute(
      t.server.db,
    );
    expect(await seenEverywhere(session)).toEqual(everywhere(false));
    expect(await sidOf(session)).toBeUndefined();
  });

  it.each(TRANSPORTS.flatMap((transport) => CREDENTIALS.map((credential) => [transport, credential] as const)))(
    'renewal: a call over %s by %s restarts the idle timer',
    async (transport, credential) => {
      const session = await signIn('rest');
      await t.server.db.updateTable('session').set({ expires_at: new Date(Date.now() + 60_000) }).where('sid', '=', (await sidOf(session)) ?? '').execute();
      expect(await isLive(transport, session, credential)).toBe(true);
      const remaining = ((await expiresAtOf(session))?.getTime() ?? 0) - Date.now();
      expect(remaining).toBeGreaterThan(SESSION.idleMs - 60_000);
    },
  );

  it('a password change ends the other sessions on both transports and keeps the current one', async () => {
    const current = await signIn('rest');
    const others = [await signIn('rest'), await signIn('trpc')];
    const changed = await t.server.call('POST', '/trpc/auth.changePassword', {
      headers: headersOf(current, 'cookie'),
      json: { currentPassword: ADMIN.password, newPassword: 'kata-sandi-baru-456' },
    });
    expect(changed.status).toBe(200);
    for (const other of others) expect(await seenEverywhere(other)).toEqual(everywhere(false));
    expect(await seenEverywhere(current)).toEqual(everywhere(true));
    // Back to the password the other tests sign in with.
    await t.server.call('POST', '/trpc/auth.changePassword', {
      headers: headersOf(current, 'token'),
      json: { currentPassword: 'kata-sandi-baru-456', newPassword: ADMIN.password },
    });
  });
});
