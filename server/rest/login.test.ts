/** DESIGN.md §1 and §4: POST /api/auth/login, one answer for every bad credential, throttled in the database. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMIT } from '../../shared/constants';
import { message, messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { ADMIN, useTestServer, useTwoInstances, type TestServer } from '../test-support/http';

describe.each(databases)('REST login (%s)', (kind) => {
  const t = useTestServer(kind);
  const login = (json: unknown) => t.server.call('POST', '/api/auth/login', { json });

  it('answers 200 {token, message} for the admin; the email is case- and space-insensitive', async () => {
    const answer = await login(ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), message: messages.loginSuccess });
    expect(String(answer.body.token).length).toBeGreaterThanOrEqual(32);
    const again = await login({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(answer.body.token);
  });

  it('wrong password and unknown email both answer 401 "Email atau kata sandi salah."', async () => {
    expectApiError(await login({ email: ADMIN.email, password: 'salah-sekali' }), 401, messages.loginWrongCredentials);
    expectApiError(await login({ email: 'orang@lain.id', password: ADMIN.password }), 401, messages.loginWrongCredentials);
    expectApiError(await login({ email: ADMIN.email, password: ADMIN.password.toUpperCase() }), 401, messages.loginWrongCredentials);
  });

  it('missing or mistyped fields answer 400 with the login message', async () => {
    for (const body of [{}, { email: ADMIN.email }, { password: 'x' }, { email: '', password: '' }, { email: 1, password: 2 }]) {
      expectApiError(await login(body), 400, messages.loginRequired);
    }
  });
});

describe.each(databases)('REST login throttling (%s)', (kind) => {
  const instances = useTwoInstances(kind);
  const login = (target: TestServer, ip: string, json: unknown) =>
    target.call('POST', '/api/auth/login', { json, headers: { 'X-Forwarded-For': ip } });

  it('after 10 failures for one email: 429 with Retry-After and the Indonesian message, on every instance', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMIT.failures; attempt += 1) {
      // A new address each time: the email alone is counted.
      expectApiError(await login(instances.server, `10.0.0.${attempt + 1}`, { email: ADMIN.email, password: `salah-${attempt}` }), 401);
    }
    const refused = await login(instances.server, '10.0.1.1', { email: ADMIN.email, password: ADMIN.password });
    expectApiError(refused, 429, message('loginTooMany', { n: 15 }));
    expect(refused.body.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ menit\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.windowMs / 1000);
    // The count lives in the database: another instance refuses too.
    expectApiError(await login(instances.second, '10.0.2.1', { email: ADMIN.email, password: ADMIN.password }), 429);
  });

  it('after 10 failures from one address: that address is refused, others are not', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMIT.failures; attempt += 1) {
      expectApiError(await login(instances.server, '192.0.2.7', { email: `tamu${attempt}@lain.id`, password: 'x' }), 401);
    }
    expectApiError(await login(instances.server, '192.0.2.7', { email: 'siapa@lain.id', password: 'x' }), 429);
    expectApiError(await login(instances.server, '192.0.2.8', { email: 'siapa@lain.id', password: 'x' }), 401, messages.loginWrongCredentials);
  });

  it('failures older than the window no longer count', async () => {
    expectApiError(await login(instances.server, '198.51.100.1', { email: ADMIN.email, password: ADMIN.password }), 429);
    const longAgo = new Date(Date.now() - LOGIN_LIMIT.windowMs - 60_000);
    await sql`update login_attempt set window_start = ${longAgo}`.execute(instances.server.db);
    const answer = await login(instances.server, '198.51.100.1', { email: ADMIN.email, password: ADMIN.password });
    expect(answer.status).toBe(200);
  });
});
