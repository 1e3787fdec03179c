import { sql } from 'kysely';
import type { BackupKind } from '../../../shared/schemas/backup';
import type { Db } from '../../db/connection';

export interface NewBackupRow {
  kind: BackupKind;
  userId: number | null;
  fileName: string;
  bytes: number;
}

export async function insertBackup(db: Db, row: NewBackupRow): Promise<void> {
  await db
    .insertInto('backup_log')
    .values({
      kind: row.kind,
      user_id: row.userId,
      // The email as it is now, as the audit log keeps it.
      user_email: row.userId === null ? '' : sql<string>`coalesce((select email from admin_user where id = ${row.userId}), '')`,
      file_name: row.fileName,
      bytes: row.bytes,
    })
    .execute();
}

export function selectLatestBackups(db: Db, limit: number) {
  return db
    .selectFrom('backup_log')
    .select(['id', 'created_at', 'kind', 'user_id', 'user_email', 'file_name', 'bytes'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** When the latest backup of `kind` was made, or null. */
export async function selectLatestBackupAt(db: Db, kind: BackupKind): Promise<Date | null> {
  const row = await db.selectFrom('backup_log').select('created_at').where('kind', '=', kind).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.created_at ?? null;
}
