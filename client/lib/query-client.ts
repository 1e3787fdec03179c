/**
 * The browser's one query cache, the admin panel's (public pages hydrate only their islands, which read no
 * queries). Apart from the tRPC client (trpc.ts), which loads with the first call (queries.ts).
 */
import { QueryClient } from '@tanstack/react-query';

/** The HTTP status a failed tRPC call carries in `data` (TRPCClientError), read without importing tRPC. */
function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'httpStatus' in data && typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * A failed read is tried once more when the network or the server failed; a refusal (4xx: an unknown id,
 * no session) would be refused again, so its message shows at once instead of after the retry's second.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;
  return failureCount < 1 && !refused;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false },
  },
});
