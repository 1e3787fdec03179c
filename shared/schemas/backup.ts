/** The backups made (server/modules/backup): what the admin's /admin/cadangan lists. */

/** An admin's download from the panel, the server's own schedule (BACKUP_DIR), or `npm run backup`. */
export const BACKUP_KINDS = ['download', 'scheduled', 'cli'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** How many of the latest backups the panel lists. */
export const BACKUP_LIST_SIZE = 20;

export interface BackupEntry {
  id: number;
  /** ISO instant. */
  createdAt: string;
  kind: BackupKind;
  /** The admin who downloaded it; null for the schedule and the command line. */
  userEmail: string | null;
  fileName: string;
  bytes: number;
}

/** The command that loads a backup (README "Backup and restore"), shown on the panel as it is typed. */
export const RESTORE_COMMAND = 'npm run restore -- <berkas>';

/** Where a signed-in admin downloads a new archive (server/http/backup-routes.ts). */
export const BACKUP_DOWNLOAD_PATH = '/admin-api/backup';
