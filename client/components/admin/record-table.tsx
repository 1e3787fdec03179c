/** The admin list table: numbered rows, the type's own columns, edit and delete actions. */
import type { ReactNode } from 'react';
import { messages } from '@shared/messages';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export function RecordTable<T extends { id: number; name: string }>(props: {
  caption: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  empty: string;
  actions: (item: T) => ReactNode;
}) {
  if (props.items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{props.empty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              {messages.adminColNo}
            </th>
            {props.columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {messages.adminColActions}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item, index) => (
            <tr key={item.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">{index + 1}</td>
              {props.columns.map((column) => (
                <td key={column.header} className="px-3 py-2">
                  {column.cell(item)}
                </td>
              ))}
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">{props.actions(item)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
