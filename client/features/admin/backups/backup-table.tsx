/** The latest backups: when, which kind, by whom ("Terjadwal" for the schedule), the file and its size. */
import { formatFileSize } from '@shared/format';
import { messages } from '@shared/messages';
import type { BackupEntry } from '@shared/schemas/backup';
import { AdminTable, NOWRAP_CELL, type Column } from '@client/components/admin/admin-table';
import { formatVillageDateTime } from '@client/components/admin/village-time';

/** An admin's download names the admin; the schedule and the command line are named by their kind. */
function byWhom(entry: BackupEntry): string {
  if (entry.kind === 'download') return entry.userEmail || '-';
  return messages[`adminBackupKind_${entry.kind}`];
}

const COLUMNS: readonly Column<BackupEntry>[] = [
  { header: messages.adminBackupColTime, className: NOWRAP_CELL, cell: (entry) => <time dateTime={entry.createdAt}>{formatVillageDateTime(entry.createdAt)}</time> },
  { header: messages.adminBackupColKind, cell: (entry) => messages[`adminBackupKind_${entry.kind}`] },
  { header: messages.adminBackupColBy, cell: byWhom },
  { header: messages.adminBackupColFile, className: 'px-3 py-2 break-all', cell: (entry) => entry.fileName },
  { header: messages.adminBackupColSize, className: NOWRAP_CELL, cell: (entry) => formatFileSize(entry.bytes) || '-' },
];

export function BackupTable({ items }: { items: readonly BackupEntry[] }) {
  return <AdminTable caption={messages.adminBackupListTitle} columns={COLUMNS} items={items} rowKey={(entry) => entry.id} empty={messages.adminBackupEmpty} />;
}
