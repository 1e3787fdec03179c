/** The records in the trash, newest deletion first: name, kind, when and by whom, and the two actions. */
import { message, messages } from '@shared/messages';
import type { TrashItem } from '@shared/schemas/lifecycle';
import { actionsColumn, AdminTable, NOWRAP_CELL, RowButton, type Column } from '@client/components/admin/admin-table';
import { BUTTON } from '@client/components/admin/fields';
import { formatVillageDateTime } from '@client/components/admin/village-time';
import { trashKey } from './use-trash-actions';

interface Props {
  items: readonly TrashItem[];
  /** The key (trashKey) of the record an action is under way for. */
  busy: string | null;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => void;
}

const COLUMNS: readonly Column<TrashItem>[] = [
  { header: messages.adminColName, cell: (item) => item.name },
  // The log's names of the kinds: UMKM are attractions, so "Wisata".
  { header: messages.adminTrashColKind, cell: (item) => messages[`adminLogKind_${item.kind}`] },
  { header: messages.adminTrashColDeleted, className: NOWRAP_CELL, cell: (item) => <time dateTime={item.deletedAt}>{formatVillageDateTime(item.deletedAt)}</time> },
  { header: messages.adminTrashColBy, cell: (item) => item.deletedBy ?? '-' },
];

/** "Pulihkan" and "Hapus Permanen", each named with the record's name; both wait while any action runs. */
function TrashActions({ item, busy, onRestore, onPurge }: Omit<Props, 'items'> & { item: TrashItem }) {
  const waiting = busy !== null;
  return (
    <>
      <RowButton className={BUTTON.small} disabled={waiting} label={message('adminRestoreLabel', { name: item.name })} onClick={() => onRestore(item)}>
        {messages.adminRestore}
      </RowButton>
      <RowButton className={BUTTON.danger} disabled={waiting} label={message('adminPurgeLabel', { name: item.name })} onClick={() => onPurge(item)}>
        {messages.adminPurge}
      </RowButton>
    </>
  );
}

export function TrashTable({ items, ...actions }: Props) {
  const columns = [...COLUMNS, actionsColumn((item: TrashItem) => <TrashActions item={item} {...actions} />)];
  return <AdminTable caption={messages.adminTrashTitle} columns={columns} items={items} rowKey={trashKey} empty={messages.adminTrashEmpty} />;
}
