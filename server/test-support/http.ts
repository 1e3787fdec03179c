/**
 * The real app (createApp) on port 0 over a fresh test database, with small request helpers.
 * No client build is needed: assets pass through and every page is a minimal template.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import type { PageSource } from '../http/pages';
import type { KyselySessionStore } from '../http/session-store';
import { addConfiguredAdmin } from './login';
import { startVisitCounter, type VisitCounter } from '../modules/stats/stats-counter';
import { builtClient } from '../client-build';
import { createSharedPostgres, createTestDb, openSharedPostgres, SETUP_TIMEOUT, type DatabaseKind, type TestDb } from './db';

export const ADMIN = { email: 'admin@test.desa.id', password: 'kata-sandi-uji-123' } as const;

const SESSION_SECRET = 'test-session-secret-with-at-least-32-characters';
const PAGE_TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body></body></html>';

export type JsonObject = { [key: string]: unknown };

export interface Answer<T = JsonObject> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  /** Sent as JSON (Content-Type application/json). */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Sent as is. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  db: Db;
  kind: DatabaseKind;
  store: KyselySessionStore;
  /** Any request; the body is parsed as JSON when it is JSON. */
  call<T = JsonObject>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** POST /api/auth/login as the test admin; returns the bearer token and the session cookie. */
  signIn(credentials?: { email: string; password: string }): Promise<{ token: string; cookie: string }>;
  /** The bearer token of a fresh admin session. */
  login(): Promise<string>;
  /** Where visitors' views are counted, with `countVisits`. */
  visits: VisitCounter | null;
  close(): Promise<void>;
}

export interface TestServerOptions {
  corsOrigins?: string[];
  trustProxy?: string;
  /** Another instance over this database (not closed by this server), as behind a load balancer. */
  sharedDb?: Db;
  /**
   * Another instance over this Postgres database (`createSharedPostgres`) with a Db of its own: its own
   * pool and read cache, as in another process. The server closes its Db, not the database.
   */
  databaseUrl?: string;
  /** The page HTML: the built client with its server render; by default a bare template without one. */
  pages?: PageSource;
  /** Count visitors' views of public pages, as a running server does (modules/stats). */
  countVisits?: boolean;
  /** Hosts the admin's calendar fetches may reach although private (CALENDAR_FETCH_ALLOW_HOSTS). */
  calendarFetchAllowHosts?: string[];
}

function openDb(kind: DatabaseKind, options: TestServerOptions): Promise<TestDb> {
  if (options.sharedDb) return Promise.resolve({ db: options.sharedDb, kind, close: async () => undefined });
  if (options.databaseUrl) return openSharedPostgres(options.databaseUrl);
  return createTestDb(kind);
}

function requestBody(options: CallOptions): { body?: BodyInit; contentType?: string } {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  if (options.form) return { body: options.form };
  if (typeof options.body === 'string') return { body: options.body };
  if (options.body) return { body: new Blob([new Uint8Array(options.body)]) };
  return {};
}

export async function startTestServer(kind: DatabaseKind = 'pglite', options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = await openDb(kind, options);
  const { db } = testDb;
  await addConfiguredAdmin(db, ADMIN);
  const assets: RequestHandler = (_req, _res, next) => next();
  const visits = options.countVisits ? startVisitCounter(db) : null;
  const { app, store } = createApp({
    db,
    env: {
      CORS_ORIGINS: options.corsOrigins ?? [],
      TRUST_PROXY: options.trustProxy,
      PUBLIC_URL: 'http://localhost:3000',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      CALENDAR_FETCH_ALLOW_HOSTS: options.calendarFetchAllowHosts ?? [],
    },
    sessionSecret: SESSION_SECRET,
    pages: options.pages ?? { template: async () => PAGE_TEMPLATE },
    assets,
    visits,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  async function call<T = JsonObject>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const { body, contentType } = requestBody(options);
    const headers: Record<string, string> = { ...options.headers };
    if (contentType) headers['Content-Type'] = contentType;
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetch(url + path, { method, headers, body: body ?? null, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  async function signIn(credentials: { email: string; password: string } = ADMIN) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = (await response.json()) as { token?: unknown; message?: unknown };
    if (response.status !== 200 || typeof body.token !== 'string') {
      throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
    }
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid=')) ?? '';
    return { token: body.token, cookie: cookie.split(';')[0] ?? '' };
  }

  return {
    url,
    db,
    kind,
    store,
    call,
    signIn,
    login: async () => (await signIn()).token,
    visits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await visits?.stop();
      await testDb.close();
    },
  };
}

export interface ServerFixture {
  server: TestServer;
  /** A live admin bearer token, signed in once before the tests. */
  token: string;
}

/** Starts a server for the enclosing describe block and signs the admin in once. */
export function useTestServer(kind: DatabaseKind, options: TestServerOptions = {}): ServerFixture {
  const fixture = {} as ServerFixture;
  beforeAll(async () => {
    fixture.server = await startTestServer(kind, options);
    fixture.token = await fixture.server.login();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await fixture.server?.close();
  }, SETUP_TIMEOUT);
  return fixture;
}

/**
 * Two instances of the app over one database, as behind a load balancer, each trusting X-Forwarded-For
 * from loopback so every request can speak from an address of its own.
 */
export function useTwoInstances(kind: DatabaseKind): { server: TestServer; second: TestServer } {
  const fixture = {} as { server: TestServer; second: TestServer };
  beforeAll(async () => {
    fixture.server = await startTestServer(kind, { trustProxy: 'loopback' });
    fixture.second = await startTestServer(kind, { trustProxy: 'loopback', sharedDb: fixture.server.db });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await fixture.second?.close();
    await fixture.server?.close();
  }, SETUP_TIMEOUT);
  return fixture;
}

export interface RenderingPair {
  a: TestServer;
  b: TestServer;
  /** An admin signed in on `a`. */
  token: string;
  /** The throwaway Postgres database both use; null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * Two instances of the app over one database, rendering their pages as in production (the built client),
 * so what one writes must show on the other's cached pages too. On Postgres each has its own pool, caches
 * and listener over a throwaway database; on PGlite they share the one in memory.
 */
export async function startRenderingPair(kind: DatabaseKind): Promise<RenderingPair> {
  const { pages } = builtClient();
  const database = kind === 'postgres' ? await createSharedPostgres() : null;
  const a = await startTestServer(kind, database ? { databaseUrl: database.url, pages } : { pages });
  const b = await startTestServer(kind, database ? { databaseUrl: database.url, pages } : { sharedDb: a.db, pages });
  return {
    a,
    b,
    token: await a.login(),
    databaseUrl: database?.url ?? null,
    async close() {
      await b.close();
      await a.close();
      await database?.drop();
    },
  };
}
