/**
 * The procedures as the server render calls them (client/entry-server.tsx): in-process, as an anonymous
 * visitor (or a signed-in editor previewing drafts), with the result shaped as JSON exactly as it would cross HTTP, and a refusal carrying its
 * tRPC code and HTTP status, so a page rendered on the server shows what the browser would. The calls
 * carry the page request's address, so a visitor's limits hold on the page as on the procedure.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { ProcedureCall, ProcedureFailure } from '../../shared/page-render';
import type { Db } from '../db/connection';
import type { Actor } from '../modules/auth/auth.service';
import { createInnerContext } from './context';
import { appRouter } from './router';

type Procedure = (input: unknown) => Promise<unknown>;

function failure(error: unknown): ProcedureFailure {
  const trpcError = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  return { message: trpcError.message, code: trpcError.code, httpStatus: getHTTPStatusCodeFromError(trpcError) };
}

export function inProcessCaller(db: Db, actor: Actor | null = null, ip: string | null = null): ProcedureCall {
  const caller = appRouter.createCaller(createInnerContext(db, actor, ip)) as unknown as Record<string, unknown>;
  return async (path, input) => {
    const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], caller);
    if (typeof procedure !== 'function') throw failure(new TRPCError({ code: 'NOT_FOUND', message: `No procedure ${path}` }));
    try {
      const result = await (procedure as Procedure)(input);
      return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
    } catch (error) {
      throw failure(error);
    }
  };
}
