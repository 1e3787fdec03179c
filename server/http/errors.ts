/** Turns anything thrown under /api (and the static routes) into a status and `{message}`; never a stack. */
import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { toAppError, type AppErrorCode } from '../errors';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

const MULTER_ERRORS: Partial<Record<multer.ErrorCode, { status: number; message: string }>> = {
  LIMIT_FILE_SIZE: { status: 413, message: messages.imageTooLarge },
  LIMIT_FILE_COUNT: { status: 413, message: messages.imageTooMany },
  LIMIT_PART_COUNT: { status: 413, message: messages.requestTooLarge },
  LIMIT_FIELD_VALUE: { status: 413, message: messages.requestTooLarge },
  LIMIT_FIELD_COUNT: { status: 413, message: messages.requestTooLarge },
};

interface HttpAnswer {
  status: number;
  message: string;
  retryAfter?: number | undefined;
}

function hasStatus(error: unknown): error is { status: number; type?: string } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function toHttpAnswer(error: unknown): HttpAnswer {
  const appError = toAppError(error);
  if (appError) return { status: HTTP_STATUS[appError.code], message: appError.message, retryAfter: appError.retryAfter };
  if (error instanceof z.ZodError) return { status: 400, message: error.issues[0]?.message ?? messages.invalidInput };
  if (error instanceof multer.MulterError) return MULTER_ERRORS[error.code] ?? { status: 400, message: messages.invalidInput };
  // body-parser and other HTTP errors carry their own 4xx status.
  if (hasStatus(error) && error.status >= 400 && error.status < 500) {
    return { status: error.status, message: error.status === 413 ? messages.requestTooLarge : messages.invalidInput };
  }
  return { status: 500, message: messages.serverError };
}

export const jsonErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = toHttpAnswer(error);
  // A 503 is the database being away: the pool logs that once, not once per request.
  if (answer.status === 500) console.error(error);
  if (answer.retryAfter) res.setHeader('Retry-After', String(answer.retryAfter));
  res.status(answer.status).json({ message: answer.message });
};
