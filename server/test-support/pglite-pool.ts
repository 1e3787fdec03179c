/**
 * Embedded test databases, used again within a worker. Starting a PGlite from the run's template costs
 * about 0.6 s of CPU, and a worker's files (isolate: false) each want a fresh migrated database, one
 * after another. So a database a file has closed waits here, and the next file gets it emptied back to
 * the template's rows: every table truncated, the template's rows and sequence values put back, the
 * session reset. One the reset cannot vouch for is never handed out again: a file that closed the PGlite
 * itself, changed the schema or left it busy gets a new one.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteAssets } from '../db/pglite-assets';
import { pgliteOptions } from '../db/pglite-options';

/** The template as first opened: what a reset must give back, and the schema it must still have. */
interface Template {
  schema: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string | null }[];
}

/** Tables a reset leaves alone: the migrations' own bookkeeping. */
const KEPT = new Set(['kysely_migration', 'kysely_migration_lock']);
/** A reset longer than this means the database is still busy with the last file's work. */
const RESET_TIMEOUT_MS = 5000;

/** Per template file: the databases given back, and the template as first opened. */
interface Pool {
  idle: PGlite[];
  template: Promise<Template> | undefined;
}

const pools = new Map<string, Pool>();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Everything in the public schema a test could change by mistake, as one digest. */
async function schemaOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ line: string }>(`
    select concat_ws(':', c.relname, c.relkind, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as line
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    union all select concat_ws(':', conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace = 'public'::regnamespace
    union all select concat_ws(':', tgname, tgrelid::regclass) from pg_trigger where not tgisinternal
    union all select concat_ws(':', proname, md5(prosrc)) from pg_proc where pronamespace = 'public'::regnamespace
    order by 1`);
  return createHash('sha256').update(rows.map((row) => row.line).join('\n')).digest('hex');
}

async function readTemplate(pglite: PGlite): Promise<Template> {
  const tables = (await pglite.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows
    .map((row) => row.name)
    .filter((name) => !KEPT.has(name));
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { rows: [found] } = await pglite.query<{ json: string | null }>(`select json_agg(t)::text as json from ${quoted(table)} t`);
    if (found?.json) rows.push({ table, json: found.json });
  }
  const sequences = (
    await pglite.query<{ name: string; value: string | null }>(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`)
  ).rows;
  return { schema: await schemaOf(pglite), tables, rows, sequences };
}

/** Empties a database back to the template; false when it is not the template's any more. */
async function reset(pglite: PGlite, from: Template): Promise<boolean> {
  if (pglite.closed) return false;
  await pglite.exec('discard all');
  if ((await schemaOf(pglite)) !== from.schema) return false;
  await pglite.transaction(async (tx) => {
    // Triggers stay quiet while the template's own rows go back in.
    await tx.exec(`set local session_replication_role = replica; truncate ${from.tables.map(quoted).join(', ')} restart identity cascade`);
    for (const { table, json } of from.rows) {
      await tx.query(`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`, [json]);
    }
    for (const { name, value } of from.sequences) {
      await tx.query(value === null ? `select setval($1, 1, false)` : `select setval($1, $2::bigint, true)`, value === null ? [quoted(name)] : [quoted(name), value]);
    }
  });
  return true;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function start(templateFile: string): Promise<PGlite> {
  const data = new Blob([await readFile(templateFile)]);
  const pglite = new PGlite({ ...pgliteOptions(), ...(await pgliteAssets()), loadDataDir: data });
  await pglite.waitReady;
  return pglite;
}

/**
 * The PGlite for one file, as the file will see it: closing it hands it back here, after which the
 * file's own handle answers as a closed PGlite does (late timers of its app cannot reach the next file).
 */
function lease(pglite: PGlite, idle: PGlite[]): PGlite {
  let returned = false;
  const own = new Map<PropertyKey, unknown>();
  const closedError = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'closed') return returned || target.closed;
      if (property === 'close') {
        return async () => {
          if (returned) return;
          returned = true;
          if (!target.closed) idle.push(target);
        };
      }
      if (returned && (property === 'query' || property === 'exec' || property === 'transaction')) return closedError;
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, property, value) {
      // What a file sets on its PGlite (connection.ts wraps `transaction`) stays with that file.
      own.set(property, value);
      return true;
    },
  });
}

/** A PGlite holding exactly the dumped template in `templateFile`: one a finished file gave back, emptied, or a new one. */
export async function leasePglite(templateFile: string): Promise<PGlite> {
  let pool = pools.get(templateFile);
  if (!pool) {
    pool = { idle: [], template: undefined };
    pools.set(templateFile, pool);
  }
  const { idle } = pool;
  while (pool.template && idle.length > 0) {
    const candidate = idle.pop() as PGlite;
    const clean = await withTimeout(
      pool.template.then((from) => reset(candidate, from)).catch(() => false),
      RESET_TIMEOUT_MS,
    );
    if (clean === true) return lease(candidate, idle);
    if (clean === false) await candidate.close().catch(() => undefined);
  }
  const pglite = await start(templateFile);
  pool.template ??= readTemplate(pglite);
  await pool.template;
  return lease(pglite, idle);
}
