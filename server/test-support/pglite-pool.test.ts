/**
 * The embedded test databases used again within a worker (pglite-pool.ts): what one file leaves behind
 * never reaches the next, and a database the reset cannot vouch for is not handed out again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { createTestDb } from './db';

/** Which PGlite a handle reaches: each one started at its own moment. */
async function instanceOf(db: Db): Promise<string> {
  const { rows } = await sql<{ started: string }>`select pg_postmaster_start_time()::text as started`.execute(db);
  return rows[0]!.started;
}

/** Every table's rows, counted, and every sequence's next value, as a file would find them. */
async function contents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(db);
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from ${sql.table(name)}`.execute(db);
    found[name] = rows[0]!.count;
  }
  const { rows: sequences } = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`.execute(db);
  for (const { name, value } of sequences) found[`sequence ${name}`] = String(value);
  return found;
}

describe('embedded test databases used again', () => {
  it('hands the next file the same database emptied back to the template: rows, sequences and session', async () => {
    const first = await createTestDb('pglite');
    const pristine = await contents(first.db);
    const instance = await instanceOf(first.db);
    await first.db.insertInto('admin_user').values({ email: 'sisa@uji.desa.id', password_hash: 'x' }).execute();
    await first.db.insertInto('admin_user').values({ email: 'sisa2@uji.desa.id', password_hash: 'x' }).execute();
    await sql`set timezone = 'America/Lima'`.execute(first.db);
    await sql`select pg_advisory_lock(4242)`.execute(first.db);
    expect(await contents(first.db)).not.toEqual(pristine);
    await first.close();

    const second = await createTestDb('pglite');
    try {
      expect(await instanceOf(second.db)).toBe(instance);
      expect(await contents(second.db)).toEqual(pristine);
      const { rows } = await sql<{ zone: string; locked: boolean }>`
        select current_setting('timezone') as zone, pg_try_advisory_lock(4242) as locked`.execute(second.db);
      expect(rows[0]!.zone).not.toBe('America/Lima');
      expect(rows[0]!.locked).toBe(true);
      const added = await second.db.insertInto('admin_user').values({ email: 'baru@uji.desa.id', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
      expect(added.id).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses the finished file’s handle, and gives its database to the next file', async () => {
    const first = await createTestDb('pglite');
    const instance = await instanceOf(first.db);
    await first.close();
    await expect(first.db.selectFrom('admin_user').select('id').execute()).rejects.toThrow(/destroyed|closed/);
    const second = await createTestDb('pglite');
    expect(await instanceOf(second.db)).toBe(instance);
    await second.close();
  });

  it('starts a new database after a file changed the schema', async () => {
    const first = await createTestDb('pglite');
    const instance = await instanceOf(first.db);
    await sql`alter table admin_user add column sisa text`.execute(first.db);
    await first.close();
    const second = await createTestDb('pglite');
    try {
      expect(await instanceOf(second.db)).not.toBe(instance);
      const { rows } = await sql<{ name: string }>`
        select column_name as name from information_schema.columns where table_name = 'admin_user' and column_name = 'sisa'`.execute(second.db);
      expect(rows).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
