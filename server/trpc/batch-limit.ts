/**
 * Limits on tRPC batches (DESIGN.md §1): one request carries at most TRPC_BATCH_MAX calls, and a sign-in is
 * never one of several, so a batch can neither multiply password checks nor queue up work. Decided from
 * the URL (`/trpc/a,b,c?batch=1`, read as tRPC reads it) before the session, the body or any procedure.
 */
import { getTRPCErrorShape, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TRPC_BATCH_MAX } from '../../shared/constants';
import type { MessageKey } from '../../shared/messages';
import { AppError } from '../errors';

/** Procedures that only run alone: a batch of logins would be many password checks in one request. */
const ALONE = new Set(['auth.login']);

/** The procedure paths of a batch call, or null when the request is a single call. */
function batchPaths(req: Request): string[] | null {
  if (new URL(req.originalUrl, 'http://localhost').searchParams.get('batch') !== '1') return null;
  const raw = req.path.slice(req.path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(raw).split(',');
  } catch {
    return raw.split(',');
  }
}

export function limitBatches(router: AnyTRPCRouter): RequestHandler {
  // Shaped by the router's own error formatter, so the client reads it like any other tRPC error.
  function refuse(res: Response, key: MessageKey, values: Record<string, number> = {}) {
    const cause = new AppError('BAD_REQUEST', key, values);
    const error = new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
    const shape: unknown = getTRPCErrorShape({ config: router._def._config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
    res.status(400).json({ error: shape });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const paths = batchPaths(req);
    if (paths && paths.length > TRPC_BATCH_MAX) return refuse(res, 'batchTooLarge', { n: TRPC_BATCH_MAX });
    if (paths && paths.length > 1 && paths.some((path) => ALONE.has(path))) return refuse(res, 'loginNotBatched');
    next();
  };
}
