/**
 * The HTML of every page (DESIGN.md §7). Public pages are rendered by React on the server
 * (client/entry-server.tsx): their content and their head from their route's definition; in the browser
 * only their islands hydrate (client/islands/), whose scripts the page names. A page is rendered from the URL it reads (its path and
 * declared search params, client/page-url.ts) and kept in memory until the next write (page-cache.ts), so a
 * visitor costs no render while nothing changes. The admin panel and its
 * login stay client-rendered: the build's index.html with their own head. Unknown paths are redirected
 * to /not-found, which is answered 404, as is an unknown record (DESIGN.md §6). A signed-in editor's
 * pages are rendered for them alone, drafts included (the preview), and never kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Request, type Response } from 'express';
import type { ProcedureCall, RenderedPage, RenderOptions } from '../../shared/page-render';
import { message, messages } from '../../shared/messages';
import { villageSettingsScript, type VillageSettings } from '../../shared/village';
import type { Db } from '../db/connection';
import { mayPreviewDrafts, type Actor } from '../modules/auth/auth.service';
import { readVillageSettings } from '../modules/settings/settings.service';
import type { BookingFormState } from '../../shared/booking-form';
import { BOOKING_FORM_PATH, bookingFormRoute } from './booking-form';
import { pageErrorHandler } from './error-page';
import { renderedPageCache, type CacheOutcome } from './page-cache';
import { islandChunks } from './island-chunks';
import { escapeHtml } from './seo';
import { offersEnglish, withLanguageOffer } from './language-offer';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localeOfPath, localePath, type Locale } from '../../shared/locale';

/** What the server render module (dist/ssr/entry-server.js) exports. */
export interface PageRenderer {
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
  /** The URL as its page reads it: the path and the search params its routes declare (client/page-url.ts). */
  pageUrl(url: string): string;
}

export interface PageSource {
  /** The index.html for a URL: the built file, or Vite's transformed one in development. */
  template(url: string): Promise<string>;
  /** The server render; without it every page is the client-rendered shell (the API tests' server). */
  renderer?(): Promise<PageRenderer>;
  /** Development: the code changes under the server, so pages are rendered afresh every time. */
  uncached?: boolean;
  /** The built scripts of a page's islands (island-chunks.ts); none in development. */
  islandChunks?(islandModules: string[]): string[];
}

export function builtPages(clientDir: string, ssrDir: string): PageSource {
  let template: Promise<string> | null = null;
  let renderer: Promise<PageRenderer> | null = null;
  return {
    islandChunks: islandChunks(clientDir),
    template: () => (template ??= readFile(path.join(clientDir, 'index.html'), 'utf8')),
    renderer: () => (renderer ??= import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<PageRenderer>),
  };
}

export interface PageOptions {
  /**
   * Calls a tRPC procedure in-process as an anonymous visitor from `ip`, the page request's address, which
   * the visitor's limits count against as on the procedure itself (server/trpc/in-process.ts).
   */
  call(ip: string): ProcedureCall;
  /** The same as a signed-in user, whose pages show drafts (the preview). */
  callAs(actor: Actor, ip: string): ProcedureCall;
  /** The map's tile URL template (env MAP_TILE_URL); the village map page reads it from a meta tag. */
  mapTileUrl?: string;
  /** Counts a visitor's view of a public page answered 200 (modules/stats); never a signed-in user's. */
  countView?: (req: Request) => void;
}

const HEAD_MARK = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const TEMPLATE_LANGUAGE = '<html lang="id"';

interface Answer {
  status: number;
  redirect?: string;
  html: string;
  /** One visitor's page: no cache, here or on the way, keeps it. */
  private?: boolean;
  /** A public page served from memory or rendered for this request (the X-Page-Cache header). */
  cache?: CacheOutcome;
}

function isClientRendered(pathname: string): boolean {
  return pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The head of the client-rendered area: the admin panel and its login, kept out of search engines, with
 * the village's settings for the panel's screens (client/lib/village.ts).
 */
function shellHead(pathname: string, village: VillageSettings): string {
  const login = pathname === '/login';
  const title = message('metaTitle', { page: login ? messages.adminLoginTitle : messages.adminSubtitle, site: village.title });
  const description = login ? message('metaLoginDescription', { site: village.title }) : village.description;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="robots" content="noindex">',
    villageSettingsScript(village),
  ].join('\n    ');
}

/**
 * The body of the client-rendered area without JavaScript: a sentence saying the panel needs it and the
 * way back to the public site, instead of a blank page. Inside the root, so the panel's first render
 * replaces it.
 */
function shellNoScript(village: VillageSettings): string {
  const home = message('adminNoScriptHome', { site: village.title });
  return `<noscript><div class="shell-noscript"><p>${escapeHtml(messages.adminNoScript)}</p><p><a href="/">${escapeHtml(home)}</a></p></div></noscript>`;
}

interface Filling {
  /** The root element's content: the rendered page, or the shell's noscript note. */
  body?: string;
  /** The body is a page the server rendered, whose islands the browser hydrates (client/main.tsx reads the mark). */
  rendered?: boolean;
  /** The hydrating script and its islands' (island-chunks.ts), which the browser fetches at once. */
  chunks?: string[];
  /** The page's language, for `<html lang>`: the template's is Indonesian. */
  locale?: Locale;
}

function fillTemplate(template: string, head: string, { body = '', rendered = false, chunks = [], locale = DEFAULT_LOCALE }: Filling = {}): string {
  // The chunk list is the build's own file names (island-chunks.ts): JSON with nothing to escape. client/main.tsx
  // reads it. Not preload links in the head: there they compete with the first picture (Lighthouse's largest
  // paint on a detail page went from 1.2 s to 2.2 s), whatever their priority.
  const scripts = chunks.length > 0 ? `\n    <script type="application/json" id="island-chunks">${JSON.stringify(chunks)}</script>` : '';
  const root = `<div id="root"${rendered ? ' data-rendered' : ''}>${body}</div>${scripts}`;
  const page = template.replace(HEAD_MARK, () => head).replace(ROOT_ELEMENT, () => root);
  return locale === DEFAULT_LOCALE ? page : page.replace(TEMPLATE_LANGUAGE, `<html lang="${LANGUAGE_TAGS[locale]}"`);
}

export function pageRoutes(db: Db, source: PageSource, publicUrl: string, { call, callAs, mapTileUrl, countView }: PageOptions) {
  const routes = express.Router();
  // Every page gets the tile meta: the map route is also reached by client-side navigation.
  const tileMeta = mapTileUrl ? `\n    <meta name="map-tile-url" content="${escapeHtml(mapTileUrl)}">` : '';
  const cached = renderedPageCache<Answer>(db, !source.uncached);

  async function render(url: string, caller: ProcedureCall, bookingForm?: BookingFormState, signedIn = false): Promise<{ answer: Answer; keep: boolean }> {
    const template = await source.template(url);
    const renderer = await source.renderer?.();
    if (!renderer) return { answer: { status: 200, html: fillTemplate(template, tileMeta) }, keep: false };
    const page = await renderer.renderPage(url, { call: caller, siteUrl: publicUrl, ...(bookingForm ? { bookingForm } : {}), signedIn });
    if ('redirect' in page) return { answer: { status: 302, redirect: page.redirect, html: '' }, keep: true };
    const locale = localeOfPath(new URL(url, publicUrl).pathname);
    const html = fillTemplate(template, page.head + tileMeta, { body: page.html, rendered: true, chunks: source.islandChunks?.(page.islandModules), locale });
    return { answer: { status: page.status, html, private: page.private }, keep: page.cacheable && (page.status === 200 || page.status === 404) };
  }

  /**
   * A signed-in user's own page (no Admin Login in its footer), drafts shown to an editor or admin past any
   * temporary password: never kept, here or on the way.
   */
  async function preview(url: string, actor: Actor, ip: string): Promise<Answer> {
    return { ...(await render(url, mayPreviewDrafts(actor) ? callAs(actor, ip) : call(ip), undefined, true)).answer, private: true };
  }

  /**
   * A visitor's page, rendered from and kept under the URL it reads: a query string it does not declare is
   * ignored, so made-up URLs cost neither a render nor memory of their own.
   */
  async function publicPage(url: string, ip: string): Promise<Answer> {
    const pageUrl = (await source.renderer?.())?.pageUrl(url) ?? url;
    const { answer, cache } = await cached(pageUrl, () => render(pageUrl, call(ip)));
    return { ...answer, cache };
  }

  /** The admin panel's or its login's page: the build's shell with their head and the village's settings. */
  async function shell(req: Request): Promise<Answer> {
    const { settings } = await readVillageSettings(db);
    const head = shellHead(req.path, settings) + tileMeta;
    return { status: 200, html: fillTemplate(await source.template(req.originalUrl), head, { body: shellNoScript(settings) }) };
  }

  routes.get(/.*/, async (req: Request, res: Response) => {
    const signedIn = req.auth?.actor ?? null;
    const ip = req.ip ?? 'unknown';
    const answer = isClientRendered(req.path)
      ? await shell(req)
      : signedIn
        ? await preview(req.originalUrl, signedIn, ip)
        : await publicPage(req.originalUrl, ip);
    if (answer.cache) res.setHeader('X-Page-Cache', answer.cache);
    if (answer.redirect) return res.redirect(302, answer.redirect);
    const offer = !isClientRendered(req.path) && offersEnglish(req, req.path);
    res.vary('Accept-Language');
    const html = offer ? withLanguageOffer(answer.html, req.originalUrl) : answer.html;
    res.status(answer.status).type('html').setHeader('Cache-Control', answer.private ? 'no-store' : 'no-cache').send(html);
    if (answer.status === 200 && !signedIn && !isClientRendered(req.path)) countView?.(req);
  });
  // "Ajukan Pemesanan" sent as plain HTML: a refused request shows its page again, rendered for that answer only.
  routes.post([BOOKING_FORM_PATH, localePath(BOOKING_FORM_PATH, 'en')], ...bookingFormRoute(db, publicUrl, async (url, form, ip) => (await render(url, call(ip), form)).answer));
  // A page that cannot be rendered still answers HTML (503 when the database is away).
  routes.use(pageErrorHandler);
  return routes;
}
