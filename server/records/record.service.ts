/**
 * Every kind of record's rules, from its descriptor: reads map rows to the API shape with their images;
 * writes store a record and its images together (images are decoded before the transaction opens,
 * DESIGN.md §1) and drop the read cache; an id that names no record is NOT_FOUND with the kind's message.
 */
import type { z } from 'zod';
import type { ImageRef } from '../../shared/schemas/common';
import type { Db } from '../db/connection';
import { cachedRead, writing } from '../db/read-cache';
import { notFound } from '../errors';
import { audit, changesBetween } from '../modules/audit/audit.service';
import { deleteWithImages, imagesByOwner, NO_IMAGE_CHANGE, saveWithImages, type ImageChange } from '../modules/media/media.service';
import type { AnyRecordDescriptor, RecordDescriptor, RecordTypes } from './record-descriptor';
import * as repo from './record.repository';

type Data<R extends RecordTypes> = z.output<R['schema']>;

async function toApi<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, rows: R['row'][]): Promise<R['out'][]> {
  const images = d.images ? await imagesByOwner(db, d.table, rows.map((row) => row.id)) : new Map<number, ImageRef[]>();
  return rows.map((row) => d.toApi(row, images.get(row.id) ?? []));
}

/** The public list, oldest first; read once between writes (read-cache.ts). */
export function listRecords<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, filter?: z.output<R['filter']>): Promise<R['out'][]> {
  return cachedRead(db, `${d.kind}:${JSON.stringify(filter ?? {})}`, async () => toApi(db, d, await repo.selectRecords<R['row']>(db, d, filter)));
}

export async function getRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number): Promise<R['out']> {
  const row = await repo.selectRecord<R['row']>(db, d, id);
  const [record] = row ? await toApi(db, d, [row]) : [];
  if (!record) throw notFound(d.messages.notFound);
  return record;
}

type Write = (trx: Db) => Promise<number | null>;
type AfterWrite = (trx: Db, id: number) => Promise<void>;

/**
 * Writes a record, with its images when the kind has them (files sent to a kind without are ignored);
 * `after` runs in the same transaction once all is written (the audit log).
 */
function save(db: Db, d: Pick<AnyRecordDescriptor, 'table' | 'images'>, images: ImageChange, write: Write, after: AfterWrite) {
  if (d.images) return saveWithImages(db, d.table, images, write, after);
  return writing(db, async (trx) => {
    const id = await write(trx);
    if (id !== null) await after(trx, id);
    return id;
  });
}

/** A stored record's columns and, for kinds with images, how many it has: what the audit log compares. */
async function snapshot(trx: Db, d: AnyRecordDescriptor, id: number): Promise<Record<string, unknown> | undefined> {
  const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id);
  if (!row || !d.images) return row;
  return { ...row, images: (await imagesByOwner(trx, d.table, [id])).get(id)?.length ?? 0 };
}

const nameOf = (values: Record<string, unknown> | undefined) => (typeof values?.name === 'string' ? values.name : undefined);

export async function createRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, data: Data<R>, images = NO_IMAGE_CHANGE): Promise<R['out']> {
  const row = d.toRow(data);
  const id = await save(db, d, images, (trx) => repo.insertRecord(trx, d.table, row), (trx, created) =>
    audit(trx, { action: 'create', kind: d.kind, recordId: created, recordName: nameOf(row) }),
  );
  if (id === null) throw notFound(d.messages.notFound);
  return getRecord(db, d, id);
}

export async function updateRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number, data: Data<R>, images = NO_IMAGE_CHANGE): Promise<R['out']> {
  let before: Record<string, unknown> | undefined;
  const write = async (trx: Db) => {
    before = await snapshot(trx, d, id);
    return repo.updateRecord(trx, d.table, id, d.toRow(data));
  };
  const updated = await save(db, d, images, write, async (trx) => {
    const after = await snapshot(trx, d, id);
    await audit(trx, { action: 'update', kind: d.kind, recordId: id, recordName: nameOf(after), changes: changesBetween(before ?? {}, after ?? {}) });
  });
  if (updated === null) throw notFound(d.messages.notFound);
  return getRecord(db, d, id);
}

export async function deleteRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number): Promise<void> {
  const remove = async (trx: Db) => {
    const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id);
    const removed = await repo.deleteRecord(trx, d.table, id);
    if (removed) await audit(trx, { action: 'delete', kind: d.kind, recordId: id, recordName: nameOf(row) });
    return removed;
  };
  const removed = d.images ? await deleteWithImages(db, d.table, id, remove) : await writing(db, remove);
  if (!removed) throw notFound(d.messages.notFound);
}
