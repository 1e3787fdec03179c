/**
 * Processed demo pictures kept on disk (disk-cache.ts), so the demo seed rasterises and re-encodes each SVG
 * scene once per machine rather than at every start (nearly all of the seed's time; the test suite seeds
 * many times). The key covers all that decides the bytes: the SVG source, the sharp and libvips versions
 * and the encoding settings, so a changed scene, setting or library renders afresh.
 */
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../shared/constants';
import { CACHE_ROOT, cachedBytes } from '../disk-cache';
import { loadSharp, type ProcessedImage } from '../modules/media/image-processing';

/** The picture `render` makes of `svg` with `encoding`, from the cache (in `folder`) when it was made before. */
export async function cachedRender(svg: string, encoding: object, render: () => Promise<Buffer>, folder = path.join(CACHE_ROOT, 'demo-artwork')): Promise<Buffer> {
  const { versions } = await loadSharp();
  return cachedBytes(folder, [JSON.stringify({ sharp: versions, encoding }), svg], render);
}

/** One file for a processed picture: a JSON line with its size and each width's length, then the bytes. */
export function packImage(image: ProcessedImage): Buffer {
  const widths = IMAGE_WIDTHS.map((width) => image.data[width]);
  const header = JSON.stringify({ width: image.width, height: image.height, lengths: widths.map((bytes) => bytes.byteLength) });
  return Buffer.concat([Buffer.from(`${header}\n`), ...widths]);
}

/** The picture packImage packed, without its name (`dir`: every stored copy needs its own). */
export function unpackImage(packed: Buffer): Omit<ProcessedImage, 'dir'> {
  const newline = packed.indexOf(10);
  const header = JSON.parse(packed.subarray(0, newline).toString()) as { width: number; height: number; lengths: number[] };
  let offset = newline + 1;
  const data = Object.fromEntries(
    IMAGE_WIDTHS.map((width, index) => {
      const bytes = packed.subarray(offset, offset + header.lengths[index]!);
      offset += bytes.byteLength;
      return [width, bytes];
    }),
  ) as ProcessedImage['data'];
  return { width: header.width, height: header.height, data };
}
