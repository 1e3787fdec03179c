/**
 * DESIGN.md §1: a browser that signed in before (its signed device cookie) keeps signing in while strangers
 * have locked its email, limited by its own failures; a forged or tampered cookie is an unknown browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT } from '../../shared/constants';
import { message, messages } from '../../shared/messages';
import { DEVICE_COOKIE } from '../http/device-cookie';
import { expectApiError } from '../test-support/contract';
import { databases, SETUP_TIMEOUT } from '../test-support/db';
import { startTestServer, type TestServer } from '../test-support/http';
import { addAdmin, deviceCookieOf, deviceSetCookie, failFromManyAddresses, restLogin, trpcLogin } from '../test-support/login';

const LOCKED = message('loginTooMany', { n: 15 });

describe.each(databases)('login device cookie (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: 'loopback' });
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close(), SETUP_TIMEOUT);

  /** A new admin who signed in from two browsers, then strangers' 10 failures lock the email. */
  async function lockedOutAdmin(email: string, prefix: string) {
    const admin = await addAdmin(server.db, email);
    const first = await restLogin(server, `${prefix}.200`, admin);
    const second = await restLogin(server, `${prefix}.202`, admin);
    expect([first.status, second.status]).toEqual([200, 200]);
    const strangers = await failFromManyAddresses(server, admin.email, LOGIN_LIMIT.failures, prefix);
    for (const answer of strangers) expectApiError(answer, 401, messages.loginWrongCredentials);
    expectApiError(await restLogin(server, `${prefix}.201`, admin), 429, LOCKED);
    return { admin, cookie: deviceCookieOf(first), otherBrowser: deviceCookieOf(second) };
  }

  it('a sign-in sets a signed, long-lived, HttpOnly, SameSite=Lax cookie (Secure over HTTPS); a failure sets none', async () => {
    const admin = await addAdmin(server.db, 'kue@desa.id');
    expect(deviceSetCookie(await restLogin(server, '10.40.0.1', { ...admin, password: 'salah' }))).toBe('');
    const line = deviceSetCookie(await restLogin(server, '10.40.0.1', admin));
    expect(line).toMatch(new RegExp(`^${DEVICE_COOKIE.replace('.', '\\.')}=v1\\.\\d+\\.[\\w-]{22}\\.\\d+\\.[\\w-]{43};`));
    expect(line).toMatch(/; Max-Age=15552000;/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/; Secure/);
    const overHttps = await server.call('POST', '/api/auth/login', { json: admin, headers: { 'X-Forwarded-For': '10.40.0.2', 'X-Forwarded-Proto': 'https' } });
    expect(deviceSetCookie(overHttps)).toMatch(/; Secure/);
  });

  it('while the email is locked for unknown browsers, the known browser still signs in (REST and tRPC)', async () => {
    const { admin, cookie } = await lockedOutAdmin('dikunci@desa.id', '10.41.0');
    const rest = await restLogin(server, '10.41.1.1', admin, cookie);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ token: expect.any(String), message: messages.loginSuccess });
    // A new device id at every sign-in; the browser stays known with it.
    const renewed = deviceCookieOf(rest);
    expect(renewed).not.toBe(cookie);
    const trpc = await trpcLogin(server, '10.41.1.2', admin, renewed);
    expect(trpc.status).toBe(200);
    expect(deviceCookieOf(trpc)).not.toBe('');
    // Legacy clients send no cookie: still refused as before.
    expectApiError(await restLogin(server, '10.41.1.3', admin), 429, LOCKED);
  });

  it('the known browser is locked after its own 10 failures, and only it', async () => {
    const { admin, cookie, otherBrowser } = await lockedOutAdmin('sendiri@desa.id', '10.42.0');
    for (let attempt = 0; attempt < LOGIN_LIMIT.failures; attempt += 1) {
      expectApiError(await restLogin(server, `10.42.1.${attempt + 1}`, { ...admin, password: `salah-${attempt}` }, cookie), 401);
    }
    const refused = await restLogin(server, '10.42.2.1', admin, cookie);
    expectApiError(refused, 429, LOCKED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The admin's other browser has its own count.
    expect(otherBrowser).not.toBe(cookie);
    expect((await restLogin(server, '10.42.3.1', admin, otherBrowser)).status).toBe(200);
  });

  it('a known browser is not locked by failures from its address (one address serves many phones)', async () => {
    const admin = await addAdmin(server.db, 'seluler@desa.id');
    const cookie = deviceCookieOf(await restLogin(server, '10.44.0.1', admin));
    for (let attempt = 0; attempt < LOGIN_LIMIT.failures; attempt += 1) {
      expectApiError(await restLogin(server, '10.44.9.9', { email: `orang${attempt}@lain.id`, password: 'x' }), 401);
    }
    expectApiError(await restLogin(server, '10.44.9.9', admin), 429, LOCKED);
    expect((await restLogin(server, '10.44.9.9', admin, cookie)).status).toBe(200);
  });

  it('a forged or tampered device cookie counts as an unknown browser', async () => {
    const { admin, cookie } = await lockedOutAdmin('palsu@desa.id', '10.43.0');
    const [name, value = ''] = cookie.split('=');
    const [version, userId, deviceId, expires, mac = ''] = value.split('.');
    const flip = (text: string) => (text.startsWith('A') ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    const forged = [
      `${version}.${userId}.${deviceId}.${expires}.${flip(mac)}`,
      `${version}.${userId}.${flip(deviceId ?? '')}.${expires}.${mac}`,
      `${version}.${userId}.${deviceId}.${Number(expires) + 1000}.${mac}`,
      `${version}.${Number(userId) + 1}.${deviceId}.${expires}.${mac}`,
      `${version}.${userId}.${deviceId}.${expires}.${'A'.repeat(43)}`,
      `${value}x`,
      'v1',
    ];
    for (const [index, text] of forged.entries()) {
      expectApiError(await restLogin(server, `10.43.1.${index + 1}`, admin, `${name}=${text}`), 429, LOCKED);
    }
    // Another admin's genuine cookie is not this admin's device either.
    const other = await addAdmin(server.db, 'tetangga@desa.id');
    const otherCookie = deviceCookieOf(await restLogin(server, '10.43.2.1', other));
    expectApiError(await restLogin(server, '10.43.2.2', admin, otherCookie), 429, LOCKED);
    // The genuine one still works, so the refusals above are the forgeries'.
    expect((await restLogin(server, '10.43.3.1', admin, cookie)).status).toBe(200);
  });
});
