/**
 * What crawlers read besides the pages (DESIGN.md §7): the sitemap and robots.txt. Each page's own head
 * comes from its route (client/lib/page-head.ts), written by the server render (pages.ts).
 */
import express from 'express';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localePath, type Locale } from '../../shared/locale';
import { village } from '../../shared/village';
import type { Db } from '../db/connection';
import { detailPagePaths, LIST_PAGES } from '../modules/seo/seo.service';

/** The public pages without a record of their own, as the sitemap lists them; the list pages come from the kinds' declarations. */
const STATIC_PAGES = ['/', '/about', ...LIST_PAGES, '/peta-desa', village.masterplanPath];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page in every language: one `<url>` each, and each lists all of them and `x-default` (the Indonesian
 * page), as Google reads localized versions from a sitemap.
 */
function pageEntries(publicUrl: string, page: string): string[] {
  const address = (locale: Locale) => escapeHtml(publicUrl + localePath(page, locale));
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${address(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map((locale) => `  <url><loc>${address(locale)}</loc>${alternates}</url>`);
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const paths = [...STATIC_PAGES, ...(await detailPagePaths(db))];
  const urls = paths.flatMap((page) => pageEntries(publicUrl, page)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
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
