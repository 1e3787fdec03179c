/**
 * DESIGN.md §1: a new tab starts with an empty sessionStorage and restores its mirror (token and role) from
 * the live cookie session through `auth.mirror`. The token it gets works alone; without a session, or from
 * another site, nothing is handed out; after sign-out the cookie, the old token and the new one are all dead.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { databases } from '../test-support/db';
import { useTestServer } from '../test-support/http';
import { callTrpc } from '../test-support/trpc-http';

interface Mirror {
  token: string;
  role: string;
  mustChangePassword: boolean;
}

describe.each(databases)('the session mirror of a new tab (%s)', (kind) => {
  const t = useTestServer(kind);

  it('hands a cookie session a working token and its role', async () => {
    const { cookie, token: loginToken } = await t.server.signIn();
    const answer = await callTrpc<Mirror>(t.server, 'mutation', 'auth.mirror', { cookie, input: {} });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ token: expect.stringMatching(/^\S{16,200}$/), role: 'admin', mustChangePassword: false });
    const token = answer.data?.token;
    expect(token).not.toBe(loginToken);
    const me = await callTrpc<{ role: string } | null>(t.server, 'query', 'auth.me', { token });
    expect(me.data?.role).toBe('admin');
  });

  it('hands a bearer session its own token back unchanged', async () => {
    const { token } = await t.server.signIn();
    const answer = await callTrpc<Mirror>(t.server, 'mutation', 'auth.mirror', { token, input: {} });
    expect(answer.data?.token).toBe(token);
  });

  it('answers 401 without a session and 403 to another site', async () => {
    const anonymous = await callTrpc(t.server, 'mutation', 'auth.mirror', { input: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.message).toBe(messages.unauthorized);
    const { cookie } = await t.server.signIn();
    const foreign = await t.server.call('POST', '/trpc/auth.mirror', { headers: { Cookie: cookie, Origin: 'http://evil.example' }, json: {} });
    expect(foreign.status).toBe(403);
  });

  it('leaves nothing alive after sign-out', async () => {
    const { cookie, token: loginToken } = await t.server.signIn();
    const token = (await callTrpc<Mirror>(t.server, 'mutation', 'auth.mirror', { cookie, input: {} })).data?.token;
    expect((await callTrpc(t.server, 'mutation', 'auth.logout', { cookie, input: {} })).status).toBe(200);
    for (const credentials of [{ cookie }, { token }, { token: loginToken }]) {
      expect((await callTrpc(t.server, 'query', 'auth.me', credentials)).data).toBeNull();
    }
  });
});
