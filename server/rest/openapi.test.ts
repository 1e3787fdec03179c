/**
 * GET /api/openapi.json (DESIGN.md §4 as OpenAPI 3.1): a valid document that cannot drift from the app:
 * every /api route Express registers is documented and nothing else is, the legacy fixtures fit the
 * documented request bodies, and real answers of the running app fit the documented responses.
 */
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createApp } from '../app';
import { createTestDb, databases, SETUP_TIMEOUT } from '../test-support/db';
import { LEGACY_TYPES, multipart, validFields, type LegacyType } from '../test-support/fixtures';
import { ADMIN, useTestServer, type Answer } from '../test-support/http';
import { resources } from './resources';

type Document = OpenAPIV3_1.Document;
type Method = 'get' | 'post' | 'put' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'delete'];
// OpenAPI's `binary` (a file part of a multipart body) is no JSON Schema format: any value passes.
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true } });

let document: Document;
let resolved: Document;
/** `METHOD path` of every route the app registers under /api. */
let registered: string[];

/** An app of its own: the route walk needs the Express app itself, and the document is read as served. */
beforeAll(async () => {
  const testDb = await createTestDb('pglite');
  const { app } = appOver(testDb.db);
  registered = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack).filter((route) => route.split(' ')[1]?.startsWith('/api/'));
  const listening = app.listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    document = (await (await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).json()) as Document;
  } finally {
    await new Promise((resolve) => listening.close(resolve));
    await testDb.close();
  }
  resolved = await dereference(structuredClone(document));
}, SETUP_TIMEOUT);

function appOver(db: Parameters<typeof createApp>[0]['db']) {
  return createApp({
    db,
    env: { CORS_ORIGINS: [], TRUST_PROXY: undefined, PUBLIC_URL: 'http://localhost:3000', MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', CALENDAR_FETCH_ALLOW_HOSTS: [] },
    sessionSecret: 'openapi-test-secret-with-at-least-32-characters',
    pages: { template: async () => '<!doctype html><html><head></head><body></body></html>' },
    assets: (_req, _res, next) => next(),
  });
}

interface Layer {
  rawPath?: unknown;
  handle: unknown;
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD path` of every route registered in a router and the routers mounted in it. */
function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = layer.route.path;
      return Object.keys(layer.route.methods).map((method) => `${method} ${prefix}${path}`);
    }
    const inner = (layer.handle as { stack?: unknown }).stack;
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return Array.isArray(inner) ? routesOf(inner as Layer[], prefix + mount) : [];
  });
}

function documented(doc: Document): string[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) => METHODS.filter((method) => item?.[method]).map((method) => `${method} ${path}`));
}

/** An Express route as OpenAPI paths: `:type` is every legacy type the app serves, `:id` a path parameter. */
function expand(route: string): string[] {
  const withId = route.replace(':id', '{id}');
  return withId.includes(':type') ? Object.keys(resources).map((type) => withId.replace(':type', type)) : [withId];
}

function responseSchema(method: Method, path: string, status: number): object {
  const answer = resolved.paths?.[path]?.[method]?.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  expect(answer, `${method} ${path} does not document ${status}`).toBeDefined();
  const schema = answer?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status} has no JSON schema`).toBeDefined();
  return schema as object;
}

/** The answer's status is documented for the operation and its body fits that status's schema. */
function expectDocumented(method: Method, path: string, answer: Answer<unknown>) {
  const check = ajv.compile(responseSchema(method, path, answer.status));
  expect(check(answer.body), `${method} ${path} ${answer.status}: ${ajv.errorsText(check.errors)}\n${answer.text}`).toBe(true);
}

function requestSchema(method: Method, path: string, type: string): object {
  const body = resolved.paths?.[path]?.[method]?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  return body?.content[type]?.schema as object;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a maintained validator', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every /api route the app registers, for every legacy type, and nothing else', () => {
    expect(registered).toContain('post /api/auth/login');
    expect(registered.flatMap(expand).sort()).toEqual(documented(document).sort());
    expect(Object.keys(resources).sort()).toEqual([...LEGACY_TYPES].sort());
  });

  it.each(LEGACY_TYPES)('takes the legacy fields of %s as the contract sends them, in a form and in JSON', (type: LegacyType) => {
    for (const [method, path] of [['post', `/api/data/${type}`], ['put', `/api/data/${type}/{id}`]] as const) {
      for (const media of ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']) {
        const check = ajv.compile(requestSchema(method, path, media));
        expect(check(validFields[type]), `${method} ${path} ${media}: ${ajv.errorsText(check.errors)}`).toBe(true);
      }
    }
    // A create without its required fields is documented as incomplete; a partial PUT is not.
    expect(ajv.validate(requestSchema('post', `/api/data/${type}`, 'multipart/form-data'), {})).toBe(false);
    expect(ajv.validate(requestSchema('put', `/api/data/${type}/{id}`, 'multipart/form-data'), {})).toBe(true);
  });
});

describe.each(databases)('the running app answers as documented (%s)', (kind) => {
  const t = useTestServer(kind);
  const ids = {} as Record<LegacyType, number>;

  beforeAll(async () => {
    for (const type of LEGACY_TYPES) {
      const created = await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(validFields[type]) });
      expectDocumented('post', `/api/data/${type}`, created);
      ids[type] = Number(created.body.id);
    }
  }, SETUP_TIMEOUT);

  it.each(LEGACY_TYPES)('lists and reads %s records with the documented record schema', async (type) => {
    expectDocumented('get', `/api/data/${type}`, await t.server.call('GET', `/api/data/${type}`));
    expectDocumented('get', `/api/data/${type}/{id}`, await t.server.call('GET', `/api/data/${type}/${ids[type]}`));
  });

  it('a record missing a documented field does not fit its schema', () => {
    const check = ajv.compile(responseSchema('get', '/api/data/accommodation/{id}', 200));
    expect(check({ id: 1, name: 'Homestay', description: 'x', images: [] })).toBe(false);
  });

  it('login, logout, update and delete answer as documented', async () => {
    const login = await t.server.call('POST', '/api/auth/login', { json: ADMIN });
    expect(login.status).toBe(200);
    expectDocumented('post', '/api/auth/login', login);
    const token = String(login.body.token);
    expectDocumented('put', '/api/data/paket/{id}', await t.server.call('PUT', `/api/data/paket/${ids.paket}`, { token, form: multipart({ name: 'Paket Baru' }) }));
    expectDocumented('delete', '/api/data/map/{id}', await t.server.call('DELETE', `/api/data/map/${ids.map}`, { token }));
    expectDocumented('post', '/api/auth/logout', await t.server.call('POST', '/api/auth/logout', { token }));
  });

  it('a PUT or DELETE by a session that read an older version answers the documented 409', async () => {
    const reader = await t.server.login();
    expect((await t.server.call('GET', `/api/data/facility/${ids.facility}`, { token: reader })).status).toBe(200);
    expect((await t.server.call('PUT', `/api/data/facility/${ids.facility}`, { token: t.token, form: multipart({ name: 'Diubah Sesi Lain' }) })).status).toBe(200);
    const put = await t.server.call('PUT', `/api/data/facility/${ids.facility}`, { token: reader, form: multipart({ name: 'Versi Lama' }) });
    expect(put.status).toBe(409);
    expectDocumented('put', '/api/data/facility/{id}', put);
    const removed = await t.server.call('DELETE', `/api/data/facility/${ids.facility}`, { token: reader });
    expect(removed.status).toBe(409);
    expectDocumented('delete', '/api/data/facility/{id}', removed);
  });

  it('400, 401, 404 and 415 answers are documented {message} bodies', async () => {
    const invalid = await t.server.call('POST', '/api/data/facility', { token: t.token, form: multipart({ name: '' }) });
    expect(invalid.status).toBe(400);
    expectDocumented('post', '/api/data/facility', invalid);
    const anonymous = await t.server.call('POST', '/api/data/paket', { form: multipart(validFields.paket) });
    expect(anonymous.status).toBe(401);
    expectDocumented('post', '/api/data/paket', anonymous);
    const wrong = await t.server.call('POST', '/api/auth/login', { json: { email: ADMIN.email, password: 'salah-sekali' } });
    expect(wrong.body).toEqual({ message: messages.loginWrongCredentials });
    expectDocumented('post', '/api/auth/login', wrong);
    const missing = await t.server.call('GET', '/api/data/attraction/999999');
    expect(missing.status).toBe(404);
    expectDocumented('get', '/api/data/attraction/{id}', missing);
    const text = await t.server.call('PUT', `/api/data/umkm/${ids.umkm}`, { token: t.token, body: 'name=x', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expectDocumented('put', '/api/data/umkm/{id}', text);
  });
});
