/**
 * Per-page <title>, description, Open Graph and JSON-LD (DESIGN.md §7), the sitemap and robots.txt.
 * Link previews (WhatsApp, Facebook) run no JavaScript, so the server writes these into the HTML. The
 * sentences come from the catalogue; the records of the detail pages from server/modules/seo.
 */
import express from 'express';
import { MEDIUM_IMAGE_WIDTH } from '../../shared/constants';
import { GALLERY_SIZES, imageSrcSet, imageUrl, resizedPath } from '../../shared/image-url';
import { message, messages } from '../../shared/messages';
import { village } from '../../shared/village';
import type { ImageRef } from '../../shared/schemas/common';
import type { Db } from '../db/connection';
import { detailPagePaths, detailPageRecord } from '../modules/seo/seo.service';

export interface PageMeta {
  status: number;
  redirect?: string;
  title: string;
  description: string;
  url: string;
  image?: string;
  /** The detail page's main image, fetched from the head before the page's script asks for it. */
  preloadImage?: ImageRef;
  jsonLd?: object;
  noindex?: boolean;
}

/** "{page} | {village}", the form the client keeps after navigation (use-page-title.ts). */
function titleOf(page: string): string {
  return message('metaTitle', { page, site: village.title });
}

const site = { site: village.title };

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: village.title, description: village.description },
  '/about': { title: titleOf(messages.aboutTitle), description: message('metaAboutDescription', site) },
  '/attractions': { title: titleOf(message('attractionsTitle', { name: village.name })), description: message('metaAttractionsDescription', site) },
  '/facilities': { title: titleOf(messages.facilitiesTitle), description: message('metaFacilitiesDescription', site) },
  '/peta-desa': { title: titleOf(messages.navPetaDesa), description: message('metaMapDescription', { village: village.name }) },
  [village.masterplanPath]: { title: titleOf(messages.masterplanTitle), description: message('metaMasterplanDescription', site) },
  '/login': { title: titleOf(messages.adminLoginTitle), description: message('metaLoginDescription', site) },
  '/not-found': { title: titleOf(messages.pageNotFound), description: village.description },
};

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

async function detailMeta(db: Db, path: string, idText: string, url: string, publicUrl: string): Promise<PageMeta | null> {
  const record = await detailPageRecord(db, path, idText);
  if (record === null) return null;
  if (record === 'missing') return { status: 404, title: titleOf(messages.notFoundPlain), description: village.description, url, noindex: true };
  const image = record.cover ? `${publicUrl}${resizedPath(record.cover.dir, MEDIUM_IMAGE_WIDTH)}` : undefined;
  const description = summary(record.description);
  return {
    status: 200,
    title: titleOf(record.name),
    description,
    url,
    ...(image ? { image } : {}),
    ...(record.cover ? { preloadImage: record.cover } : {}),
    jsonLd: { '@context': 'https://schema.org', '@type': record.schemaType, name: record.name, description, url, ...(image ? { image } : {}) },
  };
}

/** What the HTML of `pathname` says about itself; unknown paths redirect to /not-found. */
export async function pageMeta(db: Db, pathname: string, publicUrl: string): Promise<PageMeta> {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = `${publicUrl}${clean}`;
  const known = STATIC_PAGES[clean];
  if (known) {
    const status = clean === '/not-found' ? 404 : 200;
    return { status, ...known, url, ...(clean === '/login' || status === 404 ? { noindex: true } : {}) };
  }
  if (clean === '/admin' || clean.startsWith('/admin/')) {
    return { status: 200, title: titleOf(messages.adminSubtitle), description: village.description, url, noindex: true };
  }
  const detail = /^(\/[^/]+)\/([^/]+)$/.exec(clean);
  if (detail) {
    const meta = await detailMeta(db, detail[1] ?? '', detail[2] ?? '', url, publicUrl);
    if (meta) return meta;
  }
  return { status: 302, redirect: '/not-found', title: '', description: '', url };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the element. */
function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderHead(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(village.title)}">`,
    `<meta property="og:locale" content="id_ID">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(imageUrl(meta.preloadImage, MEDIUM_IMAGE_WIDTH))}" imagesrcset="${escapeHtml(imageSrcSet(meta.preloadImage))}" imagesizes="${escapeHtml(GALLERY_SIZES)}" fetchpriority="high">`
      : '',
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const paths = [...Object.keys(STATIC_PAGES).filter((page) => page !== '/login' && page !== '/not-found'), ...(await detailPagePaths(db))];
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
