/**
 * What crawlers read besides the pages (DESIGN.md §7): the sitemap and robots.txt. Each page's own head
 * comes from its route (client/lib/page-head.ts), written by the server render (pages.ts).
 */
import express from 'express';
import { village } from '../../shared/village';
import type { Db } from '../db/connection';
import { detailPagePaths, LIST_PAGES } from '../modules/seo/seo.service';

/** The public pages without a record of their own, as the sitemap lists them; the list pages come from the kinds' declarations. */
const STATIC_PAGES = ['/', '/about', ...LIST_PAGES, '/peta-desa', village.masterplanPath];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const paths = [...STATIC_PAGES, ...(await detailPagePaths(db))];
  const urls = paths.map((page) => `  <url><loc>${escapeHtml(publicUrl + page)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** /robots.txt and /sitemap.xml. */
export function crawlerRoutes(db: Db, publicUrl: string) {
  const routes = express.Router();
  routes.get('/robots.txt', (_req, res) => res.type('text/plain').send(robotsTxt(publicUrl)));
  routes.get('/sitemap.xml', async (_req, res) => res.type('application/xml').send(await sitemapXml(db, publicUrl)));
  return routes;
}
