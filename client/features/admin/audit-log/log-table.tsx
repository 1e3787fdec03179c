/** One page of the log, newest first: when, who, from where, what, on which data, and what changed. */
import { messages } from '@shared/messages';
import type { AuditRow } from '@shared/schemas/audit';
import { actionLabel, changeLines, formatLogTime, ipLabel, kindLabel, recordLabel, userLabel } from './log-format';
import { TableHead } from '@client/components/admin/table-head';

const HEADERS = [
  messages.adminLogColTime,
  messages.adminLogColUser,
  messages.adminLogColIp,
  messages.adminLogColAction,
  messages.adminLogColRecord,
  messages.adminLogColChanges,
];

/** A failed sign-in and a deletion stand out from the rest. */
function actionClass(action: AuditRow['action']): string {
  if (action === 'sign_in_failed') return 'font-semibold text-red-800';
  return action === 'delete' ? 'text-red-800' : '';
}

export function LogTable({ rows, empty, busy }: { rows: readonly AuditRow[]; empty: string; busy: boolean }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    // Narrow screens scroll the table sideways: the region takes focus so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={messages.adminLogTitle}
      aria-busy={busy}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-300 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${busy ? 'opacity-70' : ''}`}
    >
      <table className="min-w-full text-left text-sm">
        <TableHead caption={messages.adminLogTitle} headers={HEADERS} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={row.at}>{formatLogTime(row.at)}</time>
              </td>
              <td className="px-3 py-2">
                <UserCell row={row} />
              </td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{ipLabel(row.ip)}</td>
              <td className={`px-3 py-2 ${actionClass(row.action)}`}>{actionLabel(row.action)}</td>
              <td className="min-w-36 px-3 py-2">
                <RecordCell row={row} />
              </td>
              <td className="px-3 py-2">
                <ChangesCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An email may break after its "@" and nowhere else. */
function UserCell({ row }: { row: AuditRow }) {
  const [local, domain] = userLabel(row).split(/(?<=@)/);
  return (
    <>
      {local}
      {domain ? (
        <>
          <wbr />
          {domain}
        </>
      ) : null}
    </>
  );
}

function RecordCell({ row }: { row: AuditRow }) {
  if (!row.kind) return null;
  const name = [recordLabel(row), row.recordId === null ? '' : `#${row.recordId}`].filter(Boolean).join(' ');
  return (
    <>
      <span className="block font-semibold text-slate-900">{kindLabel(row.kind)}</span>
      {name}
    </>
  );
}

function ChangesCell({ row }: { row: AuditRow }) {
  const lines = row.action === 'update' ? changeLines(row.changes) : [];
  if (lines.length === 0) return null;
  return (
    <ul className="flex min-w-56 flex-col gap-1">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
