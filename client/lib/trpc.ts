/**
 * The one way to fetch: tRPC over TanStack Query. Route loaders prefetch with `queryUtils`, components
 * read with `trpc.*.useQuery`. JSON calls are batched; FormData (uploads) goes through a plain link.
 * Every call carries the stored token (SPEC.md §6).
 */
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router';
import { getToken } from './session';

function headers(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', headers }),
      false: httpBatchLink({ url: '/trpc', headers }),
    }),
  ],
});

export const queryUtils = createTRPCQueryUtils({ client: trpcClient, queryClient });
