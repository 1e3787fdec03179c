/**
 * The one way to fetch: tRPC over TanStack Query. Each query's options are made once in queries.ts from
 * `queryUtils`; route loaders ensure them and components read them. JSON calls are batched, the login goes
 * alone, and FormData (uploads) goes over XHR for its progress (upload-link.ts).
 * Every call carries the stored token (SPEC.md §6); a 401 on an admin call ends the client session.
 */
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router';
import { TRPC_BATCH_MAX } from '../../shared/constants';
import { authHeaders, expireSession } from './session';
import { uploadLink } from './upload-link';

/**
 * A failed read is tried once more when the network or the server failed; a refusal (4xx: an unknown id,
 * no session) would be refused again, so its message shows at once instead of after the retry's second.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  const refused = status !== undefined && status >= 400 && status < 500;
  return failureCount < 1 && !refused;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false },
  },
});

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

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    sessionExpiryLink,
    // The server refuses a login inside a batch and batches over TRPC_BATCH_MAX calls (DESIGN.md §1).
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: uploadLink({ url: '/trpc', headers: authHeaders }),
      false: splitLink({
        condition: (op) => op.path === 'auth.login',
        true: httpLink({ url: '/trpc', headers: authHeaders }),
        false: httpBatchLink({ url: '/trpc', headers: authHeaders, maxItems: TRPC_BATCH_MAX }),
      }),
    }),
  ],
});

export const queryUtils = createTRPCQueryUtils({ client: trpcClient, queryClient });
