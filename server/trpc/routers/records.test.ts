/**
 * The record routers with images, every kind whose descriptor has them (test-support/fixtures.ts), share one
 * skeleton (STYLE.md §3): list, byId, and admin create/update/delete from FormData, images and `imageIds`.
 */
import { describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../shared/schemas/common';
import { records } from '../../records/record-kinds';
import { databases } from '../../test-support/db';
import { jpeg, RECORD_DOMAINS, validData, type RecordDomain } from '../../test-support/fixtures';
import { expectTrpcError, firstIssue, recordForm, useTrpc, type Caller } from '../../test-support/trpc';

type StoredRecord = { id: number; name: string; images: ImageRef[] } & Record<string, unknown>;

/** The procedures every record domain has, seen through one type. */
interface RecordProcedures {
  list(): Promise<StoredRecord[]>;
  byId(input: { id: number }): Promise<StoredRecord>;
  create(form: FormData): Promise<StoredRecord>;
  update(form: FormData): Promise<StoredRecord>;
  delete(input: { id: number }): Promise<void>;
}

const proceduresOf = (caller: Caller, domain: RecordDomain) => caller[domain] as unknown as RecordProcedures;

const colours = [
  { r: 250, g: 0, b: 0 },
  { r: 0, g: 250, b: 0 },
  { r: 0, g: 0, b: 250 },
];

describe.each(databases)('tRPC record routers (%s)', (kind) => {
  const t = useTrpc(kind);

  describe.each(RECORD_DOMAINS)('%s', (domain) => {
    const admin = () => proceduresOf(t.admin, domain);
    const anonymous = () => proceduresOf(t.anonymous, domain);
    const data = validData[domain];
    const threeImages = () => Promise.all(colours.map((colour) => jpeg(16, 12, colour)));

    it('create stores the record with its images, in the clean shape; list and byId read it publicly', async () => {
      const created = await admin().create(recordForm(data, { images: await threeImages() }));
      expect(created).toMatchObject({ id: expect.any(Number), name: data.name });
      expect(created.images).toHaveLength(3);
      for (const image of created.images) {
        expect(image).toEqual({ id: expect.any(Number), dir: expect.stringMatching(/^[0-9a-f]{16}\.webp$/), width: 16, height: 12 });
      }
      if ('facilities' in data) {
        expect(Array.isArray(created.facilities)).toBe(true);
        expect((created.facilities as string[]).every((item) => item === item.trim() && item !== '')).toBe(true);
      }
      if ('price' in data) expect(created.price).toBe(data.price);
      expect(await anonymous().byId({ id: created.id })).toEqual(created);
      const list = await anonymous().list();
      expect(list.at(-1)).toEqual(created);
      const ids = list.map((record) => record.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('update without files or imageIds keeps the images; imageIds reorders and drops; files replace', async () => {
      const created = await admin().create(recordForm(data, { images: await threeImages() }));
      const [a, b, c] = created.images.map((image) => image.id);
      const renamed = await admin().update(recordForm({ ...data, name: 'Nama Baru' }, { id: created.id, version: 1 }));
      expect(renamed.name).toBe('Nama Baru');
      expect(renamed.images).toEqual(created.images);
      const reordered = await admin().update(recordForm(data, { id: created.id, version: 2, imageIds: [c, a] }));
      expect(reordered.images.map((image) => image.id)).toEqual([c, a]);
      expect(await t.db.selectFrom('image').select('id').where('id', '=', b ?? 0).execute()).toEqual([]);
      const replaced = await admin().update(recordForm(data, { id: created.id, version: 3, images: [await jpeg(10, 10)], imageIds: [a] }));
      expect(replaced.images).toHaveLength(1);
      expect([a, b, c]).not.toContain(replaced.images[0]?.id);
      const emptied = await admin().update(recordForm(data, { id: created.id, version: 4, imageIds: [] }));
      expect(emptied.images).toEqual([]);
    });

    it("imageIds cannot take another record's images", async () => {
      const owner = await admin().create(recordForm(data, { images: [await jpeg()] }));
      const other = await admin().create(recordForm(data, { images: [await jpeg(12, 12)] }));
      const foreign = owner.images[0]?.id ?? 0;
      const updated = await admin().update(recordForm(data, { id: other.id, imageIds: [foreign, other.images[0]?.id] }));
      expect(updated.images.map((image) => image.id)).toEqual([other.images[0]?.id]);
      expect((await admin().byId({ id: owner.id })).images).toEqual(owner.images);
    });

    it('delete moves the record to the trash with its images; a purge removes both; unknown ids are NOT_FOUND', async () => {
      const created = await admin().create(recordForm(data, { images: [await jpeg()] }));
      const imagesOf = () => t.db.selectFrom('image').select('id').where('owner_id', '=', created.id).where('owner_type', '=', records[domain].table).execute();
      await admin().delete({ id: created.id });
      await expectTrpcError(anonymous().byId({ id: created.id }), 'NOT_FOUND');
      await expectTrpcError(admin().byId({ id: created.id }), 'NOT_FOUND');
      expect(await imagesOf()).toHaveLength(1);
      await expectTrpcError(admin().delete({ id: created.id }), 'NOT_FOUND');
      await expectTrpcError(admin().update(recordForm(data, { id: created.id, images: [await jpeg()] })), 'NOT_FOUND');
      await expectTrpcError(anonymous().byId({ id: 2_000_000_000 }), 'NOT_FOUND');
      expect(await imagesOf()).toHaveLength(1);
      await t.admin.trash.purge({ kind: domain, id: created.id });
      expect(await imagesOf()).toEqual([]);
    });

    it('bad input is BAD_REQUEST with the field path; nothing is written', async () => {
      const before = (await anonymous().list()).length;
      const noName = firstIssue(await expectTrpcError(admin().create(recordForm({ ...data, name: '' })), 'BAD_REQUEST'));
      expect(noName.path).toEqual(['name']);
      const longName = firstIssue(await expectTrpcError(admin().create(recordForm({ ...data, name: 'x'.repeat(51) })), 'BAD_REQUEST'));
      expect(longName).toEqual({ message: 'Nama maksimal 50 karakter.', path: ['name'] });
      const notImage = recordForm(data);
      notImage.append('images', 'bukan berkas');
      expect(firstIssue(await expectTrpcError(admin().create(notImage), 'BAD_REQUEST')).message).toBe('Berkas harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.');
      const fakeImage = recordForm(data, { images: [new TextEncoder().encode('bukan gambar')] });
      await expectTrpcError(admin().create(fakeImage), 'BAD_REQUEST', 'Berkas harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.');
      const tooMany = recordForm(data, { images: Array.from({ length: 11 }, () => new Uint8Array([1])) });
      expect(firstIssue(await expectTrpcError(admin().create(tooMany), 'BAD_REQUEST')).message).toBe('Maksimal 10 gambar dalam satu kali unggah.');
      await expectTrpcError(admin().create(recordForm(data, { imageIds: ['x'] })), 'BAD_REQUEST');
      await expectTrpcError(admin().update(recordForm(data, { id: 'abc' })), 'BAD_REQUEST');
      await expectTrpcError(admin().byId({ id: -1 }), 'BAD_REQUEST');
      await expectTrpcError(admin().create(new FormData()), 'BAD_REQUEST');
      await expectTrpcError(admin().create({ data } as unknown as FormData), 'BAD_REQUEST');
      expect((await anonymous().list()).length).toBe(before);
    });

    it('every admin procedure is UNAUTHORIZED without an actor', async () => {
      const created = await admin().create(recordForm(data));
      const message = 'Sesi Anda telah berakhir. Silakan masuk kembali.';
      await expectTrpcError(anonymous().create(recordForm(data)), 'UNAUTHORIZED', message);
      await expectTrpcError(anonymous().update(recordForm({ ...data, name: 'Penyusup' }, { id: created.id })), 'UNAUTHORIZED', message);
      await expectTrpcError(anonymous().delete({ id: created.id }), 'UNAUTHORIZED', message);
      expect(await anonymous().byId({ id: created.id })).toEqual(created);
    });
  });
});
