/**
 * DESIGN.md §5, server memory under parallel uploads: however many admin uploads arrive at once, over REST
 * or tRPC, sharp works on at most IMAGE_CONCURRENCY pictures at a time; every picture is still stored,
 * and no file the REST parser spooled to disk is left once the answers are sent.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IMAGE_CONCURRENCY } from '../modules/media/image-queue';
import { imagesInWork } from '../modules/media/image-processing';
import { databases } from '../test-support/db';
import { jpeg, multipart, validData, validFields } from '../test-support/fixtures';
import { useTestServer } from '../test-support/http';
import { recordForm } from '../test-support/trpc';
import { SPOOL_PREFIX, UPLOAD_SPOOL_DIR } from './uploads';

const REQUESTS = { rest: 6, trpc: 4 };
const IMAGES_EACH = 10;

async function spooledByUs(): Promise<string[]> {
  const names = await readdir(UPLOAD_SPOOL_DIR).catch(() => []);
  return names.filter((name) => name.startsWith(SPOOL_PREFIX));
}

describe.each(databases)('parallel uploads (%s)', (kind) => {
  const t = useTestServer(kind);

  it(`${REQUESTS.rest + REQUESTS.trpc} uploads of ${IMAGES_EACH} pictures at once: at most ${IMAGE_CONCURRENCY} in sharp's hands at a time`, async () => {
    const pictures = await Promise.all(
      Array.from({ length: IMAGES_EACH }, (_, index) => jpeg(160, 120, { r: index * 25, g: 120, b: 255 - index * 25 })),
    );
    imagesInWork.peak = 0;
    const rest = Array.from({ length: REQUESTS.rest }, (_, index) =>
      t.server.call('POST', '/api/data/attraction', {
        token: t.token,
        form: multipart({ ...validFields.attraction, name: `Unggah Serentak ${index}` }, pictures.map((bytes) => ({ bytes }))),
      }),
    );
    const trpc = Array.from({ length: REQUESTS.trpc }, (_, index) =>
      t.server.call('POST', '/trpc/attraction.create', {
        token: t.token,
        form: recordForm({ ...validData.attraction, name: `Unggah Serentak tRPC ${index}` }, { images: pictures }),
      }),
    );
    const answers = await Promise.all([...rest, ...trpc]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(REQUESTS.rest).fill(201), ...Array(REQUESTS.trpc).fill(200)]);
    expect(imagesInWork.peak).toBe(IMAGE_CONCURRENCY);
    expect(imagesInWork.now).toBe(0);

    const { body: list } = await t.server.call<{ name: string; images: unknown[] }[]>('GET', '/api/data/attraction');
    const uploaded = list.filter((record) => record.name.startsWith('Unggah Serentak'));
    expect(uploaded).toHaveLength(REQUESTS.rest + REQUESTS.trpc);
    for (const record of uploaded) expect(record.images).toHaveLength(IMAGES_EACH);
    await expect.poll(spooledByUs).toEqual([]);
  });
});
