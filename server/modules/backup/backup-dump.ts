/**
 * Reads every table into an NDJSON file of its own, all in one REPEATABLE READ READ ONLY transaction: the
 * files hold one snapshot, so a write made meanwhile is wholly in or wholly out. Rows are read a page at a
 * time by primary key (keyset pagination; PGlite has no server-side cursors), so no table, images
 * included, is ever in memory whole. On PGlite the transaction holds its one connection: requests wait
 * for the dump (seconds), never for the archive's compression or a slow download, which come after.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { appliedMigration } from '../../db/migrate';
import { EXCLUDED_TABLES, tableEntry, type ManifestTable } from './archive-format';
import { leftOutRows, loadOrder, readReferences, readSequence, readTables, type CatalogColumn, type CatalogTable } from './table-catalog';

/** Rows a page: image rows carry three encoded pictures (up to a few hundred KB), other rows a few hundred bytes. */
const PAGE_ROWS = { withBytes: 4, plain: 500 } as const;

export interface DumpedTable extends ManifestTable {
  /** The NDJSON file written. */
  file: string;
}

export interface Dump {
  schemaVersion: string;
  createdAt: string;
  tables: DumpedTable[];
}

/** How far the dump is: rows of this table written so far, of how many. */
export type DumpProgress = (progress: { table: string; rows: number; totalRows: number; bytes: number }) => void;

type PageRow = Record<string, unknown> & { __row: string };

const ref = (column: CatalogColumn) => sql`t.${sql.id(column.name)}`;

/**
 * A bytea column as base64 text, made by Postgres (without the line breaks `encode` puts in): PGlite would
 * hand bytea over as hex text that it then parses byte by byte in JavaScript, slowly and with much garbage.
 */
const base64Of = (column: CatalogColumn) => sql`translate(encode(${ref(column)}, 'base64'), chr(10), '') as ${sql.id(column.name)}`;

/** The condition that leaves a table's left-out rows behind (table-catalog.ts), if it has any. */
function kept(table: string) {
  const leftOut = leftOutRows(table);
  return leftOut ? sql`and not (${leftOut})` : sql``;
}

/** One page of rows after `after` (the last key read, as text): each row's non-bytea columns as JSON text, its bytea columns as base64. */
async function readPage(trx: Db, table: CatalogTable, after: string[] | null, limit: number): Promise<PageRow[]> {
  const plain = table.columns.filter((column) => !column.bytea);
  const bytes = table.columns.filter((column) => column.bytea);
  const keys = table.key.map(ref);
  const keyTexts = table.key.map((column, index) => sql`${ref(column)}::text as ${sql.id(`__k${index}`)}`);
  const bound = after ? table.key.map((column, index) => sql`cast(${after[index] ?? null} as ${sql.raw(column.type)})`) : [];
  const { rows } = await sql<PageRow>`
    select to_json(s)::text as __row ${sql.join([sql``, ...bytes.map(base64Of), ...keyTexts], sql`, `)}
    from ${sql.id(table.name)} t cross join lateral (select ${sql.join(plain.map((column) => sql`${ref(column)} as ${sql.id(column.name)}`))}) s
    where ${after ? sql`(${sql.join(keys)}) > (${sql.join(bound)})` : sql`true`} ${kept(table.name)}
    order by ${sql.join(keys)}
    limit ${limit}`.execute(trx);
  return rows;
}

function base64(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'string') throw new Error('a bytea column did not arrive as base64 text');
  return `"${value}"`;
}

/** The row's line: Postgres's own JSON of its plain columns (exact timestamps, arrays, jsonb), then its bytea columns. */
function lineOf(row: PageRow, bytes: CatalogColumn[]): string {
  if (bytes.length === 0) return row.__row;
  const inner = row.__row.slice(1, -1);
  const parts = [...(inner ? [inner] : []), ...bytes.map((column) => `${JSON.stringify(column.name)}:${base64(row[column.name])}`)];
  return `{${parts.join(',')}}`;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function dumpTable(trx: Db, table: CatalogTable, file: string, onRows: (rows: number, bytes: number) => void): Promise<Omit<DumpedTable, 'sequences'>> {
  if (table.key.length === 0) throw new Error(`Table ${table.name} has no primary key: it cannot be read in pages`);
  const bytes = table.columns.filter((column) => column.bytea);
  const limit = bytes.length > 0 ? PAGE_ROWS.withBytes : PAGE_ROWS.plain;
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  const closed = once(out, 'close');
  let rows = 0;
  let size = 0;
  try {
    for (let after: string[] | null = null; ; ) {
      const page = await readPage(trx, table, after, limit);
      for (const row of page) {
        const line = `${lineOf(row, bytes)}\n`;
        hash.update(line);
        size += Buffer.byteLength(line);
        rows += 1;
        await write(out, line);
      }
      onRows(rows, size);
      const last = page.at(-1);
      if (!last || page.length < limit) break;
      after = table.key.map((_, index) => String(last[`__k${index}`]));
    }
  } finally {
    out.end();
    await closed;
  }
  return {
    name: table.name,
    entry: tableEntry(table.name),
    rows,
    bytes: size,
    sha256: hash.digest('hex'),
    columns: table.columns.map((column) => ({ name: column.name, type: column.type, ...(column.bytea ? { encoding: 'base64' as const } : {}) })),
    file,
  };
}

async function sequencesOf(trx: Db, table: CatalogTable): Promise<Record<string, number>> {
  const sequences: Record<string, number> = {};
  for (const column of table.columns) if (column.sequence) sequences[column.name] = await readSequence(trx, column.sequence);
  return sequences;
}

async function countRows(trx: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.id(table)} t where true ${kept(table)}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Dumps every table but EXCLUDED_TABLES, and every row but the left-out ones, into `dir` (one file a table), from one snapshot. */
export function dumpDatabase(db: Db, dir: string, progress: DumpProgress = () => undefined): Promise<Dump> {
  return db.transaction().execute(async (trx) => {
    // First in the transaction, on both dialects (Kysely's PGlite driver passes no isolation level on).
    await sql`set transaction isolation level repeatable read, read only`.execute(trx);
    // Timestamps in the files read the same whatever the server's zone.
    await sql`set local time zone 'UTC'`.execute(trx);
    const createdAt = new Date().toISOString();
    const schemaVersion = await appliedMigration(trx);
    if (!schemaVersion) throw new Error('The database has no migrations applied: start the server once first');
    const all = (await readTables(trx)).filter((table) => !EXCLUDED_TABLES.includes(table.name));
    const tables = loadOrder(all, await readReferences(trx));
    const dumped: DumpedTable[] = [];
    for (const table of tables) {
      const totalRows = await countRows(trx, table.name);
      const file = path.join(dir, `${table.name}.ndjson`);
      const done = await dumpTable(trx, table, file, (rows, bytes) => progress({ table: table.name, rows, totalRows, bytes }));
      dumped.push({ ...done, sequences: await sequencesOf(trx, table) });
    }
    return { schemaVersion, createdAt, tables: dumped };
  });
}
