/** Search box, table and delete (to the trash) confirmation shared by the simple list screens. */
import { useState, type ReactNode } from 'react';
import { ListToolbar } from './list-screen';
import { RowActions } from './row-actions';
import { useDeleteConfirm } from './use-delete-confirm';
import type { RecordKind } from '@client/lib/use-kind-invalidation';
import { RecordTable, type Column } from '@client/components/admin/record-table';
import { matchesName, SearchBox } from '@client/components/admin/search-box';

export function RecordListView<T extends { id: number; name: string }>(props: {
  kind: RecordKind;
  caption: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  empty: string;
  remove: (id: number) => Promise<unknown>;
  deleteFailed: string;
  toastMs?: number;
  editLink: (item: T) => ReactNode;
  copyLink?: (item: T) => ReactNode;
  filter?: ReactNode;
}) {
  const [term, setTerm] = useState('');
  const deletion = useDeleteConfirm({ kind: props.kind, remove: props.remove, failure: props.deleteFailed, toastMs: props.toastMs });
  return (
    <>
      <ListToolbar>
        {props.filter ?? <span />}
        <SearchBox value={term} onChange={setTerm} />
      </ListToolbar>
      <RecordTable
        caption={props.caption}
        items={props.items.filter((item) => matchesName(item.name, term))}
        columns={props.columns}
        empty={props.empty}
        actions={(item) => <RowActions name={item.name} edit={props.editLink(item)} copy={props.copyLink?.(item)} onDelete={() => deletion.ask(item)} />}
      />
      {deletion.dialog}
    </>
  );
}
