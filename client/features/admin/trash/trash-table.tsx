/** The records in the trash, newest deletion first: name, kind, when and by whom, and the two actions. */
import { message, messages } from '@shared/messages';
import type { TrashItem } from '@shared/schemas/lifecycle';
import { BUTTON } from '@client/components/admin/fields';
import { TableHead } from '@client/components/admin/table-head';
import { formatVillageDateTime } from '@client/components/admin/village-time';
import { trashKey } from './use-trash-actions';

const HEADERS = [messages.adminColName, messages.adminTrashColKind, messages.adminTrashColDeleted, messages.adminTrashColBy, messages.adminColActions];

interface Props {
  items: readonly TrashItem[];
  /** The key (trashKey) of the record an action is under way for. */
  busy: string | null;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => void;
}

export function TrashTable({ items, busy, onRestore, onPurge }: Props) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{messages.adminTrashEmpty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full text-left text-sm">
        <TableHead caption={messages.adminTrashTitle} headers={HEADERS} />
        <tbody>
          {items.map((item) => (
            <tr key={trashKey(item)} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">{item.name}</td>
              {/* The log's names of the kinds: UMKM are attractions, so "Wisata". */}
              <td className="px-3 py-2">{messages[`adminLogKind_${item.kind}`]}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={item.deletedAt}>{formatVillageDateTime(item.deletedAt)}</time>
              </td>
              <td className="px-3 py-2">{item.deletedBy ?? '-'}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={BUTTON.small}
                    disabled={busy !== null}
                    aria-label={message('adminRestoreLabel', { name: item.name })}
                    onClick={() => onRestore(item)}
                  >
                    {messages.adminRestore}
                  </button>
                  <button
                    type="button"
                    className={BUTTON.danger}
                    disabled={busy !== null}
                    aria-label={message('adminPurgeLabel', { name: item.name })}
                    onClick={() => onPurge(item)}
                  >
                    {messages.adminPurge}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
