/**
 * The HTML of every page (DESIGN.md §7). Public pages are rendered by React on the server
 * (client/entry-server.tsx): their content, their head from their route's definition, and the data
 * they were made from, which the browser hydrates. The rendered HTML is kept in memory until the next
 * write (db/read-cache.ts), so a visitor costs no render while nothing changes. The admin panel and its
 * login stay client-rendered: the build's index.html with their own head. Unknown paths are redirected
 * to /not-found, which is answered 404, as is an unknown record (DESIGN.md §6). A signed-in editor's
 * pages are rendered for them alone, drafts included (the preview), and never kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Request, type Response } from 'express';
import type { ProcedureCall, RenderedPage } from '../../client/entry-server';
import { message, messages } from '../../shared/messages';
import { village } from '../../shared/village';
import type { Db } from '../db/connection';
import { onReadsInvalidated, readsCacheable } from '../db/read-cache';
import { mayPreviewDrafts, type Actor } from '../modules/auth/auth.service';
import { pageErrorHandler } from './error-page';
import { escapeHtml } from './seo';

/** What the server render module (dist/ssr/entry-server.js) exports. */
export interface PageRenderer {
  renderPage(url: string, options: { call: ProcedureCall; siteUrl: string }): Promise<RenderedPage>;
}

export interface PageSource {
  /** The index.html for a URL: the built file, or Vite's transformed one in development. */
  template(url: string): Promise<string>;
  /** The server render; without it every page is the client-rendered shell (the API tests' server). */
  renderer?(): Promise<PageRenderer>;
  /** Development: the code changes under the server, so pages are rendered afresh every time. */
  uncached?: boolean;
}

export function builtPages(clientDir: string, ssrDir: string): PageSource {
  let template: Promise<string> | null = null;
  let renderer: Promise<PageRenderer> | null = null;
  return {
    template: () => (template ??= readFile(path.join(clientDir, 'index.html'), 'utf8')),
    renderer: () => (renderer ??= import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<PageRenderer>),
  };
}

export interface PageOptions {
  /** Calls a tRPC procedure in-process as an anonymous visitor (server/trpc/in-process.ts). */
  call: ProcedureCall;
  /** The same as a signed-in user, whose pages show drafts (the preview). */
  callAs(actor: Actor): ProcedureCall;
  /** The map's tile URL template (env MAP_TILE_URL); the village map page reads it from a meta tag. */
  mapTileUrl?: string;
}

const HEAD_MARK = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
/** Rendered pages kept at most: enough for every page and record of a village, bounded against made-up URLs. */
const CACHED_PAGES_MAX = 500;
/**
 * How long a rendered page is kept even without a write: the agenda's pages change with the clock ("Hari
 * ini", "Sedang berlangsung"). The browser corrects them to its own clock once the page has hydrated.
 */
const CACHED_PAGE_MAX_AGE_MS = 5 * 60 * 1000;

interface Answer {
  status: number;
  redirect?: string;
  html: string;
  /** One visitor's page: no cache, here or on the way, keeps it. */
  private?: boolean;
}

function isClientRendered(pathname: string): boolean {
  return pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The head of the client-rendered area: the admin panel and its login, kept out of search engines. */
function shellHead(pathname: string): string {
  const login = pathname === '/login';
  const title = message('metaTitle', { page: login ? messages.adminLoginTitle : messages.adminSubtitle, site: village.title });
  const description = login ? message('metaLoginDescription', { site: village.title }) : village.description;
  return [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`, '<meta name="robots" content="noindex">'].join('\n    ');
}

function fillTemplate(template: string, head: string, body = '', state = ''): string {
  const root = `<div id="root">${body}</div>${state ? `\n    <script type="application/json" id="server-state">${state}</script>` : ''}`;
  return template.replace(HEAD_MARK, () => head).replace(ROOT_ELEMENT, () => root);
}

/**
 * Rendered public pages by URL, dropped at every write and after CACHED_PAGE_MAX_AGE_MS. A render in
 * progress is in the map from its start, so a write that overtakes it drops it with the rest and it is
 * never kept.
 */
function renderedPageCache(db: Db, enabled: boolean) {
  const pages = new Map<string, { answer: Promise<Answer>; expires: number }>();
  onReadsInvalidated(db, () => pages.clear());
  return async (url: string, render: () => Promise<{ answer: Answer; keep: boolean }>): Promise<Answer> => {
    if (!enabled || !readsCacheable(db)) return (await render()).answer;
    const hit = pages.get(url);
    if (hit && hit.expires > Date.now()) return hit.answer;
    const forget = () => {
      if (pages.get(url) === entry) pages.delete(url);
    };
    const pending = render().then(({ answer, keep }) => {
      if (!keep) forget();
      return answer;
    });
    const entry = { answer: pending, expires: Date.now() + CACHED_PAGE_MAX_AGE_MS };
    if (pages.size >= CACHED_PAGES_MAX) pages.clear();
    pages.set(url, entry);
    pending.catch(forget);
    return pending;
  };
}

export function pageRoutes(db: Db, source: PageSource, publicUrl: string, { call, callAs, mapTileUrl }: PageOptions) {
  const routes = express.Router();
  // Every page gets the tile meta: the map route is also reached by client-side navigation.
  const tileMeta = mapTileUrl ? `\n    <meta name="map-tile-url" content="${escapeHtml(mapTileUrl)}">` : '';
  const cached = renderedPageCache(db, !source.uncached);

  async function render(url: string, caller = call): Promise<{ answer: Answer; keep: boolean }> {
    const template = await source.template(url);
    const renderer = await source.renderer?.();
    if (!renderer) return { answer: { status: 200, html: fillTemplate(template, tileMeta) }, keep: false };
    const page = await renderer.renderPage(url, { call: caller, siteUrl: publicUrl });
    if ('redirect' in page) return { answer: { status: 302, redirect: page.redirect, html: '' }, keep: true };
    const html = fillTemplate(template, page.head + tileMeta, page.html, page.state);
    return { answer: { status: page.status, html, private: page.private }, keep: page.cacheable && (page.status === 200 || page.status === 404) };
  }

  /** A signed-in editor's own page, drafts shown: never kept, here or on the way. */
  async function preview(url: string, actor: Actor): Promise<Answer> {
    return { ...(await render(url, callAs(actor))).answer, private: true };
  }

  routes.get(/.*/, async (req: Request, res: Response) => {
    const editor = req.auth && mayPreviewDrafts(req.auth.actor) ? req.auth.actor : null;
    const answer = isClientRendered(req.path)
      ? { status: 200, html: fillTemplate(await source.template(req.originalUrl), shellHead(req.path) + tileMeta) }
      : editor
        ? await preview(req.originalUrl, editor)
        : await cached(req.originalUrl, () => render(req.originalUrl));
    if (answer.redirect) return res.redirect(302, answer.redirect);
    res.status(answer.status).type('html').setHeader('Cache-Control', answer.private ? 'no-store' : 'no-cache').send(answer.html);
  });
  // A page that cannot be rendered still answers HTML (503 when the database is away).
  routes.use(pageErrorHandler);
  return routes;
}
