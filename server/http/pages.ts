/**
 * The HTML of every page: the client build's index.html with the page's own <title> and meta injected
 * (DESIGN.md §7). Unknown paths are redirected to /not-found, which is answered 404 (DESIGN.md §6).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import type { Db } from '../db/connection';
import { pageMeta, renderHead } from '../modules/seo/seo.service';

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

export function pageRoutes(db: Db, source: PageSource, publicUrl: string) {
  const routes = express.Router();
  routes.get(/.*/, async (req: Request, res: Response) => {
    const meta = await pageMeta(db, req.path, publicUrl);
    if (meta.redirect) return res.redirect(302, meta.redirect);
    const html = (await source.template(req.originalUrl)).replace(HEAD_MARK, renderHead(meta));
    res.status(meta.status).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  });
  return routes;
}
