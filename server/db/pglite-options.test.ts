/** The embedded database runs with the small buffer pool server/db/pglite-options.ts chose (DESIGN.md §5). */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection';
import { PGLITE_SHARED_BUFFERS } from './pglite-options';

describe('embedded database settings', () => {
  let db: Db | null = null;

  afterAll(async () => {
    await db?.destroy();
  });

  it(`keeps shared_buffers at ${PGLITE_SHARED_BUFFERS} and PGlite's own start parameters`, async () => {
    db = await createDb({ pgliteDir: null });
    const { rows } = await sql<{ shared_buffers: string; max_parallel_workers: string }>`
      select current_setting('shared_buffers') as shared_buffers, current_setting('max_parallel_workers') as max_parallel_workers`.execute(db);
    expect(rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS, max_parallel_workers: '0' });
  });
});
