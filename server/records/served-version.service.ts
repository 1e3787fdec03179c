/**
 * Old REST clients know no versions (DESIGN.md §4): they load a record, and later PUT all its fields back.
 * So the server remembers, per session and record, the version it last served that session (a GET of the
 * record or of its list), and that session's write is made over that version: one made after the team saved
 * a newer one is refused (CONFLICT, the admin panel's sentence) instead of silently undoing their work. A
 * session that never read the record writes over whatever is stored, as before; an anonymous read (no
 * session) writes nothing. The memory is rows of `session_record_read`, shared by every instance over one
 * database and deleted with their session (docs/decisions/0011).
 */
import type { z } from 'zod';
import type { Db } from '../db/connection';
import type { ImageChange } from '../modules/media/media.service';
import type { AnyRecordDescriptor, RecordDescriptor, RecordTypes, RowValues } from './record-descriptor';
import { deleteRecord, updateRecord } from './record.service';
import * as repo from './served-version.repository';

/**
 * A signed-in session (`sid`) is about to be served the published records of a kind whose columns equal
 * `filter` (all of them, or the one `id`). Remembered before they are read, so a save landing in between
 * makes the session's next write refused, never lost.
 */
export async function rememberServed(db: Db, d: Pick<AnyRecordDescriptor, 'kind' | 'table'>, sid: string | null, read: { filter: RowValues; id?: number }): Promise<void> {
  if (sid === null) return;
  await repo.upsertServedVersions(db, sid, { kind: d.kind, table: d.table, ...read });
}

/** updateRecord over the version last served to the session, if it was served one. */
export async function updateAsServed<R extends RecordTypes>(
  db: Db,
  d: RecordDescriptor<R>,
  sid: string | null,
  id: number,
  data: z.output<R['schema']>,
  images: ImageChange,
): Promise<void> {
  const served = sid === null ? undefined : await repo.selectServedVersion(db, sid, d.kind, id);
  await updateRecord(db, d, id, data, images, { expectedVersion: served });
  // Saved over `served`, the record is now at the next version, which this session wrote: its next write may go over it.
  if (sid !== null && served !== undefined) await repo.updateServedVersion(db, sid, d.kind, id, served + 1);
}

/** deleteRecord (to the trash) over the version last served to the session, if it was served one. */
export async function deleteAsServed<R extends RecordTypes>(db: Db, d: RecordDescriptor<R>, sid: string | null, id: number): Promise<void> {
  const served = sid === null ? undefined : await repo.selectServedVersion(db, sid, d.kind, id);
  await deleteRecord(db, d, id, { expectedVersion: served });
}
