/**
 * Journey: a link preview or a crawler reads the HTML the server sends (DESIGN.md §7), and the landing page's
 * first load stays small (DESIGN.md §5: ≤ 100 KB gzip; no Leaflet, embla or admin code).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../server/paths';
import { startServer, type TestServer } from './harness';
import { seedPublic, type PublicFixtures } from './public-fixtures';

let server: TestServer;
let ids: PublicFixtures;

const ASSETS = path.join(CLIENT_DIR, 'assets');

/** The chunks a module pulls in statically, itself included. */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(path.join(ASSETS, entry), 'utf8');
  for (const match of source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    if (match[1]) staticClosure(match[1], seen);
  }
  return seen;
}

/** The build's manifest: each source module's built file, by its path under client/. */
function manifest(): Record<string, { file: string }> {
  return JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
}

/** The scripts a page names for the browser to fetch at once (server/http/island-chunks.ts). */
function islandChunksOf(html: string): string[] {
  return JSON.parse(/<script type="application\/json" id="island-chunks">([^<]+)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
}

describe('public pages: what the server sends', () => {
  beforeAll(async () => {
    server = await startServer({ seed: false });
    ids = await seedPublic(server.db);
  });
  afterAll(() => server?.close());

  it('writes the title, description, Open Graph image and JSON-LD of a detail page', async () => {
    const html = await (await fetch(`${server.url}/attraction/${ids.religi}`)).text();
    expect(html).toContain('<title>Makam Mbah Tegal | Desa Wisata Tegalsambi</title>');
    expect(html).toContain('<meta name="description" content="Makam tokoh pendiri desa.">');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+\?w=960">/);
    expect(html).toContain('"@type":"TouristAttraction"');
    const landing = await (await fetch(`${server.url}/`)).text();
    expect(landing).toContain('<title>Desa Wisata Tegalsambi</title>');
  });

  it('preloads the detail page main image from the head, with the srcset the page uses', async () => {
    const html = await (await fetch(`${server.url}/attraction/${ids.religi}`)).text();
    const preload = /<link rel="preload" as="image" href="(\/uploads\/[^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
    expect(preload?.[2]).toContain(' 480w');
    const image = await fetch(`${server.url}${preload?.[1] ?? '/missing'}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('names a package page\'s islands among the scripts to start with its own, and nothing of the router', async () => {
    const html = await (await fetch(`${server.url}/paket/${ids.paket}`)).text();
    const listed = islandChunksOf(html);
    for (const module of ['features/detail/gallery.tsx', 'features/detail/booking/booking-section.tsx']) {
      expect(listed, module).toContain(`/${manifest()[module]?.file ?? module}`);
    }
    // Checking and sending a request (zod, tRPC) waits for the visitor to reach for the form.
    expect(listed).not.toContain(`/${manifest()['features/detail/booking/send-booking.ts']?.file}`);
    expect(listed.filter((file) => /\/(vendor|start)-/.test(file))).toEqual([]);
  });

  it('sends scripts and pages gzip-compressed to browsers that accept it', async () => {
    const html = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/missing.js';
    const script = await fetch(`${server.url}${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('lists public pages in sitemap.xml and keeps /admin out in robots.txt', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/paket/${ids.paket}</loc>`);
    expect(sitemap).toContain('/peta-desa</loc>');
    expect(sitemap).not.toContain('/login</loc>');
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain('Disallow: /admin');
  });

  // An English page loads its sentences as one more chunk (docs/decisions/0016), named with its islands.
  it.each(['/', '/en'])('keeps the landing first load (%s) within 100 KB gzip, without the router, React Query, Leaflet, embla, zod, tRPC or the toasts', async (landing) => {
    const template = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(template)?.[1];
    expect(entry).toBeDefined();
    // The entry starts the islands' hydration (client/main.tsx) with the islands the page names; the top
    // bar's and the footer's come with the hydrating script itself (islands/registry.ts).
    const hydrate = manifest()['islands/hydrate.tsx']?.file;
    expect(hydrate).toBeDefined();
    const islands = islandChunksOf(await (await fetch(`${server.url}${landing}`)).text()).map((file) => path.basename(file));
    const chunks = new Set<string>();
    for (const start of [entry ?? '', path.basename(hydrate ?? ''), ...islands]) staticClosure(start, chunks);
    let gzipBytes = 0;
    for (const chunk of chunks) {
      const source = readFileSync(path.join(ASSETS, chunk));
      gzipBytes += gzipSync(source).length;
      const text = source.toString('utf8');
      expect(chunk).not.toMatch(/^(vendor|start)-/);
      expect(text, chunk).not.toContain('leaflet-container');
      expect(text, chunk).not.toContain('trimSnaps');
      expect(text, chunk).not.toContain('ZodError');
      expect(text, chunk).not.toContain('data-sonner-toaster');
      expect(text, chunk).not.toContain('TRPCClientError');
    }
    // 141.7 KB before the pages were rendered on the server, 133.2 KB when the whole app hydrated them with
    // React, the router and React Query (107 KB of it). Since only the islands hydrate, React is the one library.
    console.log(`landing first load (${landing}): ${chunks.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(100 * 1024);
  });
});
