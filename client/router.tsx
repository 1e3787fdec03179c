import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parsePlainSearch, stringifyPlainSearch } from './lib/search-params';
import { currentLocale, DEFAULT_LOCALE, localePath, withoutLocale, type Locale } from '@shared/locale';

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** The site's public origin, for canonical and Open Graph addresses in the page heads. */
  siteUrl: string;
  /** The browser's history by default; the server render passes a memory history of the requested URL. */
  history?: RouterHistory;
  /** The page's language: the one it is rendered in by default. */
  locale?: Locale;
}

/**
 * An English page's router knows the routes by their Indonesian paths: `/en/about` is read as `/about`, and
 * every link it writes goes back under `/en` (docs/decisions/0016). The routes are declared once.
 */
function localeRewrite(locale: Locale) {
  if (locale === DEFAULT_LOCALE) return undefined;
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = withoutLocale(url.pathname);
      return url;
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = localePath(url.pathname, locale);
      return url;
    },
  };
}

/** One router per browser tab, and one per server render (client/entry-server.tsx). */
export function createAppRouter({ queryClient, siteUrl, history, locale = currentLocale() }: AppRouterOptions) {
  const rewrite = localeRewrite(locale);
  return createRouter({
    routeTree,
    context: { queryClient, siteUrl },
    ...(history ? { history } : {}),
    ...(rewrite ? { rewrite } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching (no stale router copies).
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // Plain text, as the list pages' GET search form sends it (?q=…), not JSON values.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * One visitor's page that changes without a public write (a booking's status): the server renders it
     * every time and no cache keeps it (server/http/pages.ts).
     */
    private?: boolean;
  }
}
