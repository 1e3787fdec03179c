/**
 * Admin journey: photos shrink in the browser before they travel (client/lib/shrink-photo.ts). A phone's
 * 12-megapixel photo taken sideways (EXIF orientation 6) goes to the server as an upright JPEG of at most
 * 2048 px, well under 1 MB, and is stored upright; a small photo, or a file the browser cannot read, still
 * travels as it was picked.
 */
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { adminJourney, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

const FORM = 'Tambah UMKM';
const MEGABYTE = 1024 * 1024;

/**
 * A camera-like 4000x3000 JPEG: soft colour gradients under grain, so it weighs what a phone's photo does
 * (about 5 MB) instead of compressing to nothing; stored sideways with EXIF orientation 6, as a phone held
 * upright stores it.
 */
async function cameraPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 48;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = grain();
      pixels[at] = 60 + (150 * x) / width + noise;
      pixels[at + 1] = 90 + (100 * y) / height + noise;
      pixels[at + 2] = 140 + 60 * Math.sin(x / 200) * Math.cos(y / 150) + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** What a record save sent: its whole multipart body, and its one image part's file name, type and bytes. */
function sentImage(request: Request) {
  const body = request.postDataBuffer();
  if (!body) throw new Error('the save sent no body');
  const head = /name="images"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)\r\n\r\n/.exec(body.toString('latin1'));
  if (!head) throw new Error('no image in the request');
  const start = head.index + head[0].length;
  const boundary = body.toString('latin1', 0, body.indexOf('\r\n'));
  return { body, name: head[1], type: head[2], bytes: body.subarray(start, body.indexOf(`\r\n${boundary}`, start)) };
}

describeBrowser('admin photo resize', () => {
  const journey = adminJourney({ seed: false });

  /** Fills the add form with one photo and saves it; resolves with the save's request. */
  async function saveWithPhoto(name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Request> {
    const { page } = journey;
    await page.getByRole('tab', { name: FORM }).click();
    const form = page.getByRole('form', { name: FORM });
    await form.getByLabel('Nama').fill(name);
    await form.getByLabel('Deskripsi').fill('Kerajinan tangan warga desa.');
    await form.getByLabel('Gambar', { exact: true }).setInputFiles(file);
    await form.getByRole('img', { name: 'Pratinjau gambar 1' }).waitFor();
    const saving = page.waitForRequest((request) => request.method() === 'POST' && /\/trpc\/[\w.]+\.create$/.test(request.url()));
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    return saving;
  }

  /** Adds a UMKM with one photo; resolves with the save's request once the list shows the new record. */
  async function addWithPhoto(name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Request> {
    const { page } = journey;
    const request = await saveWithPhoto(name, file);
    await expectToast(page, messages.umkmAdded);
    await skipSavePause(page);
    await page.getByRole('cell', { name, exact: true }).waitFor({ timeout: 10_000 });
    return request;
  }

  /** The size the server stored a UMKM's one image at, after its own re-encoding. */
  async function storedImage(name: string) {
    const { server } = journey;
    const record = await server.db.selectFrom('attraction').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    return server.db
      .selectFrom('image')
      .select(['width', 'height'])
      .where('owner_type', '=', 'attraction')
      .where('owner_id', '=', record.id)
      .executeTakeFirstOrThrow();
  }

  it('a 12-megapixel sideways photo travels upright, at most 2048 px and well under 1 MB, and is stored upright', async () => {
    const { page } = journey;
    const { default: sharp } = await import('sharp');
    const photo = await cameraPhoto();
    await openList(page, 'UMKM', 'Daftar UMKM', FORM);
    // Whether the form ever said it was preparing the photos (it may say so only for a moment).
    await page.evaluate((text) => {
      const seen = new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) document.body.dataset.preparingShown = 'true';
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, messages.adminPreparingPhotos);

    const request = await addWithPhoto('Batik Obor', { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    const sent = sentImage(request);
    const travelled = await sharp(sent.bytes).metadata();
    console.info(`photo ${(photo.byteLength / MEGABYTE).toFixed(2)} MB → ${(sent.bytes.byteLength / MEGABYTE).toFixed(2)} MB sent (request body ${(sent.body.byteLength / MEGABYTE).toFixed(2)} MB)`);

    expect(photo.byteLength).toBeGreaterThan(4 * MEGABYTE);
    expect(sent.body.byteLength).toBeLessThan(MEGABYTE);
    expect({ name: sent.name, type: sent.type, format: travelled.format }).toEqual({ name: 'IMG_2041.jpg', type: 'image/jpeg', format: 'jpeg' });
    // Turned by the browser: the pixels stand upright and no orientation is left for anyone to apply again.
    expect({ width: travelled.width, height: travelled.height, orientation: travelled.orientation }).toEqual({ width: 1536, height: 2048, orientation: undefined });
    expect(await page.evaluate(() => document.body.dataset.preparingShown)).toBe('true');

    // The server keeps it upright too: portrait, at its own size (under the 1600 px it keeps at most).
    expect(await storedImage('Batik Obor')).toEqual({ width: 1536, height: 2048 });
  });

  it('a small photo still uploads, as it was picked when shrinking would not make it smaller', async () => {
    const { default: sharp } = await import('sharp');
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c05a28' } }).jpeg({ quality: 60 }).toBuffer();

    const request = await addWithPhoto('Ukir Jati Sambi', { name: 'kecil.jpeg', mimeType: 'image/jpeg', buffer: small });
    const sent = sentImage(request);
    expect({ name: sent.name, type: sent.type }).toEqual({ name: 'kecil.jpeg', type: 'image/jpeg' });
    expect(Buffer.compare(sent.bytes, small)).toBe(0);

    expect(await storedImage('Ukir Jati Sambi')).toEqual({ width: 800, height: 600 });
  });

  it('a file the browser cannot decode travels as it was picked, and the server says why it refuses it', async () => {
    const odd = Buffer.from('bukan gambar');
    const request = await saveWithPhoto('Gerabah Sambi', { name: 'palsu.png', mimeType: 'image/png', buffer: odd });
    const sent = sentImage(request);
    expect({ name: sent.name, type: sent.type, bytes: sent.bytes.toString() }).toEqual({ name: 'palsu.png', type: 'image/png', bytes: 'bukan gambar' });
    await expectToast(journey.page, message('attractionAddFailed', { message: messages.imageInvalid }));
  });
});
