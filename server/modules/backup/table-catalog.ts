/**
 * What a backup and a restore need to know of the database's tables, read from Postgres's own catalog
 * rather than listed by hand: a table a later migration adds is backed up without a change here.
 * Each function is one catalog query (the repository of the backup module).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

export interface CatalogColumn {
  name: string;
  /** format_type(): `integer`, `character varying(50)`, `text[]` … */
  type: string;
  bytea: boolean;
  /** The sequence that numbers it (serial or identity), schema-qualified; null for others. */
  sequence: string | null;
  /** 0-based place in the primary key; null when not part of it. */
  keyPosition: number | null;
}

export interface CatalogTable {
  name: string;
  /** Every stored column, in the table's order (generated columns are left out: they cannot be written). */
  columns: CatalogColumn[];
  /** The primary key's columns in key order. */
  key: CatalogColumn[];
}

interface ColumnRow {
  table: string;
  name: string;
  type: string;
  bytea: boolean;
  sequence: string | null;
  key_position: number | null;
}

/**
 * Rows a backup leaves out of a table it keeps: failed sign-ins are anyone's attempts, with the address and
 * the email typed (a visitor's), worth nothing to a restored site. Whole tables left out are EXCLUDED_TABLES
 * (archive-format.ts). Null when every row of the table is kept.
 */
export function leftOutRows(table: string): RawBuilder<boolean> | null {
  return table === 'audit_log' ? sql<boolean>`t.action = 'sign_in_failed'` : null;
}

/** Every table of the app's schema with its columns; no table is left out here (callers choose). */
export async function readTables(db: Db): Promise<CatalogTable[]> {
  const { rows } = await sql<ColumnRow>`
    select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.atttypid = 'bytea'::regtype as bytea, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence,
      array_position(i.indkey::int2[], a.attnum) as key_position
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, CatalogColumn[]>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.name, type: row.type, bytea: row.bytea, sequence: row.sequence, keyPosition: row.key_position === null ? null : Number(row.key_position) });
    tables.set(row.table, columns);
  }
  return [...tables].map(([name, columns]) => ({
    name,
    columns,
    key: columns.filter((column) => column.keyPosition !== null).sort((a, b) => (a.keyPosition ?? 0) - (b.keyPosition ?? 0)),
  }));
}

/** Foreign keys as [referencing table, referenced table] pairs. */
export async function readReferences(db: Db): Promise<[string, string][]> {
  const { rows } = await sql<{ table: string; references: string }>`
    select cl.relname as table, ref.relname as references
    from pg_constraint co
    join pg_class cl on cl.oid = co.conrelid
    join pg_class ref on ref.oid = co.confrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where co.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return rows.map((row) => [row.table, row.references]);
}

/** The last value a sequence handed out (0 when none yet). Sequences stand outside transactions. */
export async function readSequence(db: Db, sequence: string): Promise<number> {
  const { rows } = await sql<{ value: string | number | null }>`select pg_sequence_last_value(${sequence}::regclass) as value`.execute(db);
  return Number(rows[0]?.value ?? 0);
}

/**
 * Tables ordered so each comes after the tables it references (a restore then loads them without
 * deferring any constraint). A table's reference to itself is left to the order of its rows.
 */
export function loadOrder<T extends { name: string }>(tables: T[], references: [string, string][]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    const table = byName.get(name);
    if (!table || state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Tables reference each other in a cycle through ${name}`);
    state.set(name, 'visiting');
    for (const [from, to] of references) if (from === name && to !== name) visit(to);
    state.set(name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table.name);
  return ordered;
}
