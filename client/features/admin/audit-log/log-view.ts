/** What the URL's params ask of the log (log-search.ts): values that make no sense are left out. */
import { RECORD_KINDS } from '@shared/constants';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/schemas/audit';

/** Every action the log records, in the order the filter offers them: the server's own list. */
export const LOG_ACTIONS = AUDIT_ACTIONS;

/** The kinds of data a row can name: every record kind, booking requests, the masterplan documents and the team's accounts. */
export const LOG_KINDS = [...RECORD_KINDS, 'booking', 'document', 'user', 'tourism_log'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** One view of the log: what `audit.list` is asked for. */
export interface LogView {
  userId?: number;
  action?: AuditAction;
  kind?: LogKind;
  /** Days on the village's calendar, 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  /** 1 is the newest page. */
  page: number;
}

function positiveInteger(text: string | undefined, max: number): number | undefined {
  const number = text && /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * A calendar day that exists, from 1900 on: 31 June is dropped rather than sent to the server, and so is
 * the year 0002 a date field holds while "2026" is being typed into it.
 */
export function validDay(text: string | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text) || Number(text.slice(0, 4)) < 1900) return undefined;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text ? text : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The view the search params (log-search.ts, or the location's own) ask for. */
export function readLogSearch(search: Record<string, unknown>): LogView {
  return {
    userId: positiveInteger(text(search.pengguna), 2_147_483_647),
    action: LOG_ACTIONS.find((action) => action === search.aksi),
    kind: LOG_KINDS.find((kind) => kind === search.jenis),
    from: validDay(text(search.dari)),
    to: validDay(text(search.sampai)),
    page: positiveInteger(text(search.halaman), 100_000) ?? 1,
  };
}

/** Whether the view leaves any row out. */
export function isFiltered(view: LogView): boolean {
  return [view.userId, view.action, view.kind, view.from, view.to].some((value) => value !== undefined);
}
