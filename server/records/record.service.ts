/**
 * Every kind of record's rules, from its descriptor: reads map rows to the API shape with their images;
 * writes store a record and its images together (images are decoded before the transaction opens,
 * DESIGN.md §1) and drop the read cache; an id that names no record is NOT_FOUND with the kind's message.
 *
 * A record is a draft or published; visitors read only published ones out of the trash. A save names the
 * version it was made over, and one made over a newer version is refused (CONFLICT) with who made that
 * one and when. A delete moves the record to the trash, from which it is restored or deleted for good.
 */
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale';
import type { ImageRef } from '../../shared/schemas/common';
import type { AdminListInput, RecordMeta, RecordStatus, WithMeta } from '../../shared/schemas/lifecycle';
import { everyLanguage, inLocale, isUntranslated, translatedValues, type Localized, type Translations, type WithTranslations, type WithUntranslated } from '../../shared/schemas/translation';
import { formatVillageDateTime } from '../../shared/village-time';
import { message } from '../../shared/messages';
import type { Db } from '../db/connection';
import { cachedRead, writing } from '../db/read-cache';
import { AppError, notFound } from '../errors';
import { audit, changesBetween, scopeUserId } from '../modules/audit/audit.service';
import { deleteWithImages, imagesByOwner, NO_IMAGE_CHANGE, saveWithImages, type ImageChange } from '../modules/media/media.service';
import type { AnyRecordDescriptor, RecordDescriptor, RecordTypes } from './record-descriptor';
import * as repo from './record.repository';

type Data<R extends RecordTypes> = z.output<R['schema']>;

/** A record in the API shape (in Indonesian), with its translations beside it. */
interface Read<Out> {
  record: Out;
  translations: Translations;
}

async function toApi<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, rows: repo.Stored<R['row']>[]): Promise<Read<R['out']>[]> {
  const images = d.images ? await imagesByOwner(db, d.table, rows.map((row) => row.id)) : new Map<number, ImageRef[]>();
  return rows.map(({ translations, ...row }) => ({ record: d.toApi(row as R['row'], images.get(row.id) ?? []), translations }));
}

/** The record as a public read in `locale` returns it (exactly the API shape in Indonesian). */
const inLanguage =
  <R extends RecordTypes>(d: RecordDescriptor<R>, locale: Locale) =>
  ({ record, translations }: Read<R['out']>): Localized<R['out']> =>
    inLocale(record, translations, d.translated, locale);

function metaOf(life: repo.LifecycleRow): RecordMeta {
  return { status: life.status, version: life.version, updatedAt: life.updated_at.toISOString(), updatedBy: life.updated_by_name };
}

async function withMeta<T extends { id: number }>(db: Db, d: AnyRecordDescriptor, records: T[]): Promise<WithMeta<T>[]> {
  const lives = new Map((await repo.selectLifecycles(db, d.table, records.map((record) => record.id))).map((life) => [life.id, life]));
  return records.flatMap((record) => {
    const life = lives.get(record.id);
    return life ? [{ ...record, meta: metaOf(life) }] : [];
  });
}

/**
 * The public list: published records, oldest first, in `locale` (Indonesian unless asked); read once
 * between writes (read-cache.ts), each language apart.
 */
export function listRecords<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, filter?: z.output<R['filter']>, locale = DEFAULT_LOCALE): Promise<Localized<R['out']>[]> {
  return cachedRead(db, `${d.kind}:${locale}:${JSON.stringify(filter ?? {})}`, async () =>
    (await toApi(db, d, await repo.selectRecords<R['row']>(db, d, filter))).map(inLanguage(d, locale)),
  );
}

async function readRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number, scope: repo.RecordScope): Promise<Read<R['out']>> {
  const row = await repo.selectRecord<R['row']>(db, d, id, scope);
  const [read] = row ? await toApi(db, d, [row]) : [];
  if (!read) throw notFound(d.messages.notFound);
  return read;
}

/** A record visitors may see (`published`), or any out of the trash (`live`: the admin's), in `locale`. */
export async function getRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number, scope: repo.RecordScope = 'published', locale = DEFAULT_LOCALE): Promise<Localized<R['out']>> {
  return inLanguage(d, locale)(await readRecord(db, d, id, scope));
}

/**
 * The admin's list: every record out of the trash, drafts too, with its life and whether it still lacks
 * English somewhere; `status` narrows it, and `untranslated: true` to those that do.
 */
export async function listRecordsWithMeta<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, { status, untranslated }: AdminListInput = {}): Promise<WithMeta<WithUntranslated<R['out']>>[]> {
  const rows = await repo.selectRecords<R['row']>(db, d, status ? { status } : {}, 'live');
  const records = (await toApi(db, d, rows)).map(({ record, translations }) => ({ ...record, untranslated: isUntranslated(record, translations, d.translated) }));
  return withMeta(db, d, untranslated ? records.filter((record) => record.untranslated) : records);
}

/** The admin's record, drafts too, with its life (an edit form's version) and its translations. */
export async function getRecordWithMeta<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number): Promise<WithMeta<WithTranslations<R['out']>>> {
  const { record, translations } = await readRecord(db, d, id, 'live');
  const [withLife] = await withMeta(db, d, [{ ...record, translations: everyLanguage(translations) }]);
  if (!withLife) throw notFound(d.messages.notFound);
  return withLife;
}

/** A record as a signed-in user sees its public page in `locale`: drafts too, marked as such for the preview banner. */
export async function previewRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number, locale = DEFAULT_LOCALE): Promise<Localized<R['out']> & { draft?: true }> {
  const { meta, translations, ...record } = await getRecordWithMeta(db, d, id);
  const shown = inLocale(record as R['out'], translations, d.translated, locale);
  return meta.status === 'draft' ? { ...shown, draft: true } : shown;
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

/**
 * A stored record's columns, its translations by their names in their language (`description_en`) and,
 * for kinds with images, how many it has: what the audit log compares.
 */
async function snapshot(trx: Db, d: AnyRecordDescriptor, id: number): Promise<Record<string, unknown> | undefined> {
  const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id, 'live');
  if (!row) return row;
  const { translations, ...columns } = row;
  const values = { ...columns, ...translatedValues(translations) };
  if (!d.images) return values;
  return { ...values, images: (await imagesByOwner(trx, d.table, [id])).get(id)?.length ?? 0 };
}

const nameOf = (values: Record<string, unknown> | undefined) => (typeof values?.name === 'string' ? values.name : undefined);

/**
 * How a save treats the record's life (the status it leaves, and the version the form was loaded at), and
 * its texts in the other languages.
 */
export interface SaveOptions {
  status?: RecordStatus | undefined;
  /**
   * Without it (the seed, a legacy REST session that never read the record: served-version.service.ts) the
   * save goes over whatever is stored.
   */
  expectedVersion?: number;
  /** Each language sent replaces its stored texts; without it (the legacy REST API knows none) they stay. */
  translations?: Translations | undefined;
}

export async function createRecord<R extends RecordTypes>(
  db: Db,
  d: RecordDescriptor<R>,
  data: Data<R>,
  images = NO_IMAGE_CHANGE,
  { status = 'published', translations }: SaveOptions = {},
): Promise<R['out']> {
  const row = d.toRow(data);
  const id = await save(db, d, images, (trx) => repo.insertRecord(trx, d.table, row, status, scopeUserId(), translations), (trx, created) =>
    audit(trx, { action: 'create', kind: d.kind, recordId: created, recordName: nameOf(row), changes: status === 'draft' ? { status: [null, status] } : undefined }),
  );
  if (id === null) throw notFound(d.messages.notFound);
  return getRecord(db, d, id, 'live');
}

/** The refusal of a save made over a newer version: who saved that one, and when. */
async function conflictOf(trx: Db, d: AnyRecordDescriptor, id: number): Promise<AppError> {
  const [life] = await repo.selectLifecycles(trx, d.table, [id]);
  const nama = life?.updated_by_name ?? message('recordConflictSomeone');
  return new AppError('CONFLICT', 'recordConflict', { nama, waktu: life ? formatVillageDateTime(life.updated_at.toISOString()) : '' });
}

export async function updateRecord<R extends RecordTypes>(
  db: Db,
  d: RecordDescriptor<R>,
  id: number,
  data: Data<R>,
  images = NO_IMAGE_CHANGE,
  { status, expectedVersion, translations }: SaveOptions = {},
): Promise<R['out']> {
  let before: Record<string, unknown> | undefined;
  let statusBefore: RecordStatus | undefined;
  const write = async (trx: Db) => {
    before = await snapshot(trx, d, id);
    if (!before) return null;
    statusBefore = (await repo.selectLifecycles(trx, d.table, [id]))[0]?.status;
    const updated = await repo.updateRecord(trx, d.table, id, { values: d.toRow(data), status, expectedVersion, userId: scopeUserId(), translations });
    // The record is there (read above), so no row updated means the version named is no longer the stored one.
    if (updated === null && expectedVersion !== undefined) throw await conflictOf(trx, d, id);
    return updated;
  };
  const updated = await save(db, d, images, write, async (trx) => {
    const after = await snapshot(trx, d, id);
    const entry = { kind: d.kind, recordId: id, recordName: nameOf(after) };
    const changes = changesBetween(before ?? {}, after ?? {});
    const published = status !== undefined && status !== statusBefore;
    if (!published || Object.keys(changes).length > 0) await audit(trx, { action: 'update', ...entry, changes });
    if (published) await audit(trx, { action: status === 'published' ? 'publish' : 'unpublish', ...entry });
  });
  if (updated === null) throw notFound(d.messages.notFound);
  return getRecord(db, d, id, 'live');
}

/**
 * Moves a record to the trash; NOT_FOUND when none is out of it. With `expectedVersion` (a legacy REST session
 * that read the record), a record saved since is refused (CONFLICT) as a save over it would be.
 */
export async function deleteRecord<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, id: number, { expectedVersion }: Pick<SaveOptions, 'expectedVersion'> = {}): Promise<void> {
  const trashed = await writing(db, async (trx) => {
    const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id, 'live');
    const moved = await repo.trashRecord(trx, d.table, id, scopeUserId(), expectedVersion);
    if (!moved && row && expectedVersion !== undefined) throw await conflictOf(trx, d, id);
    if (moved) await audit(trx, { action: 'delete', kind: d.kind, recordId: id, recordName: nameOf(row) });
    return moved;
  });
  if (!trashed) throw notFound(d.messages.notFound);
}

/** Takes a record out of the trash, as it was, with its images. */
export async function restoreRecord(db: Db, d: AnyRecordDescriptor, id: number): Promise<void> {
  const restored = await writing(db, async (trx) => {
    const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id, 'trashed');
    const done = await repo.restoreRecord(trx, d.table, id, scopeUserId());
    if (done) await audit(trx, { action: 'restore', kind: d.kind, recordId: id, recordName: nameOf(row) });
    return done;
  });
  if (!restored) throw notFound('trashNotFound');
}

/** Deletes a record in the trash for good, with its images. */
export async function purgeRecord(db: Db, d: AnyRecordDescriptor, id: number): Promise<void> {
  const remove = async (trx: Db) => {
    const row = await repo.selectRecord<Record<string, unknown>>(trx, d, id, 'trashed');
    const removed = await repo.deleteRecord(trx, d.table, id);
    if (removed) await audit(trx, { action: 'purge', kind: d.kind, recordId: id, recordName: nameOf(row) });
    return removed;
  };
  const purged = d.images ? await deleteWithImages(db, d.table, id, remove) : await writing(db, remove);
  if (!purged) throw notFound('trashNotFound');
}
