/** The `village_settings` row (id 1): one query a function (STYLE.md §3). */
import type { Db } from '../../db/connection';
import { accountName } from '../users/users.repository';

const ROW_ID = 1;

export function selectSettings(db: Db) {
  return db.selectFrom('village_settings').select(['settings', 'version']).where('id', '=', ROW_ID).executeTakeFirst();
}

/** When the row was last saved, and by whom (name, else email). */
export function selectLastSave(trx: Db) {
  return trx.selectFrom('village_settings').select(['updated_at', accountName('village_settings.updated_by').as('saved_by')]).where('id', '=', ROW_ID).executeTakeFirst();
}

/**
 * Writes the settings as the version after `expected` (0: no row yet); false when the row is not at
 * `expected` any more (another save came first), and nothing is written.
 */
export async function saveSettingsOver(trx: Db, expected: number, settings: unknown, userId: number | null): Promise<boolean> {
  const values = { settings: JSON.stringify(settings), version: expected + 1, updated_at: new Date(), updated_by: userId };
  const written =
    expected === 0
      ? await trx.insertInto('village_settings').values({ id: ROW_ID, ...values }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst()
      : await trx.updateTable('village_settings').set(values).where('id', '=', ROW_ID).where('version', '=', expected).returning('id').executeTakeFirst();
  return written !== undefined;
}

/** The owner id of the village's photos (the `image` rows of owner 'village'). */
export const SETTINGS_ROW_ID = ROW_ID;
