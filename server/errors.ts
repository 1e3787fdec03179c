/**
 * The one error type services throw. It carries a code and a catalogue key, never an HTTP status
 * or a sentence: each transport turns the code into its own status and the key into SPEC.md's words.
 */
import { message, type MessageKey } from '../shared/messages';
import { isConnectionFailure } from './db/connection-failure';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
    /** Seconds a client should wait (TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE). */
    readonly retryAfter?: number,
    /**
     * The input field the refusal is about (a request's dates, when they are full), for a form to show it
     * beside that field as it does the schema's messages; none: it is about the whole input.
     */
    readonly field?: string,
  ) {
    super(message(key, values));
    this.name = 'AppError';
  }
}

export function notFound(key: MessageKey = 'notFound'): AppError {
  return new AppError('NOT_FOUND', key);
}

/**
 * Postgres refused a value it cannot store (SQLSTATE class 22, "data exception": a NUL byte in a text,
 * a number out of range). That is the input's fault, so it answers like any other invalid input.
 */
export function isDataException(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** A write named a record that is not there (SQLSTATE 23503: an event's attraction deleted meanwhile or never there). */
function isMissingReference(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** What a client is told to wait (Retry-After) while the database is away: a restart takes seconds. */
const DATABASE_RETRY_SECONDS = 5;

/** The AppError a thrown value means, or null for an internal failure. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isConnectionFailure(error)) return new AppError('SERVICE_UNAVAILABLE', 'serviceUnavailable', {}, DATABASE_RETRY_SECONDS);
  if (isMissingReference(error)) return new AppError('BAD_REQUEST', 'linkedRecordMissing');
  return isDataException(error) ? new AppError('BAD_REQUEST', 'invalidInput') : null;
}
