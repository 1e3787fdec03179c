/**
 * Probes for a server child process whose database goes away and comes back (DESIGN.md §5): what every
 * kind of route must answer while the database is up, what while it is down, and background traffic.
 */
import { expect } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError } from './contract';
import { jpeg, multipart, validFields } from './fixtures';
import type { ServerProcess } from './process';

/** While the database is down every answer comes within this (the pool's connect timeout is 3 s). */
export const DOWN_ANSWER_MS = 3500;

export interface Probe {
  status: number;
  ms: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export async function probe(server: ServerProcess, path: string, init: RequestInit = {}): Promise<Probe> {
  const started = Date.now();
  const response = await fetch(server.url + path, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, ms: Date.now() - started, headers: response.headers, text, body: json ? JSON.parse(text) : text };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export interface Login {
  token: string;
  /** `tegalsambi.sid=…`: the same session as a cookie. */
  cookie: string;
}

export async function login(server: ServerProcess, admin: { email: string; password: string }): Promise<Login> {
  const answer = await probe(server, '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const token = (answer.body as { token?: unknown }).token;
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('tegalsambi.sid='))?.split(';')[0];
  if (answer.status !== 200 || typeof token !== 'string' || !cookie) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return { token, cookie };
}

/** An attraction with one image, written through the legacy API; returns its id. */
export async function createAttraction(server: ServerProcess, token: string): Promise<number> {
  const form = multipart({ ...validFields.attraction, name: `Atraksi ${Date.now()}` }, [{ bytes: await jpeg() }]);
  const answer = await probe(server, '/api/data/attraction', { method: 'POST', body: form, ...bearer(token) });
  const id = (answer.body as { id?: unknown }).id;
  if (answer.status !== 201 || typeof id !== 'number') throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return id;
}

export function expectAlive(server: ServerProcess): void {
  expect({ code: server.child.exitCode, signal: server.child.signalCode }, server.output()).toEqual({ code: null, signal: null });
}

/** Health, REST (public and with a session), tRPC (public and admin) and a page that reads the database. */
export async function expectAllUp(server: ServerProcess, { token, cookie }: Login, id: number): Promise<void> {
  expect((await probe(server, '/healthz')).status).toBe(200);
  const list = await probe(server, '/api/data/attraction');
  expect(list.status).toBe(200);
  expect((list.body as { id: number }[]).map((record) => record.id)).toContain(id);
  expect((await probe(server, `/api/data/attraction/${id}`, bearer(token))).status).toBe(200);
  expect((await probe(server, '/trpc/attraction.list')).status).toBe(200);
  expect((await probe(server, '/trpc/dashboard.counts', bearer(token))).status).toBe(200);
  expect((await probe(server, '/trpc/dashboard.counts', { headers: { Cookie: cookie } })).status).toBe(200);
  const page = await probe(server, `/attraction/${id}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
}

function expectTrpcUnavailable(answer: Probe, calls = 1) {
  expect(answer.status, answer.text).toBe(503);
  const envelopes = (Array.isArray(answer.body) ? answer.body : [answer.body]) as { error?: { message?: unknown; data?: { code?: unknown; httpStatus?: unknown } } }[];
  expect(envelopes).toHaveLength(calls);
  for (const { error } of envelopes) {
    expect(error?.message).toBe(messages.serviceUnavailable);
    expect(error?.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
  }
}

/** The same routes with the database down: each a quick 503 in its own format. Returns the slowest time. */
export async function expectAllUnavailable(server: ServerProcess, { token, cookie }: Login, id: number): Promise<{ slowestMs: number }> {
  const answers: Probe[] = [];
  const timed = async (path: string, init?: RequestInit) => {
    const answer = await probe(server, path, init);
    answers.push(answer);
    return answer;
  };
  expect((await timed('/healthz')).status).toBe(503);
  for (const rest of [
    await timed('/api/data/attraction'),
    await timed(`/api/data/attraction/${id}`, bearer(token)),
    // A session cookie makes express-session read the store first.
    await timed(`/api/data/attraction/${id}`, { headers: { Cookie: cookie } }),
    await timed('/api/data/paket', { method: 'POST', body: multipart(validFields.paket), ...bearer(token) }),
  ]) {
    expectApiError(rest, 503, messages.serviceUnavailable);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  expectTrpcUnavailable(await timed('/trpc/attraction.list'));
  expectTrpcUnavailable(await timed('/trpc/dashboard.counts', bearer(token)));
  expectTrpcUnavailable(await timed('/trpc/dashboard.counts', { headers: { Cookie: cookie } }));
  expectTrpcUnavailable(await timed(`/trpc/attraction.list,paket.list?batch=1&input=${encodeURIComponent('{}')}`), 2);
  const page = await timed(`/attraction/${id}`);
  expect(page.status).toBe(503);
  expect(page.headers.get('content-type')).toContain('text/html');
  // The page is rendered all the same, saying in its own words that its data could not be loaded.
  expect(page.text).toContain(messages.attractionDetailFailed);
  const slowestMs = Math.max(...answers.map((answer) => answer.ms));
  expect(slowestMs).toBeLessThan(DOWN_ANSWER_MS);
  return { slowestMs };
}

export interface TrafficSeen {
  statuses: number[];
  /** Requests the server never answered (connection refused or reset, or no answer in 10 s). */
  failures: string[];
  slowestMs: number;
}

/** Three clients requesting public and signed-in routes back to back until stopped. */
export function startTraffic(server: ServerProcess, token: string, id: number): { stop(): Promise<TrafficSeen> } {
  const seen: TrafficSeen = { statuses: [], failures: [], slowestMs: 0 };
  const routes: [string, RequestInit][] = [
    ['/api/data/attraction', {}],
    [`/api/data/attraction/${id}`, bearer(token)],
    ['/trpc/attraction.list', {}],
    [`/attraction/${id}`, {}],
    ['/trpc/dashboard.counts', bearer(token)],
  ];
  let stopped = false;
  const client = async (offset: number) => {
    for (let n = offset; !stopped; n += 1) {
      const [path, init] = routes[n % routes.length] ?? routes[0] ?? ['/healthz', {}];
      try {
        const answer = await probe(server, path, init);
        seen.statuses.push(answer.status);
        seen.slowestMs = Math.max(seen.slowestMs, answer.ms);
      } catch (error) {
        seen.failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const clients = Promise.all([0, 1, 2].map(client));
  return {
    async stop() {
      stopped = true;
      await clients;
      return seen;
    },
  };
}
