/** One page of the log, newest first: when, who, from where, what, on which data, and what changed. */
import { messages } from '@shared/messages';
import type { AuditRow } from '@shared/schemas/audit';
import { actionLabel, changeLines, formatLogTime, ipLabel, kindLabel, recordLabel, userLabel } from './log-format';
import { AdminTable, NOWRAP_CELL, type Column } from '@client/components/admin/admin-table';

/** A failed sign-in and a deletion stand out from the rest. */
function actionClass(action: AuditRow['action']): string {
  if (action === 'sign_in_failed') return 'font-semibold text-red-800';
  return action === 'delete' ? 'text-red-800' : '';
}

const COLUMNS: readonly Column<AuditRow>[] = [
  { header: messages.adminLogColTime, className: NOWRAP_CELL, cell: (row) => <time dateTime={row.at}>{formatLogTime(row.at)}</time> },
  { header: messages.adminLogColUser, cell: (row) => <UserCell row={row} /> },
  { header: messages.adminLogColIp, className: 'px-3 py-2 font-mono whitespace-nowrap', cell: (row) => ipLabel(row.ip) },
  { header: messages.adminLogColAction, className: (row) => `px-3 py-2 ${actionClass(row.action)}`, cell: (row) => actionLabel(row.action) },
  { header: messages.adminLogColRecord, className: 'min-w-36 px-3 py-2', cell: (row) => <RecordCell row={row} /> },
  { header: messages.adminLogColChanges, cell: (row) => <ChangesCell row={row} /> },
];

/** Wider than a narrow screen, the log scrolls sideways; `busy` while the next page loads. */
export function LogTable({ rows, empty, busy }: { rows: readonly AuditRow[]; empty: string; busy: boolean }) {
  return <AdminTable caption={messages.adminLogTitle} columns={COLUMNS} items={rows} rowKey={(row) => row.id} empty={empty} region={{ busy }} />;
}

/** The account's name above its email, when it has one; an email may break after its "@" and nowhere else. */
function UserCell({ row }: { row: AuditRow }) {
  const [local, domain] = userLabel(row).split(/(?<=@)/);
  return (
    <>
      {row.userName ? <span className="block font-semibold text-slate-900">{row.userName}</span> : null}
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
