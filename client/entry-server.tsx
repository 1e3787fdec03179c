/**
 * The server render of the public pages (DESIGN.md §7): the route's loaders run against the procedures
 * in-process and React renders the page to HTML. In the browser only its islands hydrate, each from the
 * props it was rendered with (islands/define-island.tsx), so the page names their scripts. Built by Vite
 * into dist/ssr/ beside the client build; the server loads it (server/http/pages.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, rootRouteId, type AnyRouteMatch } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { keepRefusedBookingForm } from './lib/booking-form-state';
import { markRenderedAt } from './lib/page-now';
import { markSignedIn } from './lib/page-session';
import { HYDRATING_MODULE, islandModules, islandsIn, LANGUAGE_MODULES } from './islands/registry';
import { loadedRedirect } from './lib/router-ssr';
import type { ProcedureCall, RenderedPage, RenderOptions } from '@shared/page-render';
import { callProceduresInProcess } from './lib/trpc';
import { createAppRouter } from './router';
import { readVillageSettingsFrom } from './lib/village';
import { villageSettingsScript, type VillageSettings } from '@shared/village';
import { VILLAGE_DEFAULTS } from '@shared/village-defaults';
import { localeOfPath, localePath, readLocaleFrom, type Locale } from '@shared/locale';
import { addEnglish } from '@shared/messages/english';
import '@shared/messages/page.id';
import '@shared/messages/public.id';
import type { VillageSettingsView } from '@shared/schemas/village-settings';

/** The URL a page reads, which the server renders and keeps the page under (server/http/pages.ts). */
export { pageUrl } from './page-url';

/** What one render reads beside its routes: the procedures as its visitor, the village's settings, its language. */
interface RenderScope {
  call: ProcedureCall;
  village: VillageSettings;
  locale: Locale;
}

const scopes = new AsyncLocalStorage<RenderScope>();
callProceduresInProcess(() => scopes.getStore()?.call);
// Outside a render (a module read at load) the settings are the defaults.
readVillageSettingsFrom(() => scopes.getStore()?.village ?? VILLAGE_DEFAULTS);
readLocaleFrom(() => scopes.getStore()?.locale);
// The server renders every language: all their sentences are loaded once (Indonesian on import).
addEnglish();

export async function renderPage(url: string, { call, siteUrl, bookingForm, signedIn = false }: RenderOptions): Promise<RenderedPage> {
  // Nothing is refetched or retried during a render: it reads each query once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  markRenderedAt(queryClient);
  if (signedIn) markSignedIn(queryClient);
  if (bookingForm) keepRefusedBookingForm(queryClient, bookingForm);
  // Unreadable (the database is down), the page is told with the defaults, and not kept (below).
  const read = await call('settings.get', undefined).then(
    (view) => (view as VillageSettingsView).settings,
    () => null,
  );
  const village = read ?? VILLAGE_DEFAULTS;
  const locale = localeOfPath(new URL(url, 'http://page').pathname);
  return scopes.run({ call, village, locale }, async () => {
    const router = createAppRouter({ queryClient, siteUrl, locale, history: createMemoryHistory({ initialEntries: [url] }) });
    await router.load();
    const page = pageOf(router, queryClient, village, locale);
    return read || 'redirect' in page ? page : { ...page, cacheable: false };
  });
}

/** The loaded router's page: a redirect, or the HTML with its head and the islands it needs. */
function pageOf(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient, village: VillageSettings, locale: Locale): RenderedPage {
  // A URL the router writes otherwise (`?q=+obor+` is `?q=obor`) is sent to the way it writes it.
  const redirect = loadedRedirect(router);
  if (redirect !== null) return { redirect };

  const matches = router.state.matches;
  const leaf = matches.at(-1);
  // Unknown paths go to /not-found (DESIGN.md §6), as the browser's router does.
  if (!leaf || leaf.routeId === rootRouteId) return { redirect: localePath('/not-found', locale) };

  const { hoisted, html } = splitHoisted(renderToString(<App router={router} queryClient={queryClient} />));
  const queries = queryClient.getQueryCache().getAll();
  const privatePage = matches.some((match) => match.staticData.private === true);
  return {
    status: statusOf(matches, leaf),
    head: [headTags(matches), ...hoisted, villageSettingsScript(village)].join('\n    '),
    html,
    cacheable: !privatePage && queries.every((query) => query.state.status === 'success'),
    private: privatePage,
    islandModules: [HYDRATING_MODULE, LANGUAGE_MODULES[locale], ...islandModules(islandsIn(html), locale)],
  };
}

/**
 * React writes the resources it hoists (preloads of the first images) before the app's markup when it has
 * no <head> to write them into. They belong in the head: inside the root element the browser's React
 * would not expect them and would throw the server's HTML away.
 */
function splitHoisted(rendered: string): { hoisted: string[]; html: string } {
  const hoisted = /^(?:<link [^>]*\/>)+/.exec(rendered)?.[0] ?? '';
  return { hoisted: hoisted.match(/<link [^>]*\/>/g) ?? [], html: rendered.slice(hoisted.length) };
}

/** The HTTP status a procedure refused with (lib/trpc.ts carries it), or undefined for any other failure. */
function refusalStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/**
 * Only a failure of the server itself (5xx, or no answer) is an outage (503). A refusal of what the URL
 * asks for (an unknown id, or one that cannot be an id) is the page's not-found (404), and a visitor over
 * a limit is told so (429).
 */
function statusOf(matches: AnyRouteMatch[], leaf: AnyRouteMatch): 200 | 404 | 429 | 503 {
  const refusals = matches.filter((match) => match.status === 'error').map((match) => refusalStatus(match.error));
  if (refusals.some((status) => status === undefined || status < 400 || status >= 500)) return 503;
  if (refusals.includes(429)) return 429;
  return refusals.length > 0 || leaf.routeId === '/not-found' ? 404 : 200;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `imageSrcSet` → `imagesrcset`: HTML attribute names as the page heads declare them (lib/page-head.ts). */
function attributes(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => ` ${name.toLowerCase()}="${escapeHtml(String(value))}"`)
    .join('');
}

/** The routes' heads as HTML: the deepest title, then meta tags, links and scripts (JSON-LD) in declaration order. */
function headTags(matches: AnyRouteMatch[]): string {
  const meta = defined(matches.flatMap((match) => match.meta ?? []));
  const links = defined(matches.flatMap((match) => match.links ?? []));
  const scripts = defined(matches.flatMap((match) => match.headScripts ?? []));
  const title = meta.findLast((entry) => entry.title)?.title;
  const tags = [
    ...(title ? [`<title>${escapeHtml(title)}</title>`] : []),
    ...meta.filter((entry) => !entry.title).map((entry) => `<meta${attributes({ ...entry })}>`),
    ...links.map((link) => `<link${attributes({ ...link })}>`),
    // The scripts' text is the routes' own JSON, escaped where it is made (lib/page-head.ts).
    ...scripts.map(({ children, ...rest }) => `<script${attributes(rest)}>${typeof children === 'string' ? children : ''}</script>`),
  ];
  return tags.join('\n    ');
}

function defined<T>(entries: (T | undefined)[]): T[] {
  return entries.filter((entry): entry is T => entry !== undefined);
}
