/**
 * The calendar files while Postgres cannot be reached (DESIGN.md §5): a calendar app subscribed to the
 * feed gets 503 with the sentence as plain text and when to try again, not the API's JSON. The app runs
 * over a Postgres pool whose server refuses connections, as a stopped Postgres does; the embedded
 * database has no connection to lose.
 */
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { createPgPool } from '../db/pg-pool';
import type { Database } from '../db/schema';

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('agenda calendar files with the database down', () => {
  let db: Db;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPgPool(`postgres://postgres@127.0.0.1:${await closedPort()}/gone`, () => undefined) }) });
    const { app } = createApp({
      db,
      env: { CORS_ORIGINS: [], TRUST_PROXY: undefined, PUBLIC_URL: 'http://localhost:3000', MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', CALENDAR_FETCH_ALLOW_HOSTS: [] },
      sessionSecret: 'calendar-outage-test-session-secret-of-48-chars',
      pages: { template: async () => '<!doctype html><html><head></head><body></body></html>' },
      assets: (_req, _res, next) => next(),
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
  });

  it('the feed and an event file answer 503 in plain text with Retry-After, kept by no cache', async () => {
    // The API beside them answers in its own JSON, as before.
    const api = await fetch(`${url}/api/data/event`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: messages.serviceUnavailable });
    for (const path of ['/agenda.ics', '/agenda/1/kalender.ics']) {
      const answer = await fetch(url + path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await answer.text(), path).toBe(messages.serviceUnavailable);
      expect(answer.headers.get('retry-after'), path).toMatch(/^\d+$/);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
