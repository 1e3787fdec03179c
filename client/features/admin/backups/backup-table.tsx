/** The latest backups: when, which kind, by whom ("Terjadwal" for the schedule), the file and its size. */
import { formatFileSize } from '@shared/format';
import { messages } from '@shared/messages';
import type { BackupEntry } from '@shared/schemas/backup';
import { TableHead } from '@client/components/admin/table-head';
import { formatVillageDateTime } from '@client/components/admin/village-time';

const HEADERS = [messages.adminBackupColTime, messages.adminBackupColKind, messages.adminBackupColBy, messages.adminBackupColFile, messages.adminBackupColSize];

/** An admin's download names the admin; the schedule and the command line are named by their kind. */
function byWhom(entry: BackupEntry): string {
  if (entry.kind === 'download') return entry.userEmail || '-';
  return messages[`adminBackupKind_${entry.kind}`];
}

export function BackupTable({ items }: { items: readonly BackupEntry[] }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{messages.adminBackupEmpty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full text-left text-sm">
        <TableHead caption={messages.adminBackupListTitle} headers={HEADERS} />
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{formatVillageDateTime(entry.createdAt)}</time>
              </td>
              <td className="px-3 py-2">{messages[`adminBackupKind_${entry.kind}`]}</td>
              <td className="px-3 py-2">{byWhom(entry)}</td>
              <td className="px-3 py-2 break-all">{entry.fileName}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatFileSize(entry.bytes) || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
