/**
 * The only base procedures (STYLE.md): public, signed-in (own session and password), content (editors and
 * admins) and admin. Errors carry a catalogue key and zod field errors.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { UPLOAD } from '../../shared/constants';
import { messages, type MessageKey } from '../../shared/messages';
import { AppError, toAppError, type AppErrorCode } from '../errors';
import { withAuditScope } from '../modules/audit/audit.service';
import { isAdmin, mayEditContent } from '../modules/auth/auth.service';
import type { Context } from './context';

export const TRPC_CODE: Record<AppErrorCode, TRPCError['code']> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** The sentence for tRPC's own errors (malformed body, unknown procedure), which carry no key. */
const FALLBACK_MESSAGE: Partial<Record<TRPCError['code'], string>> = {
  INTERNAL_SERVER_ERROR: messages.serverError,
  NOT_FOUND: messages.notFound,
  UNAUTHORIZED: messages.unauthorized,
  PAYLOAD_TOO_LARGE: messages.requestTooLarge,
  UNSUPPORTED_MEDIA_TYPE: messages.unsupportedContentType,
  SERVICE_UNAVAILABLE: messages.serviceUnavailable,
};

/** What a procedure declares about itself beyond its input and output. */
export interface ProcedureMeta {
  /**
   * Bytes a multipart call may carry. Only procedures that take files declare it; every other call,
   * and any call without an admin session, is held to JSON_BODY_LIMIT (server/http/trpc-body-limit.ts).
   */
  uploadBytes?: number;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const zodError = cause instanceof z.ZodError ? cause : null;
    const appError = cause instanceof AppError ? cause : null;
    const firstIssue = zodError?.issues[0]?.message;
    const messageKey: MessageKey | null = appError?.key ?? null;
    // Only catalogue sentences reach the client; internal failures keep their details in the log.
    const safeMessage = appError?.message ?? firstIssue ?? FALLBACK_MESSAGE[error.code] ?? messages.invalidInput;
    return {
      ...shape,
      message: safeMessage,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        messageKey,
        retryAfter: appError?.retryAfter ?? null,
        // A service's refusal about one field travels as the schema's do, so a form shows it beside that field.
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : appError?.field ? { [appError.field]: [appError.message] } : null,
      },
    };
  },
});

/** Turns the services' AppError (and data the database refused) into a TRPCError with the matching code. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? null : toAppError(result.error.cause);
  if (!result.ok && cause) {
    return { ...result, error: new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause }) };
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Everything a procedure audits is its caller's, from the caller's address (modules/audit). */
const auditScope = t.middleware(({ ctx, next }) => withAuditScope({ userId: ctx.actor?.id ?? null, ip: ctx.session?.client.ip ?? '' }, next));

export const publicProcedure = t.procedure.use(appErrors).use(auditScope);

/**
 * Any signed-in user, whatever the role, even with a temporary password: their own session and password
 * (auth.logout, auth.changePassword). Everything else is built on `passwordSetProcedure`.
 */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED', 'unauthorized');
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** A temporary password (a new account, a reset), as stored now, must be replaced before anything else. */
const passwordSetProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.actor.mustChangePassword) throw new AppError('FORBIDDEN', 'passwordChangeRequired');
  return next();
});

/** The site's content (records, map, documents, bookings, trash): the role, as stored now, must be editor or admin. */
export const contentProcedure = passwordSetProcedure.use(({ ctx, next }) => {
  if (!mayEditContent(ctx.actor)) throw new AppError('FORBIDDEN', 'forbidden');
  return next();
});

/** The team and its log: the role, as stored now, must be admin. */
export const adminProcedure = passwordSetProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.actor)) throw new AppError('FORBIDDEN', 'forbidden');
  return next();
});

/** Room for a multipart form's text fields and part headers beside its files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Admin writes that carry images: up to UPLOAD.maxFiles files of UPLOAD.maxFileBytes each. */
export const imageUploadProcedure = contentProcedure.meta({ uploadBytes: UPLOAD.maxFiles * UPLOAD.maxFileBytes + FORM_OVERHEAD_BYTES });

/** Admin writes that carry one PDF. */
export const pdfUploadProcedure = contentProcedure.meta({ uploadBytes: UPLOAD.maxPdfBytes + FORM_OVERHEAD_BYTES });

/** The village's settings, with up to two photos (the hero, the logo): admins only. */
export const settingsUploadProcedure = adminProcedure.meta({ uploadBytes: 2 * UPLOAD.maxFileBytes + FORM_OVERHEAD_BYTES });
