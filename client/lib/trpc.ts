/**
 * The one way to fetch: tRPC over TanStack Query. Each query's options are made once in queries.ts (tRPC's
 * own keys, calling this client once loaded); route loaders ensure them and components read them. JSON
 * calls are batched, the login goes alone, and FormData (uploads) goes over XHR for its progress (upload-link.ts).
 * Screens run mutations with TanStack Query's `useMutation`, whose `mutationFn` calls this client
 * (docs/decisions/0013).
 * Every call carries the stored token (SPEC.md §6); a 401 on an admin call ends the client session.
 * In the server render the same queries call the procedures in-process instead (entry-server.tsx).
 */
import { createTRPCClient, getUntypedClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router';
import { TRPC_BATCH_MAX } from '@shared/constants';
import type { ProcedureCall, ProcedureFailure } from '@shared/page-render';
import { currentLocale, LANGUAGE_TAGS } from '@shared/locale';
import { authHeaders, expireSession } from './session';
import { uploadLink } from './upload-link';

/** UNAUTHORIZED on anything but the login itself means the session expired or was logged out elsewhere. */
const sessionExpiryLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) =>
    next(op).subscribe({
      next: (value) => observer.next(value),
      complete: () => observer.complete(),
      error: (error) => {
        if (error.data?.code === 'UNAUTHORIZED' && op.path !== 'auth.login') expireSession();
        observer.error(error);
      },
    }),
  );

function isProcedureFailure(value: unknown): value is ProcedureFailure {
  return typeof value === 'object' && value !== null && 'httpStatus' in value && 'code' in value && 'message' in value;
}

function clientError(cause: unknown): TRPCClientError<AppRouter> {
  if (!isProcedureFailure(cause)) return TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)));
  // JSON-RPC's server-error code; tRPC's own code and the HTTP status travel in `data`, as over HTTP.
  return TRPCClientError.from({ error: { message: cause.message, code: -32000, data: { code: cause.code, httpStatus: cause.httpStatus } } });
}

/** Set by the server render only: finds the call of the request being rendered. */
let serverCall: (() => ProcedureCall | undefined) | null = null;

export function callProceduresInProcess(lookup: () => ProcedureCall | undefined): void {
  serverCall = lookup;
}

const inProcessLink: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((observer) => {
    const call = serverCall?.();
    if (!call) {
      observer.error(TRPCClientError.from(new Error(`${op.path} called outside a server render`)));
      return;
    }
    call(op.path, op.input).then(
      (data) => {
        observer.next({ result: { type: 'data', data } });
        observer.complete();
      },
      (cause: unknown) => observer.error(clientError(cause)),
    );
  });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    sessionExpiryLink,
    splitLink({
      condition: () => serverCall !== null,
      true: inProcessLink,
      false: browserLinks(),
    }),
  ],
});

/**
 * What every call sends: the stored token, and the page's language, so a refusal is told in it
 * (server/http/locale.ts) rather than in whatever language the browser prefers.
 */
function callHeaders(): Record<string, string> {
  return { ...authHeaders(), 'Accept-Language': LANGUAGE_TAGS[currentLocale()] };
}

/** The server refuses a login inside a batch and batches over TRPC_BATCH_MAX calls (DESIGN.md §1). */
function browserLinks(): TRPCLink<AppRouter> {
  return splitLink({
    condition: (op) => isNonJsonSerializable(op.input),
    true: uploadLink({ url: '/trpc', headers: callHeaders }),
    false: splitLink({
      condition: (op) => op.path === 'auth.login',
      true: httpLink({ url: '/trpc', headers: callHeaders }),
      false: httpBatchLink({ url: '/trpc', headers: callHeaders, maxItems: TRPC_BATCH_MAX }),
    }),
  });
}

/** One query procedure called by its dotted path: the query options of queries.ts, typed there. */
export function callQuery(path: string, input: unknown): Promise<unknown> {
  return getUntypedClient(trpcClient).query(path, input);
}
