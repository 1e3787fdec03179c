/**
 * Express steps before tRPC on /trpc can refuse a request: a foreign Origin (403), a body over its limit
 * (413), the session lookup finding the database away (503). An Express JSON answer there is a body the
 * tRPC client cannot read, so the refusal is held on the request and the context throws it: every call
 * of the request answers a typed tRPC error with the catalogue sentence, and no procedure runs.
 */
import { TRPCError } from '@trpc/server';
import type { ErrorRequestHandler, Request } from 'express';
import { AppError, toAppError } from '../errors';
import { TRPC_CODE } from './init';

declare module 'express-serve-static-core' {
  interface Request {
    /** Why /trpc refused this request before tRPC ran; set only between those steps and tRPC. */
    trpcRefusal?: AppError;
  }
}

/** After the steps on /trpc: holds a refusal (an AppError or an outage), passes any other error on. */
export const holdRefusal: ErrorRequestHandler = (error, req, _res, next) => {
  const appError = toAppError(error);
  if (!appError) return next(error);
  req.trpcRefusal = appError;
  next();
};

/** Called first by the HTTP context. */
export function throwHeldRefusal(req: Request): void {
  const refusal = req.trpcRefusal;
  if (refusal) throw new TRPCError({ code: TRPC_CODE[refusal.code], message: refusal.message, cause: refusal });
}
