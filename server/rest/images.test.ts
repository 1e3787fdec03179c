/** DESIGN.md §1 and §4: images in the database, served from /uploads/<dir>, replaced only when files are sent. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { jpeg, LEGACY_TYPES, multipart, png, validFields, wideImage, type LegacyType } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

type Image = { id: number; dir: string };

/** The legacy types of every kind whose records carry images, as the descriptors declare them. */
const TYPES_WITH_IMAGES = LEGACY_TYPES.filter((type) => RECORD_DESCRIPTORS.some((d) => d.images && d.legacy && Object.hasOwn(d.legacy.types, type)));

describe.each(databases)('REST images (%s)', (kind) => {
  const t = useTestServer(kind);
  const fetchBytes = async (path: string, token?: string) => {
    const response = await fetch(t.server.url + path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const imagesOf = async (type: LegacyType, id: unknown) =>
    (await t.server.call('GET', `/api/data/${type}/${String(id)}`)).body.images as Image[];

  it('every record type with images stores them in order and serves each as immutable WebP', async () => {
    expect(TYPES_WITH_IMAGES).toContain('attraction');
    for (const type of TYPES_WITH_IMAGES) {
      const files = [{ bytes: await jpeg(30, 20, { r: 255, g: 0, b: 0 }) }, { bytes: await png(20, 30) }];
      const created = await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(validFields[type], files) });
      expect(created.status).toBe(201);
      const images = await imagesOf(type, created.body.id);
      expect(images).toHaveLength(2);
      expect(new Set(images.map((image) => image.dir)).size).toBe(2);
      const [first, second] = images;
      const served = await fetchBytes(`/uploads/${first?.dir ?? ''}`);
      expect(served.response.status).toBe(200);
      expect(served.response.headers.get('content-type')).toBe('image/webp');
      expect(served.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(served.bytes).metadata()).format).toBe('webp');
      expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 30, height: 20 });
      expect(await sharp((await fetchBytes(`/uploads/${second?.dir ?? ''}`)).bytes).metadata()).toMatchObject({ width: 20, height: 30 });
    }
  });

  it('keeps 480, 960 and the original up to 1600 px wide, never upscaled; ?w=480 is smaller', async () => {
    const created = await t.server.call('POST', '/api/data/facility', {
      token: t.token,
      form: multipart(validFields.facility, [{ bytes: await wideImage(1200, 600) }]),
    });
    const [image] = await imagesOf('facility', created.body.id);
    const large = await fetchBytes(`/uploads/${image?.dir ?? ''}`);
    const medium = await fetchBytes(`/uploads/${image?.dir ?? ''}?w=960`);
    const small = await fetchBytes(`/uploads/${image?.dir ?? ''}?w=480`);
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(large.bytes).metadata()).width).toBe(1200);
    expect((await sharp(medium.bytes).metadata()).width).toBe(960);
    expect((await sharp(small.bytes).metadata()).width).toBe(480);
    expect(small.bytes.byteLength).toBeLessThan(large.bytes.byteLength);
    expect(small.bytes.byteLength).toBeLessThanOrEqual(40_000);
    expect((await fetchBytes(`/uploads/${image?.dir ?? ''}?w=123`)).response.status).toBe(404);
  });

  it('strips EXIF (GPS, author) from uploads', async () => {
    const withExif = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#888' } })
      .withExif({ IFD0: { Artist: 'Rahasia', Copyright: 'GPS di sini' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const created = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, [{ bytes: withExif }]) });
    const [image] = await imagesOf('paket', created.body.id);
    const { bytes } = await fetchBytes(`/uploads/${image?.dir ?? ''}`);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('PUT keeps the images when no file is sent and replaces them all when files are sent', async () => {
    const created = await t.server.call('POST', '/api/data/attraction', {
      token: t.token,
      form: multipart(validFields.attraction, [{ bytes: await jpeg() }, { bytes: await jpeg(20, 20) }]),
    });
    const id = String(created.body.id);
    const before = await imagesOf('attraction', id);
    await t.server.call('PUT', `/api/data/attraction/${id}`, { token: t.token, form: multipart({ name: 'Tanpa Berkas' }) });
    expect(await imagesOf('attraction', id)).toEqual(before);
    const replaced = await t.server.call('PUT', `/api/data/attraction/${id}`, { token: t.token, form: multipart({}, [{ bytes: await png() }]) });
    expect(replaced.status).toBe(200);
    const after = await imagesOf('attraction', id);
    expect(after).toHaveLength(1);
    expect(after[0]?.dir).not.toBe(before[0]?.dir);
    for (const old of before) expect((await fetchBytes(`/uploads/${old.dir}`)).response.status).toBe(404);
  });

  it('DELETE keeps the images with the record in the trash, for the team only; a purge removes them with it', async () => {
    const created = await t.server.call('POST', '/api/data/accommodation', { token: t.token, form: multipart(validFields.accommodation, [{ bytes: await jpeg() }]) });
    const [image] = await imagesOf('accommodation', created.body.id);
    await t.server.call('DELETE', `/api/data/accommodation/${String(created.body.id)}`, { token: t.token });
    expect((await fetchBytes(`/uploads/${image?.dir ?? ''}`)).response.status).toBe(404);
    expect((await fetchBytes(`/uploads/${image?.dir ?? ''}`, t.token)).response.status).toBe(200);
    await t.server.call('POST', '/trpc/trash.purge', { token: t.token, json: { kind: 'accommodation', id: created.body.id } });
    expect((await fetchBytes(`/uploads/${image?.dir ?? ''}`, t.token)).response.status).toBe(404);
    const left = await t.server.db.selectFrom('image').select('id').where('owner_type', '=', 'accommodation').where('owner_id', '=', Number(created.body.id)).execute();
    expect(left).toEqual([]);
  });

  it('unknown or malformed dirs are 404 with nosniff', async () => {
    for (const dir of ['0000000000000000.webp', 'abc.webp', '..%2Fpackage.json', 'x'.repeat(300)]) {
      const { response } = await fetchBytes(`/uploads/${dir}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('a file that is no image is refused with the Indonesian message, and nothing is written', async () => {
    const count = async () => (await t.server.call<JsonObject[]>('GET', '/api/data/paket')).body.length;
    const before = await count();
    const fakes = [
      { bytes: new TextEncoder().encode('bukan gambar'), name: 'foto.jpg', type: 'image/jpeg' },
      { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg', type: 'image/svg+xml' },
      { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), name: 'rusak.jpg', type: 'image/jpeg' },
    ];
    for (const fake of fakes) {
      const answer = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, [{ bytes: await jpeg() }, fake]) });
      expectApiError(answer, 400, messages.imageInvalid);
    }
    expect(await count()).toBe(before);
  });

  it('11 images are refused with the Indonesian message; the server keeps serving', async () => {
    const file = { bytes: await jpeg(8, 8) };
    const answer = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, Array.from({ length: 11 }, () => file)) });
    expect([400, 413]).toContain(answer.status);
    expectApiError(answer, answer.status, messages.imageTooMany);
    expect((await t.server.call('GET', '/healthz')).status).toBe(200);
  });

  it('a file over 8 MB is refused with 413 and the Indonesian message', async () => {
    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set(await jpeg());
    const answer = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, [{ bytes: huge }]) });
    expectApiError(answer, 413, messages.imageTooLarge);
    expect((await t.server.call('GET', '/healthz')).status).toBe(200);
  });

  it('files under another field name are refused (400 {message})', async () => {
    const answer = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, [{ bytes: await jpeg() }], 'photo') });
    expectApiError(answer, 400);
  });
});
