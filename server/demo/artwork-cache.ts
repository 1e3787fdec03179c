/**
 * Rendered demo pictures kept on disk, so the demo seed rasterises each SVG scene once per machine rather
 * than at every start (most of the seed's time; the test suite seeds many times). The key covers all that
 * decides the bytes: the SVG source, the sharp and libvips versions and the encoding options, so a changed
 * scene or library renders afresh. The cache is only a shortcut: an empty, missing or read-only cache
 * folder renders as before and gives the same pictures.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../paths';

const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'demo-artwork');

function cacheKey(svg: string, encoding: object): string {
  return createHash('sha256')
    .update(JSON.stringify({ sharp: sharp.versions, encoding }))
    .update(svg)
    .digest('hex');
}

async function store(file: string, bytes: Buffer): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a seed running at the same time never reads half a picture.
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch {
    // A cache that cannot be written only costs the next seed its shortcut.
  }
}

/** The picture `render` makes of `svg` with `encoding`, from the cache (in `folder`) when it was made before. */
export async function cachedRender(svg: string, encoding: object, render: () => Promise<Buffer>, folder = CACHE_DIR): Promise<Buffer> {
  const file = path.join(folder, `${cacheKey(svg, encoding)}.bin`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const bytes = await render();
  await store(file, bytes);
  return bytes;
}
