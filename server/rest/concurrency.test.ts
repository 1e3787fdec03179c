/**
 * DESIGN.md §1 and §5: concurrent admin writes lose nothing and half-write nothing. A record and its
 * images land together or not at all; afterwards counts match and no image row lacks its record.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordTable } from '../db/schema';
import { saveWithImages } from '../modules/media/media.service';
import { paketRecord } from '../records/kinds/paket.record';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';
import { insertRecord } from '../records/record.repository';
import { createRecord } from '../records/record.service';
import { purgeExpiredTrash } from '../records/trash.service';
import { databases } from '../test-support/db';
import { jpeg, multipart, validData, validFields, type Rgb } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

const WRITERS = 20;
type Record = JsonObject & { id: number; name: string; images: { id: number; dir: string }[] };

describe.each(databases)('concurrent writes (%s)', (kind) => {
  const t = useTestServer(kind);
  const colour = (index: number): Rgb => ({ r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 });

  /** Images whose record row is gone, whatever kind owns them (the kinds with images, from their descriptors). */
  async function orphanImages(): Promise<number> {
    const owners = RECORD_DESCRIPTORS.filter((record) => record.images).map(
      (record) => sql`select 1 from ${sql.table(record.table)} r where i.owner_type = ${record.table} and r.id = i.owner_id`,
    );
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from image i where not exists (${sql.join(owners, sql` union all `)})`.execute(t.server.db);
    return rows[0]?.count ?? -1;
  }

  it(`${WRITERS} parallel creates with images, then parallel edits and deletes: counts and images consistent`, async () => {
    const images = await Promise.all(Array.from({ length: WRITERS * 2 }, (_, index) => jpeg(12, 8, colour(index))));
    const created = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) =>
        t.server.call('POST', '/api/data/paket', {
          token: t.token,
          form: multipart({ ...validFields.paket, name: `Paket Serentak ${index}` }, [{ bytes: images[2 * index] ?? new Uint8Array() }, { bytes: images[2 * index + 1] ?? new Uint8Array() }]),
        }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(201));
    const ids = created.map((answer) => Number(answer.body.id));
    expect(new Set(ids).size).toBe(WRITERS);

    // Half are edited (new single image or no image), a quarter deleted, all at once.
    const edits = ids.slice(0, WRITERS / 2).map(async (id, index) =>
      t.server.call('PUT', `/api/data/paket/${id}`, {
        token: t.token,
        form: multipart({ name: `Diubah ${index}` }, index % 2 === 0 ? [{ bytes: await jpeg(9, 9, colour(index + 100)) }] : []),
      }),
    );
    const deletes = ids.slice(WRITERS / 2, WRITERS / 2 + WRITERS / 4).map((id) => t.server.call('DELETE', `/api/data/paket/${id}`, { token: t.token }));
    const answers = await Promise.all([...edits, ...deletes]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const { body: list } = await t.server.call<Record[]>('GET', '/api/data/paket');
    expect(list).toHaveLength(WRITERS - WRITERS / 4);
    for (const record of list) {
      const index = ids.indexOf(record.id);
      const edited = index < WRITERS / 2;
      const replaced = edited && index % 2 === 0;
      expect(record.name).toBe(edited ? `Diubah ${index}` : `Paket Serentak ${index}`);
      expect(record.images).toHaveLength(replaced ? 1 : 2);
      for (const image of record.images) expect((await fetch(`${t.server.url}/uploads/${image.dir}?w=480`)).status).toBe(200);
    }
    // The deleted ones wait in the trash with their images until it is emptied.
    expect(await purgeExpiredTrash(t.server.db, 0)).toBe(WRITERS / 4);
    const imageRows = await t.server.db.selectFrom('image').select(['owner_id', 'position']).where('owner_type', '=', 'paket').execute();
    expect(imageRows).toHaveLength(list.reduce((sum, record) => sum + record.images.length, 0));
    expect(await orphanImages()).toBe(0);
  });

  it('a write that fails inside its transaction leaves neither the record nor its images', async () => {
    const before = await t.server.db.selectFrom('paket').select('id').execute();
    const imagesBefore = await t.server.db.selectFrom('image').select('id').execute();
    const crash = saveWithImages(t.server.db, 'paket', { files: [await jpeg()] }, async (trx) => {
      await insertRecord(trx, paketRecord.table, paketRecord.toRow({ name: 'Setengah Jadi', description: 'x', price: 0, phone: '081234567890', facilities: [], capacity: null, run_dates: [] }), 'published', null);
      throw new Error('proses mati di tengah penulisan');
    });
    await expect(crash).rejects.toThrow('proses mati');
    expect(await t.server.db.selectFrom('paket').select('id').execute()).toEqual(before);
    expect(await t.server.db.selectFrom('image').select('id').execute()).toEqual(imagesBefore);
  });

  it('a request with one bad image among good ones writes nothing', async () => {
    const count = async () => (await t.server.db.selectFrom('image').select('id').execute()).length;
    const imagesBefore = await count();
    const { body: before } = await t.server.call<Record[]>('GET', '/api/data/paket');
    const target = before[0];
    const answers = await Promise.all([
      t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket, [{ bytes: await jpeg() }, { bytes: new Uint8Array([1, 2, 3]) }]) }),
      t.server.call('PUT', `/api/data/paket/${target?.id ?? 0}`, { token: t.token, form: multipart({ name: 'Tidak jadi' }, [{ bytes: await jpeg() }, { bytes: new Uint8Array([4]) }]) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    expect((await t.server.call('GET', '/api/data/paket')).body).toEqual(before);
    expect(await count()).toBe(imagesBefore);
    expect(await orphanImages()).toBe(0);
  });

  it('counts the images of a record whose row is gone, of every kind with images, and only those', async () => {
    const owners: { table: RecordTable; id: number }[] = [];
    for (const record of RECORD_DESCRIPTORS.filter((candidate) => candidate.images)) {
      const created = await createRecord(t.server.db, record, record.schema.parse(validData[record.kind]), { files: [await jpeg()] });
      owners.push({ table: record.table, id: created.id });
    }
    expect(await orphanImages()).toBe(0);
    // Nothing ties an image to its owner's table (one column names it), so a row removed alone leaves its images behind.
    for (const { table, id } of owners) await sql`delete from ${sql.table(table)} where id = ${id}`.execute(t.server.db);
    expect(await orphanImages()).toBe(owners.length);
    for (const { table, id } of owners) await t.server.db.deleteFrom('image').where('owner_type', '=', table).where('owner_id', '=', id).execute();
  });
});
