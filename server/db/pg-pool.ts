/**
 * The `pg` Pool behind Kysely, made to outlive its database (DESIGN.md §5: Postgres restarting or a
 * connection killed leaves the process up, answering 503 while it is down and recovering on its own).
 * Lost connections are handled and dropped, no wait is unbounded, and a connection that failed is
 * never handed out again; fresh ones are opened when Postgres is back, so no restart is needed.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isConnectionFailure } from './connection-failure';

/** A connection Postgres does not grant within this (down, unreachable, pool exhausted) fails the request. */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * Postgres cancels a statement running longer (57014) and the connection stays usable. Our slowest
 * legitimate statement, a 30 MB PDF written to a database on the same network, takes well under it.
 */
const STATEMENT_TIMEOUT_MS = 5000;
/** Just after that, pg gives up on a connection that went silent (a host gone, a dropped route). */
const QUERY_TIMEOUT_MS = 6000;
/** While the database stays away every request fails: one log line this often says so. */
const LOG_EVERY_MS = 10_000;

type Report = (what: string, error: unknown) => void;

function throttledReport(log: (line: string) => void): Report {
  let last = -Infinity;
  return (what, error) => {
    const now = Date.now();
    if (now - last < LOG_EVERY_MS) return;
    last = now;
    log(`Database unavailable (${what}): ${error instanceof Error ? error.message : String(error)}`);
  };
}

/** One checkout of a client; a connection failure on it sends it to be destroyed, not back to the idle list. */
function guardClient(client: pg.PoolClient, report: Report): PostgresPoolClient {
  let broken = false;
  const query = async (sql: string, parameters: readonly unknown[]) => {
    try {
      return await client.query(sql, parameters as unknown[]);
    } catch (error) {
      // After pg's own query timeout the client still looks usable, but its socket may never answer again.
      if (isConnectionFailure(error)) {
        broken = true;
        report('query failed', error);
      }
      throw error;
    }
  };
  return {
    // Kysely calls query(sql, parameters) only; the cursor overload is for a `cursor` option we do not set.
    query: query as unknown as PostgresPoolClient['query'],
    release: (destroy) => client.release(destroy === true || broken),
  };
}

export function createPgPool(connectionString: string, log: (line: string) => void = console.error): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // The OS then notices a peer that vanished without closing the socket.
    keepAlive: true,
  });
  const report = throttledReport(log);
  // An idle connection that dies (restart, failover, pg_terminate_backend, a proxy closing it) is an
  // 'error' event on the pool, and an unhandled one ends the process. pg-pool has already dropped it.
  pool.on('error', (error) => report('idle connection lost', error));
  // pg-pool listens for a client's errors only while it is idle. A client in use that dies emits one too;
  // the query running on it fails with that error (and is answered 503), and pg-pool drops the client
  // on release because it is no longer queryable. Here it only must not go unhandled.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      try {
        return guardClient(await pool.connect(), report);
      } catch (error) {
        if (isConnectionFailure(error)) report('cannot connect', error);
        throw error;
      }
    },
  };
}
