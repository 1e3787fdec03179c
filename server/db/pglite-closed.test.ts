/**
 * A job that runs once the embedded database has closed under it (a timer's sync or roll-up while the
 * process shuts down, a request that comes late) is refused at once, a transaction too: it never waits
 * forever for a PGlite that will not answer, holding the process's one connection.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { failTransactionsOnceClosed } from './connection';
import { pgliteAssets } from './pglite-assets';
import { pgliteOptions } from './pglite-options';

describe('the embedded database closed under its queries', () => {
  it('refuses a transaction and a query at once', async () => {
    const pglite = new PGlite({ ...pgliteOptions(), ...(await pgliteAssets()) });
    const db = new Kysely<{ t: { n: number } }>({ dialect: new PGliteDialect({ pglite: failTransactionsOnceClosed(pglite) }) });
    await db.transaction().execute((trx) => trx.selectNoFrom((eb) => eb.lit(1).as('n')).execute());
    await pglite.close();
    await expect(db.transaction().execute((trx) => trx.selectNoFrom((eb) => eb.lit(1).as('n')).execute())).rejects.toThrow('PGlite is closed');
    await expect(db.selectNoFrom((eb) => eb.lit(1).as('n')).execute()).rejects.toThrow('PGlite is closed');
  }, 10_000);
});
