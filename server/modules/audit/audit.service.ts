/**
 * The audit log (who, when, from where, what). Each request runs with its actor and address
 * (`withAuditScope`, set once by the tRPC and REST transports), so a service records an action with
 * `audit(trx, …)` inside the transaction of the change it made, without passing either along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { AuditAction, AuditPage, AuditRow } from '../../../shared/schemas/audit';
import { village } from '../../../shared/village';
import type { Db } from '../../db/connection';


interface AuditScope {
  userId: number | null;
  ip: string;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `work` as this actor from this address: what it audits is theirs. */
export function withAuditScope<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The user the current request runs as, or null (a visitor, or work of the server's own). */
export function scopeUserId(): number | null {
  return scopes.getStore()?.userId ?? null;
}

export interface AuditEntry {
  action: AuditAction;
  kind?: string;
  recordId?: number;
  recordName?: string;
  changes?: Record<string, [unknown, unknown]>;
  /** Who, when it is not the scope's actor (a sign-in: the account signing in, or only the email tried). */
  userId?: number | null;
  email?: string;
}

/** Writes one row with `db` (a transaction's, so it stands or falls with the change). */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  const scope = scopes.getStore();
  const userId = entry.userId !== undefined ? entry.userId : (scope?.userId ?? null);
  await db
    .insertInto('audit_log')
    .values({
      user_id: userId,
      user_email: entry.email ?? (userId === null ? '' : sql<string>`coalesce((select email from admin_user where id = ${userId}), '')`),
      ip: scope?.ip ?? '',
      action: entry.action,
      kind: entry.kind ?? null,
      record_id: entry.recordId ?? null,
      record_name: entry.recordName ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
    })
    .execute();
}

/** A value as the log keeps it: dates as ISO text, the rest as JSON has it. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The fields whose values differ, each with its old and new value; `id` is left out. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field === 'id') continue;
    const [old, now] = [comparable(before[field]), comparable(after[field])];
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = [old ?? null, now ?? null];
  }
  return changes;
}

export interface AuditFilter {
  userId?: number;
  action?: AuditAction;
  kind?: string;
  /** Days on the village's calendar, 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
}

/** Newest first, `pageSize` rows from page `page` (1 is the newest). */
export async function listAudit(db: Db, filter: AuditFilter, page: number, pageSize: number): Promise<AuditPage> {
  let query = db.selectFrom('audit_log');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where(sql<boolean>`(at at time zone ${village.timeZone})::date >= ${filter.from}::date`);
  if (filter.to) query = query.where(sql<boolean>`(at at time zone ${village.timeZone})::date <= ${filter.to}::date`);
  // The account's name as it is now (the log keeps the email it had then): "" for none, or an account gone.
  const named = query
    .leftJoin('admin_user', 'admin_user.id', 'audit_log.user_id')
    .selectAll('audit_log')
    .select(sql<string>`coalesce(admin_user.name, '')`.as('user_name'));
  const [rows, count] = await Promise.all([
    named.orderBy('audit_log.at', 'desc').orderBy('audit_log.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      userId: row.user_id,
      userEmail: row.user_email,
      userName: row.user_name,
      ip: row.ip,
      action: row.action as AuditAction,
      kind: row.kind,
      recordId: row.record_id,
      recordName: row.record_name,
      changes: row.changes,
    })) satisfies AuditRow[],
    total: Number(count.total),
    pageSize,
  };
}

/** The accounts that appear in the log, for its filter: id, the email last recorded and the account's name now ("" for none). */
export async function auditUsers(db: Db): Promise<{ id: number; email: string; name: string }[]> {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('admin_user', 'admin_user.id', 'audit_log.user_id')
    .select(['audit_log.user_id', (eb) => eb.fn.max('audit_log.user_email').as('email'), sql<string>`coalesce(max(admin_user.name), '')`.as('name')])
    .where('audit_log.user_id', 'is not', null)
    .groupBy('audit_log.user_id')
    .orderBy('audit_log.user_id')
    .execute();
  return rows.map((row) => ({ id: row.user_id ?? 0, email: row.email, name: row.name }));
}

/** Removes rows older than `retentionDays`; how many. */
export async function pruneAudit(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
