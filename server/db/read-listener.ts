/**
 * The one connection per instance that LISTENs for every instance's writes (read-cache.ts, docs/decisions
 * 0006). It is not the pool's: a pooled connection is handed to other work and LISTEN belongs to a session.
 * When it is lost (Postgres restarted, the backend terminated, the network gone quiet) the feed is told at
 * once and the cache is bypassed; it reconnects with backoff, like the pool, and never takes the process down.
 */
import pg from 'pg';
import type { ReadCacheFeed } from './read-cache';

/** The first reconnection waits this long, doubling up to the most; a Postgres restart takes seconds. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 5000;
const CONNECT_TIMEOUT_MS = 3000;
/**
 * A socket that died without closing (a host gone, a dropped route) shows nothing on an idle connection:
 * a small query this often, given as long to answer, proves it alive and bounds how long writes go unheard.
 */
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 3000;

export interface ReadListener {
  /** Settles after the first attempt, connected or not (it keeps trying). */
  ready: Promise<void>;
  /** Ends the connection and stops retrying (shutdown). */
  close(): Promise<void>;
}

export function listenForWrites(connectionString: string, channel: string, feed: ReadCacheFeed, log: (line: string) => void = console.error): ReadListener {
  let closed = false;
  let current: pg.Client | null = null;
  let attempt: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let reported = false;

  /** The client is done for, whatever told us first (its error, its end, a failed query); each loss counts once. */
  function lose(client: pg.Client, error: unknown) {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    feed.lost();
    void client.end().catch(() => undefined);
    if (closed) return;
    if (!reported) log(`Read caches bypassed, their listener is lost: ${error instanceof Error ? error.message : String(error)}`);
    reported = true;
    retry = setTimeout(() => (attempt = connect()), delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MOST_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
      application_name: channel,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) feed.notified();
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('Connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(client, error);
      return;
    }
    if (current !== client || closed) return;
    delay = RETRY_FIRST_MS;
    heartbeat = setInterval(() => void client.query('select 1').catch((error: unknown) => lose(client, error)), HEARTBEAT_MS);
    heartbeat.unref();
    if (reported) log('Read caches in use again: their listener is back.');
    reported = false;
    feed.listening();
  }

  attempt = connect();
  return {
    ready: attempt,
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      const client = current;
      current = null;
      clearInterval(heartbeat);
      if (client) await client.end().catch(() => undefined);
    },
  };
}
