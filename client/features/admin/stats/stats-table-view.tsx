/**
 * One table of the statistics (shared/stats-tables.ts) as HTML: its caption, its column headings, a row
 * heading per row, the sums in the table's foot; numbers grouped by thousands the Indonesian way, a figure
 * not known as "-". "Unduh CSV" writes the same rows to a file. The report prints the table without it.
 */
import type { ReactNode } from 'react';
import { message, messages } from '@shared/messages';
import { tableCsv, tableFileName, type StatsCell, type StatsTable } from '@shared/stats-tables';
import type { StatsCount, StatsPeriod } from '@shared/schemas/stats';
import { downloadCsv } from '@client/lib/save-file';
import { BUTTON } from '@client/components/admin/fields';

const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

export function formatCell(cell: StatsCell): string {
  if (cell === null) return '-';
  return typeof cell === 'number' ? numberFormat.format(cell) : cell;
}

/** "Jumlah: 120 tayangan, 3 pengunjung": the period's totals, on the screen and in the report alike. */
export function VisitTotals({ totals, className, testId }: { totals: StatsCount; className: string; testId: string }) {
  return (
    <p className={className} data-testid={testId}>
      {message('statsTotals', { views: formatCell(totals.views), visitors: formatCell(totals.visitors) })}
    </p>
  );
}

const HEAD_CELL = 'px-3 py-2 font-semibold';
const cellClass = (table: StatsTable, column: number) => (column >= table.numbersFrom ? 'px-3 py-2 text-right tabular-nums whitespace-nowrap' : 'px-3 py-2 break-words');

function Row({ table, cells, extra }: { table: StatsTable; cells: readonly StatsCell[]; extra?: ReactNode }) {
  return (
    <>
      {cells.map((cell, column) =>
        column === 0 ? (
          <th key={column} scope="row" className={`${cellClass(table, column)} text-left font-medium`}>
            {formatCell(cell)}
          </th>
        ) : (
          <td key={column} className={cellClass(table, column)}>
            {formatCell(cell)}
          </td>
        ),
      )}
      {extra}
    </>
  );
}

interface RowAction {
  header: string;
  /** The cell of row `index`: a button that acts on it. */
  cell: (index: number) => ReactNode;
}

/** `csvPeriod` names the table's file, whose button shows only with it (the report has none). */
export function StatsTableView({ table, csvPeriod, action }: { table: StatsTable; csvPeriod?: StatsPeriod; action?: RowAction }) {
  if (table.rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-400 p-4 text-center text-slate-700">{messages.statsEmpty}</p>;
  return (
    <div className="mb-4">
      {/* Wider than a phone, a table scrolls sideways in a region named by its caption, which a keyboard can focus and scroll. */}
      <div
        role="region"
        aria-label={table.caption}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-300 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 print:overflow-visible print:border-slate-500"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">{table.caption}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {table.headers.map((header, column) => (
                <th key={column} scope="col" className={`${HEAD_CELL} ${column >= table.numbersFrom ? 'text-right' : ''}`}>
                  {header}
                </th>
              ))}
              {action ? (
                <th scope="col" className={`${HEAD_CELL} print:hidden`}>
                  {action.header}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((cells, index) => (
              <tr key={index} className="border-t border-slate-200 align-top">
                <Row table={table} cells={cells} extra={action ? <td className="px-3 py-2 print:hidden">{action.cell(index)}</td> : null} />
              </tr>
            ))}
          </tbody>
          {table.total ? (
            <tfoot className="border-t-2 border-slate-400 bg-slate-50 font-semibold">
              <tr>
                <Row table={table} cells={table.total} extra={action ? <td className="print:hidden" /> : null} />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {csvPeriod ? (
        <button type="button" className={`${BUTTON.smallOutline} mt-2 print:hidden`} aria-label={message('statsCsvOf', { table: table.caption })} onClick={() => downloadCsv(tableFileName(table, csvPeriod), tableCsv(table))}>
          {messages.statsCsv}
        </button>
      ) : null}
    </div>
  );
}
