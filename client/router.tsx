import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parsePlainSearch, stringifyPlainSearch } from './lib/search-params';
import { queryClient } from './lib/trpc';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns caching (no stale router copies).
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  // Plain text, as the list pages' GET search form sends it (?q=…), not JSON values.
  parseSearch: parsePlainSearch,
  stringifySearch: stringifyPlainSearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
