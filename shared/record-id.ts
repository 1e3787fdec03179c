/**
 * A record's id: a positive integer that fits the database's `integer` column. A URL's or a form's id
 * outside that range names no record, so it is refused before it reaches the database (where it would be
 * an overflow, not an unknown id).
 */
export const ID_MAX = 2_147_483_647;

/** "17" is 17; "abc", "0", "-1", "1.5", "1e3", "0x10" and "99999999999" are null: they name no record. */
export function parseRecordId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : null;
}
