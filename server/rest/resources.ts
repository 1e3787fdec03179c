/**
 * The record types of the legacy `/api/data/<type>` routes, made from the record descriptors: each
 * legacy name of a kind (its `legacy.types`) is one resource over the same record service as tRPC.
 * Old clients know nothing of drafts or the trash: GETs answer what visitors see (published records
 * out of the trash), POST publishes, PUT keeps a record's status, and DELETE moves the record to the
 * trash, after which it answers 404 like a record that never was. Nor do they know versions: a signed-in
 * client's GETs are remembered, and its PUT or DELETE is made over the version it last read, refused (409)
 * when the team has saved a newer one since; over any version when it never read the record
 * (records/served-version.service.ts).
 */
import type { z } from 'zod';
import type { Db } from '../db/connection';
import { cachedRead } from '../db/read-cache';
import { AppError, notFound } from '../errors';
import type { ImageChange } from '../modules/media/media.service';
import type { LegacyType, RecordDescriptor, RecordMessages, RecordTypes } from '../records/record-descriptor';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';
import type { RecordScope } from '../records/record.repository';
import { createRecord, getRecord, listRecords } from '../records/record.service';
import { deleteAsServed, rememberServed, updateAsServed } from '../records/served-version.service';
import { editableOf, hasKnownField, inputFromFields, toLegacy, type LegacyFields, type LegacyShape } from './legacy-mapper';

export interface Resource {
  messages: Omit<RecordMessages, 'notFound'>;
  /**
   * The list as the route sends it (JSON), kept with the public reads until the next write. `sid`, the
   * session of a signed-in reader (null: anonymous), remembers each record's version, as `get` does.
   */
  listBody(db: Db, sid: string | null): Promise<string>;
  get(db: Db, id: number, sid: string | null): Promise<LegacyFields>;
  /** The stored record's input fields, the base of a partial update; NOT_FOUND first. */
  editable(db: Db, id: number): Promise<LegacyFields>;
  /** Creates from the body's fields; the new id. */
  create(db: Db, fields: LegacyFields, images: ImageChange): Promise<number>;
  /** Saves over the version last served to `sid` (CONFLICT if replaced since), or any when none was. */
  update(db: Db, id: number, existing: LegacyFields, fields: LegacyFields, images: ImageChange, sid: string | null): Promise<void>;
  remove(db: Db, id: number, sid: string | null): Promise<void>;
}

/** One legacy name of a kind. An alias with fixed fields (umkm) lists only its records; another id is no record of it (404). */
function resourceOf<R extends RecordTypes>(
  d: RecordDescriptor<R>,
  shape: LegacyShape,
  name: string,
  type: LegacyType<z.output<R['filter']>>,
): Resource {
  const fixed: LegacyFields = type.fixed ?? {};
  // Reads see what visitors see; writes reach drafts too (a signed-in client), never the trash.
  const stored = async (db: Db, id: number, scope: RecordScope = 'published') => {
    const record: LegacyFields & R['out'] = await getRecord(db, d, id, scope);
    if (Object.entries(fixed).some(([field, value]) => record[field] !== value)) throw notFound(d.messages.notFound);
    return record;
  };
  const parse = (fields: LegacyFields, existing?: LegacyFields) => d.schema.parse({ ...inputFromFields(shape, fields, existing), ...fixed });
  const list = async (db: Db) => (await listRecords(db, d, type.fixed)).map((record) => toLegacy(shape, record));
  return {
    messages: type.messages ?? d.messages,
    // Mapping and serializing are most of a cached list's cost: the text is kept, not only the records.
    listBody: async (db, sid) => {
      await rememberServed(db, d, sid, { filter: fixed });
      return cachedRead(db, `legacy-list:${name}`, async () => JSON.stringify(await list(db)));
    },
    get: async (db, id, sid) => {
      await rememberServed(db, d, sid, { filter: fixed, id });
      return toLegacy(shape, await stored(db, id));
    },
    editable: async (db, id) => editableOf(shape, await stored(db, id, 'live')),
    create: async (db, fields, images) => (await createRecord(db, d, parse(fields), images)).id,
    update: async (db, id, existing, fields, images, sid) => {
      // A PUT that names no field of this kind and sends no image would change nothing: say so, not "berhasil".
      if (!hasKnownField(shape, fields) && images.files.length === 0) throw new AppError('BAD_REQUEST', 'nothingToUpdate');
      await updateAsServed(db, d, sid, id, parse(fields, existing), images);
    },
    remove: async (db, id, sid) => {
      await stored(db, id, 'live');
      await deleteAsServed(db, d, sid, id);
    },
  };
}

function resourcesOf<R extends RecordTypes>(d: RecordDescriptor<R>): [string, Resource][] {
  if (!d.legacy) return [];
  const shape: LegacyShape = { fields: Object.keys(d.schema.shape), formats: d.legacy.formats };
  return Object.entries(d.legacy.types).map(([name, type]) => [name, resourceOf(d, shape, name, type)]);
}

export const resources: Record<string, Resource> = Object.fromEntries(RECORD_DESCRIPTORS.flatMap(resourcesOf));
