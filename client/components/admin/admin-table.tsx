/**
 * The frame every admin table shares: the list's own sentence when it has nothing to show, else a table with
 * a caption for screen readers, its column headings and a row per item, each cell as its column declares it.
 */
import type { Key, ReactNode } from 'react';
import { messages } from '@shared/messages';
import { TableHead } from './table-head';

/** A cell's plain classes, and those of a cell that keeps its text on one line (times, codes, dates). */
export const CELL = 'px-3 py-2';
export const NOWRAP_CELL = 'px-3 py-2 whitespace-nowrap';

const FRAME = 'overflow-x-auto rounded-lg border border-slate-300 bg-white';
const ROW = 'border-t border-slate-200 align-top';

export interface Column<T> {
  header: string;
  /** The cell's content; `index` counts the shown rows from 0. */
  cell: (item: T, index: number) => ReactNode;
  /** The cell's classes when not CELL; a function where they depend on the item. */
  className?: string | ((item: T) => string);
}

/** The last column of a list: the buttons and links that act on its row's record. */
export function actionsColumn<T>(actions: (item: T) => ReactNode): Column<T> {
  return { header: messages.adminColActions, cell: (item) => <div className="flex flex-wrap gap-2">{actions(item)}</div> };
}

/** A button in a row's actions, named by `label` for the record it acts on (two rows' buttons share their text). */
export function RowButton({ label, className, disabled, onClick, children }: { label: string; className: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={className} disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

function cellClass<T>(column: Column<T>, item: T): string {
  if (column.className === undefined) return CELL;
  return typeof column.className === 'string' ? column.className : column.className(item);
}

export function AdminTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** The sentence shown instead of an empty table. */
  empty: string;
  /** Classes a row adds to the plain row's. */
  rowClass?: (item: T) => string;
  /**
   * A table wider than a narrow screen (the log) scrolls sideways in a region named by its caption, which takes
   * focus so a keyboard can scroll it too; `busy` dims it while the next rows load.
   */
  region?: { busy: boolean };
}) {
  const { caption, columns, region } = props;
  if (props.items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{props.empty}</p>;
  }
  const frame = region
    ? {
        role: 'region',
        'aria-label': caption,
        'aria-busy': region.busy,
        tabIndex: 0,
        className: `${FRAME} focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${region.busy ? 'opacity-70' : ''}`,
      }
    : { className: FRAME };
  return (
    <div {...frame}>
      <table className="min-w-full text-left text-sm">
        <TableHead caption={caption} headers={columns.map((column) => column.header)} />
        <tbody>
          {props.items.map((item, index) => (
            <tr key={props.rowKey(item)} className={props.rowClass ? `${ROW} ${props.rowClass(item)}` : ROW}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column, item)}>
                  {column.cell(item, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
