/** The admin list table: numbered rows, the type's own columns, edit and delete actions. */
import type { ReactNode } from 'react';
import { messages } from '@shared/messages';
import { actionsColumn, AdminTable, type Column } from './admin-table';

/** The kinds declare their list columns with it (client/kinds). */
export type { Column };

export function RecordTable<T extends { id: number; name: string }>(props: {
  caption: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  empty: string;
  actions: (item: T) => ReactNode;
}) {
  const columns: Column<T>[] = [{ header: messages.adminColNo, cell: (_item, index) => index + 1 }, ...props.columns, actionsColumn(props.actions)];
  return <AdminTable caption={props.caption} columns={columns} items={props.items} rowKey={(item) => item.id} empty={props.empty} />;
}
