/**
 * Route loaders: fetch only what the query cache lacks. When everything is cached the loader returns
 * synchronously, so the router never shows the pending screen (DESIGN.md §6: no spinner for cached data).
 */
export type CachedLoad = readonly [cached: unknown, load: () => Promise<unknown>];

export function loadMissing(entries: readonly CachedLoad[]): Promise<unknown> | undefined {
  const missing = entries.filter(([cached]) => cached === undefined);
  if (missing.length === 0) return undefined;
  return Promise.all(missing.map(([, load]) => load()));
}
