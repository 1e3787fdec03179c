/**
 * Route loaders: fetch only what the query cache lacks. When everything is cached the loader returns
 * synchronously, so the router never shows the pending screen (DESIGN.md §6: no spinner for cached data).
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Any query's options (lib/queries.ts); each one's own types stay with the component that reads it. */
export interface QueryOptions {
  queryKey: QueryKey;
}

function missingLoads(queryClient: QueryClient, queries: readonly QueryOptions[]): Promise<unknown>[] {
  return queries.filter((query) => queryClient.getQueryData(query.queryKey) === undefined).map((query) => queryClient.ensureQueryData(query as EnsureQueryDataOptions));
}

export function loadMissing(queryClient: QueryClient, queries: readonly QueryOptions[]): Promise<unknown> | undefined {
  const loads = missingLoads(queryClient, queries);
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

/** The same, where one failed load must not fail the others (the village map). */
export function loadMissingSettled(queryClient: QueryClient, queries: readonly QueryOptions[]): Promise<PromiseSettledResult<unknown>[]> | undefined {
  const loads = missingLoads(queryClient, queries);
  return loads.length > 0 ? Promise.allSettled(loads) : undefined;
}
