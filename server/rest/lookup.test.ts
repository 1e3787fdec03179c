/** DESIGN.md §4: bare arrays, unknown ids (also abc, -1, 1.5, huge) 404, unknown types 400, JSON errors. */
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test-support/db';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { LEGACY_TYPES, multipart, validFields } from '../test-support/fixtures';
import { startTestServer, useTestServer } from '../test-support/http';

const BAD_IDS = ['abc', '-1', '1.5', '0', '99999', '2147483648', '99999999999999999999', '1e3', '0x10', '%20', '1%2C2', '١'];

describe.each(databases)('REST lookups (%s)', (kind) => {
  const t = useTestServer(kind);

  it('every type lists a bare JSON array, empty at first', async () => {
    for (const type of LEGACY_TYPES) {
      const { status, body, headers } = await t.server.call('GET', `/api/data/${type}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('application/json');
      expect(body).toEqual([]);
    }
  });

  it('an id that names no record is 404 {message} for GET, PUT and DELETE of every type', async () => {
    for (const type of LEGACY_TYPES) {
      for (const id of BAD_IDS) {
        expectApiError(await t.server.call('GET', `/api/data/${type}/${id}`), 404);
        expectApiError(await t.server.call('PUT', `/api/data/${type}/${id}`, { token: t.token, form: multipart({ name: 'x' }) }), 404);
        expectApiError(await t.server.call('DELETE', `/api/data/${type}/${id}`, { token: t.token }), 404);
      }
    }
  });

  it('a record id is a bare object of its own type only', async () => {
    const created = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket) });
    const id = String(created.body.id);
    const found = await t.server.call('GET', `/api/data/paket/${id}`);
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body)).toBe(false);
    expect(found.body.id).toBe(created.body.id);
    expect((await t.server.call('GET', `/api/data/paket/0${id}`)).body.id).toBe(created.body.id);
  });

  it('an unknown type is 400 {message}, whatever the method and id', async () => {
    for (const type of ['foo', 'attractions', 'Attraction', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expectApiError(await t.server.call('GET', `/api/data/${type}`), 400, messages.unknownType);
      expectApiError(await t.server.call('GET', `/api/data/${type}/1`), 400, messages.unknownType);
      expectApiError(await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart({ name: 'x' }) }), 400, messages.unknownType);
      expectApiError(await t.server.call('PUT', `/api/data/${type}/1`, { token: t.token, form: multipart({ name: 'x' }) }), 400, messages.unknownType);
      expectApiError(await t.server.call('DELETE', `/api/data/${type}/1`, { token: t.token }), 400, messages.unknownType);
    }
  });

  it('unknown paths and methods under /api answer JSON {message}, never HTML', async () => {
    for (const [method, path] of [
      ['GET', '/api'],
      ['GET', '/api/data'],
      ['GET', '/api/nope'],
      ['GET', '/api/data/attraction/1/2'],
      ['PATCH', '/api/data/attraction/1'],
      ['POST', '/api/data/attraction/1'],
      ['GET', '/api/auth/login'],
      ['DELETE', '/api/data/attraction'],
    ] as const) {
      const answer = await t.server.call(method, path, { token: t.token });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectApiError(answer, answer.status);
    }
  });

  it('/healthz answers 200 {"status":"ok"} while the database answers', async () => {
    const { status, body } = await t.server.call('GET', '/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('/healthz answers 503 when the database does not', async () => {
    const testDb = await createTestDb(kind);
    const server = await startTestServer(kind, { sharedDb: testDb.db });
    try {
      await testDb.close();
      const { status, body } = await server.call('GET', '/healthz');
      expect(status).toBe(503);
      expect(body).toEqual({ status: 'unavailable' });
    } finally {
      await server.close();
    }
  });
});
