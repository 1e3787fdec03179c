/** The demo pictures' cache gives the very bytes a fresh render gives, and never stands in the way of one. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../shared/constants';
import { processImage } from '../modules/media/image-processing';
import { artworkSvg, processedArtwork, renderArtwork } from './artwork';
import { cachedRender, packImage, unpackImage } from './artwork-cache';

describe('demo artwork cache', () => {
  let folder: string;
  const svg = artworkSvg({ theme: 'beach', variant: 1 });
  const encoding = { jpeg: { quality: 88 } };
  const render = () => sharp(Buffer.from(svg)).jpeg(encoding.jpeg).toBuffer();

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'demo-artwork-'));
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('renders into an empty cache, then answers from it with the same bytes', async () => {
    let renders = 0;
    const counted = () => {
      renders += 1;
      return render();
    };
    const fresh = await cachedRender(svg, encoding, counted, folder);
    expect(await readdir(folder)).toHaveLength(1);
    const again = await cachedRender(svg, encoding, counted, folder);
    expect(renders).toBe(1);
    expect(again.equals(fresh)).toBe(true);
    expect(fresh.equals(await render())).toBe(true);
  });

  it('renders afresh when the scene or the encoding differs', async () => {
    const other = artworkSvg({ theme: 'beach', variant: 2 });
    await cachedRender(other, encoding, () => sharp(Buffer.from(other)).jpeg(encoding.jpeg).toBuffer(), folder);
    await cachedRender(svg, { jpeg: { quality: 70 } }, () => sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer(), folder);
    expect(await readdir(folder)).toHaveLength(3);
  });

  it('still renders when the cache folder cannot be made', async () => {
    const blocked = path.join(folder, 'a-file');
    await writeFile(blocked, 'not a folder');
    expect((await cachedRender(svg, encoding, render, path.join(blocked, 'cache'))).equals(await render())).toBe(true);
  });

  it('is what the demo seed renders with', async () => {
    expect((await renderArtwork({ theme: 'beach', variant: 1 })).equals(await render())).toBe(true);
  });

  it('keeps a processed picture whole, and the seed stores what an upload of the same picture stores', async () => {
    const fresh = await processImage(await render());
    const { dir, ...unnamed } = fresh;
    expect(unpackImage(packImage(fresh))).toEqual(unnamed);
    const seeded = await processedArtwork({ theme: 'beach', variant: 1 });
    expect(seeded.dir).not.toBe(dir);
    expect(seeded.dir).toMatch(/^[0-9a-f]{16}\.webp$/);
    expect({ width: seeded.width, height: seeded.height }).toEqual({ width: fresh.width, height: fresh.height });
    for (const width of IMAGE_WIDTHS) expect(Buffer.compare(seeded.data[width], fresh.data[width])).toBe(0);
  });
});
