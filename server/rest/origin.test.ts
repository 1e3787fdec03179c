/** DESIGN.md §1 and §4: foreign-Origin mutations refused (403); CORS_ORIGINS get CORS, preflight 204. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { ADMIN, useTestServer, type JsonObject } from '../test-support/http';

const LEGACY = 'https://legacy.example.org';
const EVIL = 'https://evil.example.com';

describe.each(databases)('REST origins and CORS (%s)', (kind) => {
  const t = useTestServer(kind, { corsOrigins: [LEGACY] });
  const count = async () => (await t.server.call<JsonObject[]>('GET', '/api/data/paket')).body.length;

  it('a mutation from a foreign Origin is 403 {message}, even with a live token, and writes nothing', async () => {
    const before = await count();
    const headers = { Origin: EVIL };
    expectApiError(await t.server.call('POST', '/api/data/paket', { token: t.token, headers, form: multipart(validFields.paket) }), 403, messages.forbiddenOrigin);
    expectApiError(await t.server.call('PUT', '/api/data/paket/1', { token: t.token, headers, form: multipart({ name: 'x' }) }), 403, messages.forbiddenOrigin);
    expectApiError(await t.server.call('DELETE', '/api/data/paket/1', { token: t.token, headers }), 403, messages.forbiddenOrigin);
    expectApiError(await t.server.call('POST', '/api/auth/login', { headers, json: ADMIN }), 403, messages.forbiddenOrigin);
    expectApiError(await t.server.call('POST', '/api/data/paket', { token: t.token, headers: { Origin: 'null' }, form: multipart(validFields.paket) }), 403);
    expectApiError(await t.server.call('POST', '/api/data/paket', { token: t.token, headers: { Origin: `${LEGACY}.evil.com` }, form: multipart(validFields.paket) }), 403);
    expect(await count()).toBe(before);
  });

  it('a tRPC mutation from a foreign Origin is 403 too', async () => {
    const answer = await t.server.call('POST', '/trpc/auth.login', { headers: { Origin: EVIL }, json: ADMIN });
    expect(answer.status).toBe(403);
  });

  it('GETs from a foreign Origin are served but get no CORS headers', async () => {
    const answer = await t.server.call('GET', '/api/data/paket', { headers: { Origin: EVIL } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the own origin and a listed origin may write; the listed one gets CORS headers', async () => {
    const own = await t.server.call('POST', '/api/data/paket', { token: t.token, headers: { Origin: t.server.url }, form: multipart(validFields.paket) });
    expect(own.status).toBe(201);
    const listed = await t.server.call('POST', '/api/data/paket', { token: t.token, headers: { Origin: LEGACY }, form: multipart(validFields.paket) });
    expect(listed.status).toBe(201);
    expect(listed.headers.get('access-control-allow-origin')).toBe(LEGACY);
    expect(listed.headers.get('vary')).toContain('Origin');
    const login = await t.server.call('POST', '/api/auth/login', { headers: { Origin: LEGACY }, json: ADMIN });
    expect(login.status).toBe(200);
    const get = await t.server.call('GET', '/api/data/paket', { headers: { Origin: LEGACY } });
    expect(get.headers.get('access-control-allow-origin')).toBe(LEGACY);
  });

  it('a preflight from a listed origin is 204 with the allowed headers and methods', async () => {
    for (const path of ['/api/data/attraction', '/api/data/attraction/1', '/api/auth/login']) {
      const answer = await t.server.call('OPTIONS', path, {
        headers: { Origin: LEGACY, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(LEGACY);
      expect(answer.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    }
  });

  it('a preflight from a foreign origin gets no CORS permission', async () => {
    const answer = await t.server.call('OPTIONS', '/api/data/attraction', { headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' } });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('security headers are on every answer', async () => {
    const answer = await t.server.call('GET', '/api/data/paket');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
