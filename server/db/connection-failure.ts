/**
 * "The database is away", told apart from every other failure (DESIGN.md §5: Postgres restarting or a
 * connection killed means 503 while it is down, never a crash). One place decides it: the error mapping
 * turns it into the service-unavailable answer, the pool throws away the connection it happened on.
 */

/** Socket errors of a Postgres that is stopped, restarting, unreachable or behind a proxy that hung up. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), 57P01 admin
 * shutdown (also pg_terminate_backend), 57P02 crash shutdown, 57P03 still starting up, 53300 too many
 * connections, and 57014: our statement_timeout ran out (connection.ts), the database is too busy.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|57014)$/;

/**
 * pg reports a lost socket, a pool that could not connect in time and its own query timeout with plain
 * Errors and no code, so their (stable, library-made) wording is all there is to go on.
 */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

function field(error: unknown, name: 'code' | 'message' | 'cause' | 'errors'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** True when `error` (or what caused it) means the database cannot be reached or cannot serve now. */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const code = field(error, 'code');
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  const text = field(error, 'message');
  if (typeof text === 'string' && PG_MESSAGES.some((start) => text.startsWith(start))) return true;
  // Node reports a refused connection to several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  const errors = field(error, 'errors');
  if (Array.isArray(errors) && errors.some((inner) => isConnectionFailure(inner, depth + 1))) return true;
  return isConnectionFailure(field(error, 'cause'), depth + 1);
}
