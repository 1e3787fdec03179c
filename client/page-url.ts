/**
 * The URL of a public page as the page reads it: its path, and of its query only the search params its
 * routes declare (`validateSearch`), written as the routes read them. `/attractions?q=+obor+&utm_source=x`
 * is `/attractions?q=obor`, and `/?q=anything` is `/`. The server renders a page from this URL and keeps
 * it under it (server/http/pages.ts), so a made-up query string is neither a render nor a cache entry of
 * its own. The route definitions stay the one list of what a page reads from its query.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { withoutLocale } from '@shared/locale';
import { parsePlainSearch, stringifyPlainSearch } from './lib/search-params';
import { createAppRouter } from './router';

type Search = Record<string, unknown>;

/** Only used to match paths to their routes: never loaded, never rendered. */
let matcher: ReturnType<typeof createAppRouter> | null = null;

/** What one route's `validateSearch` keeps of the search, as the router calls it (a function or a schema). */
function declaredBy(validator: unknown, search: Search): Search {
  if (typeof validator === 'function') return validator(search) as Search;
  if (validator && typeof validator === 'object' && 'parse' in validator && typeof validator.parse === 'function') return validator.parse(search) as Search;
  return {};
}

export function pageUrl(url: string): string {
  const queryStart = url.indexOf('?');
  // Most visits carry no query: the URL is already the page's, and this runs on every cached answer.
  if (queryStart < 0) return url;
  matcher ??= createAppRouter({ queryClient: new QueryClient(), siteUrl: '', history: createMemoryHistory() });
  const pathname = url.slice(0, queryStart);
  const search: Search = parsePlainSearch(url.slice(queryStart + 1));
  // The routes are known by their Indonesian paths: an English page's are the same routes (router.tsx).
  const [branch] = matcher.getMatchedRoutes(withoutLocale(pathname));
  // A child route's validator sees what its parents made of the search, as in the router.
  const declared = branch.reduce<Search>((kept, route) => ({ ...kept, ...declaredBy(route.options.validateSearch, { ...search, ...kept }) }), {});
  return pathname + stringifyPlainSearch(declared);
}
