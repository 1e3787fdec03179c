/**
 * The load of the memory bench (DESIGN.md §5, server memory): what a visitor's browser and the admin
 * ask of the server. Mixed reads go over every public kind of request; a search flood makes up 20,000
 * query strings; uploads are the heaviest thing the server does (each picture decoded and re-encoded three
 * times by sharp).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { multipart, validFields } from '../server/test-support/fixtures';

export interface Admin {
  email: string;
  password: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function login(baseUrl: string, admin: Admin): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const body = (await response.json()) as { token?: unknown };
  if (response.status !== 200 || typeof body.token !== 'string') throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

type Listed = { id: number; images?: { dir: string }[] };

/** Every path the mixed load cycles through, made from what the (seeded) database holds. */
async function mixedPaths(baseUrl: string): Promise<string[]> {
  const [attractions, stays, pakets, facilities] = await Promise.all(
    ['attraction', 'accommodation', 'paket', 'facility'].map((type) => getJson<Listed[]>(`${baseUrl}/api/data/${type}`)),
  );
  const first = (records: Listed[] | undefined) => records?.[0]?.id ?? 1;
  const dirs = (attractions ?? []).flatMap((record) => record.images ?? []).map((image) => image.dir).slice(0, 8);
  const byId = (id: number) => encodeURIComponent(JSON.stringify({ id }));
  return [
    '/', '/attractions', '/facilities', '/peta-desa', '/about', '/masterplan-tegalsambi',
    `/attraction/${first(attractions)}`, `/accommodation/${first(stays)}`, `/paket/${first(pakets)}`, `/facility/${first(facilities)}`,
    '/api/data/attraction', '/api/data/umkm', '/api/data/accommodation', '/api/data/paket', '/api/data/facility', '/api/data/map',
    `/api/data/attraction/${first(attractions)}`, `/api/data/paket/${first(pakets)}`, `/api/data/accommodation/${first(stays)}`,
    '/trpc/attraction.list', '/trpc/paket.list', '/trpc/mapLocation.list', '/trpc/document.list',
    `/trpc/attraction.byId?input=${byId(first(attractions))}`, '/trpc/facility.list,accommodation.list?batch=1&input=%7B%7D',
    ...dirs.flatMap((dir) => [`/uploads/${dir}`, `/uploads/${dir}?w=480`, `/uploads/${dir}?w=960`]),
    '/healthz', '/sitemap.xml', '/robots.txt', '/files/masterplan-desa-wisata-tegalsambi.pdf',
  ];
}

/** `total` GETs over the mixed paths, `concurrency` at a time; any answer of 400 or more fails the bench. */
export async function mixedRequests(baseUrl: string, total: number, concurrency = 10): Promise<void> {
  const paths = await mixedPaths(baseUrl);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const path = paths[index % paths.length] ?? '/';
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`GET ${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A 12-megapixel camera photo (4000×3000 JPEG, about 4.4 MB, as phones save them): smooth shapes under sensor-like noise, distinct for every `seed`. */
export async function photo(seed: number): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const hue = (seed * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,40%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${(seed * 97) % width}" cy="${height / 3}" r="${height / 5}" fill="hsl(${(hue + 180) % 360},70%,55%)"/>
    <path d="M0 ${height * 0.7} Q ${width / 2} ${height * 0.5} ${width} ${height * 0.75} V ${height} H 0 Z" fill="hsl(${(hue + 40) % 360},45%,30%)"/></svg>`;
  const noise = { create: { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 20 } } };
  return new Uint8Array(await sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer());
}

/**
 * `requests` admin creates at once, each an attraction with the same `imagesEach` photos (made once: a
 * 12 MP photo takes seconds to make); every one must answer 201. Returns the size of one request's photos.
 */
export async function parallelUploads(baseUrl: string, token: string, requests: number, imagesEach: number): Promise<number> {
  const files = await Promise.all(Array.from({ length: imagesEach }, async (_, image) => ({ bytes: await photo(image) })));
  const forms = Array.from({ length: requests }, (_, request) => multipart({ ...validFields.attraction, name: `Uji Memori ${request + 1}` }, files));
  const statuses = await Promise.all(
    forms.map(async (form) => {
      const response = await fetch(`${baseUrl}/api/data/attraction`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const failed = statuses.filter((status) => status !== 201);
  if (failed.length > 0) throw new Error(`uploads answered ${failed.join(', ')} instead of 201`);
  return files.reduce((total, file) => total + file.bytes.byteLength, 0);
}

/** The pages a search flood asks for: the list pages that search, and pages that declare no search at all. */
const FLOODED_PATHS = ['/attractions', '/facilities', '/', '/agenda'];

/**
 * `total` GETs of made-up searches (`?q=<random>`), `concurrency` at a time, as a crawler or an attacker
 * would send them; then whether `/` is still answered from the page cache (its X-Page-Cache header).
 */
export async function searchFlood(baseUrl: string, total: number, concurrency = 10): Promise<{ homeCached: boolean }> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const path = `${FLOODED_PATHS[index % FLOODED_PATHS.length] ?? '/'}?q=${randomBytes(6).toString('hex')}`;
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`GET ${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const home = await fetch(`${baseUrl}/`);
  await home.arrayBuffer();
  return { homeCached: home.headers.get('x-page-cache') === 'hit' };
}
