/** DESIGN.md §4: writes need a live bearer token (401 {message} otherwise); public GETs ignore bad ones. */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases, SETUP_TIMEOUT } from '../test-support/db';
import { LEGACY_TYPES, multipart, validFields, type LegacyType } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST authorization (%s)', (kind) => {
  const t = useTestServer(kind);
  const ids = {} as Record<LegacyType, string>;
  let loggedOut = '';

  beforeAll(async () => {
    for (const type of LEGACY_TYPES) {
      const created = await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(validFields[type]) });
      ids[type] = String(created.body.id);
    }
    loggedOut = await t.server.login();
    const out = await t.server.call('POST', '/api/auth/logout', { token: loggedOut });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: messages.logoutSuccess });
  }, SETUP_TIMEOUT);

  const badCredentials = (): [string, Record<string, string>][] => [
    ['no header', {}],
    ['a garbage token', { Authorization: 'Bearer this-is-not-a-real-token-0123456789' }],
    ['a short token', { Authorization: 'Bearer x' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['basic auth', { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }],
    ['the token after logout', { Authorization: `Bearer ${loggedOut}` }],
    ['a garbage cookie', { Cookie: 'tegalsambi.sid=s%3Aforged.signature' }],
  ];

  it('every POST, PUT and DELETE of every type is 401 {message} without a live token, and changes nothing', async () => {
    const snapshot = async () =>
      Promise.all(LEGACY_TYPES.map(async (type) => (await t.server.call('GET', `/api/data/${type}`)).text));
    const before = await snapshot();
    for (const [, headers] of badCredentials()) {
      for (const type of LEGACY_TYPES) {
        const form = () => multipart({ ...validFields[type], name: 'Penyusup' });
        const attempts = [
          await t.server.call('POST', `/api/data/${type}`, { headers, form: form() }),
          await t.server.call('PUT', `/api/data/${type}/${ids[type]}`, { headers, form: form() }),
          await t.server.call('DELETE', `/api/data/${type}/${ids[type]}`, { headers }),
          await t.server.call('POST', `/api/data/${type}`, { headers, json: { ...validFields[type], name: 'Penyusup' } }),
        ];
        for (const answer of attempts) expectApiError(answer, 401, messages.unauthorized);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('logout itself needs a live session (401 otherwise)', async () => {
    expectApiError(await t.server.call('POST', '/api/auth/logout'), 401, messages.unauthorized);
    expectApiError(await t.server.call('POST', '/api/auth/logout', { token: loggedOut }), 401, messages.unauthorized);
  });

  it('public GETs ignore a bad, stale or odd Authorization header (200)', async () => {
    for (const [, headers] of badCredentials()) {
      for (const type of LEGACY_TYPES) {
        const list = await t.server.call<JsonObject[]>('GET', `/api/data/${type}`, { headers });
        expect(list.status).toBe(200);
        expect(list.body.length).toBeGreaterThan(0);
        const one = await t.server.call('GET', `/api/data/${type}/${ids[type]}`, { headers });
        expect(one.status).toBe(200);
      }
    }
  });

  it('a live token works however the scheme is cased, and only for its own session', async () => {
    const answer = await t.server.call('PUT', `/api/data/paket/${ids.paket}`, {
      headers: { Authorization: `bearer ${t.token}` },
      form: multipart({ description: 'Diubah dengan token' }),
    });
    expect(answer.status).toBe(200);
    const tampered = `${t.token.slice(0, -1)}${t.token.endsWith('A') ? 'B' : 'A'}`;
    expectApiError(await t.server.call('DELETE', `/api/data/paket/${ids.paket}`, { token: tampered }), 401);
  });
});
