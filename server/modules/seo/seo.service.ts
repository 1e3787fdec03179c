/**
 * Per-page <title>, description, Open Graph and JSON-LD (DESIGN.md §7), the sitemap and robots.txt.
 * Link previews (WhatsApp, Facebook) run no JavaScript, so the server writes these into the HTML.
 */
import { MEDIUM_IMAGE_WIDTH } from '../../../shared/constants';
import { GALLERY_SIZES, imageSrcSet, imageUrl, resizedPath } from '../../../shared/image-url';
import { village } from '../../../shared/village';
import type { ImageRef } from '../../../shared/schemas/common';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import type { AnyRecordDescriptor } from '../../records/record-descriptor';
import { RECORD_DESCRIPTORS } from '../../records/record-kinds';
import { getRecord, listRecords } from '../../records/record.service';

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

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: village.title, description: village.description },
  '/about': { title: `Tentang Desa | ${village.title}`, description: `Mengenal ${village.title}: pantai, budaya Perang Obor, ukiran kayu dan paket wisata.` },
  '/attractions': { title: `Wisata ${village.name} | ${village.title}`, description: `Paket wisata, wisata religi, budaya, pesisir dan UMKM di ${village.title}.` },
  '/facilities': { title: `Fasilitas & Akomodasi | ${village.title}`, description: `Fasilitas umum dan penginapan di ${village.title}.` },
  '/peta-desa': { title: `Peta Desa | ${village.title}`, description: `Peta interaktif Desa ${village.name}: wisata, fasilitas dan penginapan.` },
  [village.masterplanPath]: { title: `Masterplan Desa Wisata | ${village.title}`, description: `Masterplan dan dokumen perencanaan ${village.title}.` },
  '/login': { title: `Login Admin | ${village.title}`, description: `Masuk ke panel pengelolaan ${village.title}.` },
  '/not-found': { title: `Halaman tidak ditemukan | ${village.title}`, description: village.description },
};

/** The kinds with a public detail page (`<path>/<id>`), as their descriptors declare it. */
const DETAIL_PAGES = RECORD_DESCRIPTORS.flatMap((record) => (record.page ? [{ record, ...record.page }] : []));

function detailPageOf(path: string): { record: AnyRecordDescriptor; schemaType: string } | undefined {
  return DETAIL_PAGES.find((page) => page.path === path);
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

async function detailMeta(db: Db, path: string, idText: string, url: string, publicUrl: string): Promise<PageMeta | null> {
  const page = detailPageOf(path);
  if (!page) return null;
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  try {
    const record = await getRecord(db, page.record, id);
    const cover = record.images?.[0];
    const image = cover ? `${publicUrl}${resizedPath(cover.dir, MEDIUM_IMAGE_WIDTH)}` : undefined;
    const description = summary(record.description ?? '');
    return {
      status: 200,
      title: `${record.name} | ${village.title}`,
      description,
      url,
      ...(image ? { image } : {}),
      ...(cover ? { preloadImage: cover } : {}),
      jsonLd: { '@context': 'https://schema.org', '@type': page.schemaType, name: record.name, description, url, ...(image ? { image } : {}) },
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return { status: 404, title: `Tidak ditemukan | ${village.title}`, description: village.description, url, noindex: true };
  }
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
    return { status: 200, title: `Panel Pengelolaan WebGIS | ${village.title}`, description: village.description, url, noindex: true };
  }
  const detail = /^(\/[^/]+)\/([^/]+)$/.exec(clean);
  if (detail) {
    const meta = await detailMeta(db, detail[1] ?? '', detail[2] ?? '', url, publicUrl);
    if (meta) return meta;
  }
  return { status: 302, redirect: '/not-found', title: '', description: '', url };
}

function escapeHtml(text: string): string {
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
  const detailPaths = await Promise.all(
    DETAIL_PAGES.map(async (page) => (await listRecords(db, page.record)).map((record) => `${page.path}/${record.id}`)),
  );
  const paths = [...Object.keys(STATIC_PAGES).filter((page) => page !== '/login' && page !== '/not-found'), ...detailPaths.flat()];
  const urls = paths.map((page) => `  <url><loc>${escapeHtml(publicUrl + page)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
