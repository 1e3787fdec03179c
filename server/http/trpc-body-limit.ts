/**
 * Request body limits for /trpc by who is asking (DESIGN.md §5): every call may carry at most
 * JSON_BODY_LIMIT, except a multipart call to a procedure that declares `uploadBytes` (server/trpc/init.ts)
 * from a signed-in admin. A declared length over the limit is refused (413) before a byte of the body is
 * read; a body without a declared length is cut off by the tRPC adapter's own `maxBodySize`.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';

/** Sign-in, public queries and every JSON mutation fit in far less than this. */
export const JSON_BODY_LIMIT = 1024 * 1024;

type ProcedureRecord = Record<string, { _def: { meta?: { uploadBytes?: number } } } | undefined>;

function proceduresOf(router: AnyTRPCRouter): ProcedureRecord {
  return router._def.procedures as ProcedureRecord;
}

/** The upload bytes this call may send, or undefined when it gets the JSON limit. */
function uploadLimit(router: AnyTRPCRouter, req: Request): number | undefined {
  const path = req.path.replace(/^\//, '');
  if (req.method !== 'POST' || !req.auth || req.trpcRefusal || req.query.batch !== undefined || !req.is('multipart/form-data')) return undefined;
  const procedures = proceduresOf(router);
  return Object.hasOwn(procedures, path) ? procedures[path]?._def.meta?.uploadBytes : undefined;
}

function declaredLength(req: Request): number {
  const length = Number(req.get('content-length') ?? 0);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

/** After the session: refuses a declared body over the limit this caller has, before any of it is read. */
export function limitBodies(router: AnyTRPCRouter): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const tooLarge = declaredLength(req) > (uploadLimit(router, req) ?? JSON_BODY_LIMIT);
    next(tooLarge ? new AppError('PAYLOAD_TOO_LARGE', 'requestTooLarge') : undefined);
  };
}

/**
 * The tRPC adapter for the limit in force. `adapter` makes the Express adapter for a given `maxBodySize`;
 * one is made for JSON calls and one for uploads, so the adapter's own stream cap matches the limit.
 */
export function trpcAdapters(router: AnyTRPCRouter, adapter: (maxBodySize: number) => RequestHandler): RequestHandler {
  const uploadSizes = Object.values(proceduresOf(router)).map((procedure) => procedure?._def.meta?.uploadBytes ?? 0);
  const jsonCalls = adapter(JSON_BODY_LIMIT);
  const uploads = adapter(Math.max(JSON_BODY_LIMIT, ...uploadSizes));
  return (req, res, next) => (uploadLimit(router, req) === undefined ? jsonCalls : uploads)(req, res, next);
}
