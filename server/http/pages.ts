/**
 * The HTML of every page: the client build's index.html with the page's own <title> and meta injected
 * (DESIGN.md §7). Unknown paths are redirected to /not-found, which is answered 404 (DESIGN.md §6).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import type { Db } from '../db/connection';
import { pageErrorHandler } from './error-page';
import { escapeHtml, pageMeta, renderHead } from './seo';

export interface PageSource {
  /** The index.html for a URL: the built file, or Vite's transformed one in development. */
  template(url: string): Promise<string>;
}

export function builtPages(clientDir: string): PageSource {
  let cached: Promise<string> | null = null;
  return {
    template: () => (cached ??= readFile(path.join(clientDir, 'index.html'), 'utf8')),
  };
}

const HEAD_MARK = /<!--app-head-->/;

export interface PageOptions {
  /** The map's tile URL template (env MAP_TILE_URL); the village map page reads it from a meta tag. */
  mapTileUrl?: string;
}

export function pageRoutes(db: Db, source: PageSource, publicUrl: string, options: PageOptions = {}) {
  const routes = express.Router();
  const tileMeta = options.mapTileUrl ? `\n    <meta name="map-tile-url" content="${escapeHtml(options.mapTileUrl)}">` : '';
  routes.get(/.*/, async (req: Request, res: Response) => {
    const meta = await pageMeta(db, req.path, publicUrl);
    if (meta.redirect) return res.redirect(302, meta.redirect);
    // Every page gets the tile meta: the map route is also reached by client-side navigation.
    const html = (await source.template(req.originalUrl)).replace(HEAD_MARK, renderHead(meta) + tileMeta);
    res.status(meta.status).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  });
  // A page whose meta needs the database still answers HTML when the database is away (503).
  routes.use(pageErrorHandler);
  return routes;
}
