/** DESIGN.md §1: server sessions in the database; cookie and bearer token live and die together. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { ADMIN, useTestServer } from '../test-support/http';
import { hashToken } from '../modules/auth/session.service';

describe.each(databases)('sessions (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback' });
  const write = (headers: Record<string, string>) =>
    t.server.call('POST', '/api/data/map', { headers, form: multipart(validFields.map) });
  const rowOf = (token: string) =>
    t.server.db.selectFrom('session').select(['sid', 'data', 'expires_at', 'user_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();

  it('login sets the tegalsambi.sid cookie: HttpOnly, SameSite=Lax, not Secure over plain http', async () => {
    const response = await fetch(`${t.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    // The device cookie (device-cookie.ts) is set beside it.
    const cookies = response.headers.getSetCookie().filter((line) => line.startsWith('tegalsambi.sid='));
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0] ?? '';
    expect(cookie).toMatch(/^tegalsambi\.sid=s%3A/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + SESSION.idleMs))).toBeLessThan(60_000);
  });

  it('the cookie is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const response = await fetch(`${t.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify(ADMIN),
    });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid='))).toMatch(/; Secure/i);
  });

  it('stores only the token hash, bound to the session row; the cookie alone also authorizes', async () => {
    const { token, cookie } = await t.server.signIn();
    const row = await rowOf(token);
    expect(row).toBeDefined();
    const stored = await t.server.db.selectFrom('session').select('data').execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await write({ Cookie: cookie })).status).toBe(201);
    expect((await write({ Authorization: `Bearer ${token}` })).status).toBe(201);
  });

  it('a new login gets a new session id (no fixation); the old cookie does not become the new session', async () => {
    const first = await t.server.signIn();
    const response = await fetch(`${t.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: first.cookie },
      body: JSON.stringify(ADMIN),
    });
    const second = response.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid='))?.split(';')[0] ?? '';
    expect(second).toMatch(/^tegalsambi\.sid=/);
    expect(second).not.toBe(first.cookie);
    expectApiError(await write({ Cookie: first.cookie }), 401, messages.unauthorized);
    expect((await write({ Cookie: second })).status).toBe(201);
  });

  it('logout by bearer kills the cookie too', async () => {
    const { token, cookie } = await t.server.signIn();
    expect((await t.server.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expectApiError(await write({ Authorization: `Bearer ${token}` }), 401, messages.unauthorized);
    expectApiError(await write({ Cookie: cookie }), 401, messages.unauthorized);
    expect(await rowOf(token)).toBeUndefined();
  });

  it('logout by cookie kills the token too, and clears the cookie', async () => {
    const { token, cookie } = await t.server.signIn();
    const out = await t.server.call('POST', '/api/auth/logout', { headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/tegalsambi\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expectApiError(await write({ Authorization: `Bearer ${token}` }), 401);
    expectApiError(await write({ Cookie: cookie }), 401);
  });

  it('idle expiry: a session whose expires_at has passed is dead for cookie and token', async () => {
    const { token, cookie } = await t.server.signIn();
    const row = await rowOf(token);
    await t.server.db.updateTable('session').set({ expires_at: new Date(Date.now() - 1000) }).where('sid', '=', row?.sid ?? '').execute();
    expectApiError(await write({ Authorization: `Bearer ${token}` }), 401, messages.unauthorized);
    expectApiError(await write({ Cookie: cookie }), 401, messages.unauthorized);
  });

  it('every request renews the idle timer, by token and by cookie', async () => {
    const { token, cookie } = await t.server.signIn();
    const sid = (await rowOf(token))?.sid ?? '';
    const soon = () => t.server.db.updateTable('session').set({ expires_at: new Date(Date.now() + 60_000) }).where('sid', '=', sid).execute();
    const remaining = async () => ((await rowOf(token))?.expires_at.getTime() ?? 0) - Date.now();
    await soon();
    await t.server.call('GET', '/api/data/map', { token });
    expect(await remaining()).toBeGreaterThan(SESSION.idleMs - 60_000);
    await soon();
    await t.server.call('GET', '/api/data/map', { headers: { Cookie: cookie } });
    expect(await remaining()).toBeGreaterThan(SESSION.idleMs - 60_000);
  });

  it('absolute expiry: 12 h after sign-in the session ends whatever the activity', async () => {
    const { token, cookie } = await t.server.signIn();
    const longAgo = Date.now() - SESSION.absoluteMs - 1000;
    const sid = (await rowOf(token))?.sid ?? '';
    await sql`update session set data = jsonb_set(data, '{signedInAt}', to_jsonb(${longAgo}::bigint)) where sid = ${sid}`.execute(t.server.db);
    expectApiError(await write({ Cookie: cookie }), 401, messages.unauthorized);
    expectApiError(await write({ Authorization: `Bearer ${token}` }), 401, messages.unauthorized);
    expect(await rowOf(token)).toBeUndefined();
  });

  it('a password change ends the other sessions, keeps the current one, and the new password works', async () => {
    const current = await t.server.signIn();
    const other = await t.server.signIn();
    const changed = await t.server.call('POST', '/trpc/auth.changePassword', {
      token: current.token,
      json: { currentPassword: ADMIN.password, newPassword: 'kata-sandi-baru-456' },
    });
    expect(changed.status).toBe(200);
    expectApiError(await write({ Authorization: `Bearer ${other.token}` }), 401);
    expectApiError(await write({ Cookie: other.cookie }), 401);
    expect((await write({ Authorization: `Bearer ${current.token}` })).status).toBe(201);
    expectApiError(await t.server.call('POST', '/api/auth/login', { json: ADMIN }), 401, messages.loginWrongCredentials);
    expect((await t.server.signIn({ email: ADMIN.email, password: 'kata-sandi-baru-456' })).token).toEqual(expect.any(String));
  });
});
