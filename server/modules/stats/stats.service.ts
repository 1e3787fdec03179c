/**
 * Statistics the village can report (DESIGN.md §9): views and visitors by day, page, referring site, device,
 * language and campaign. Today's views are kept as rows (stats-counter.ts writes them); once their day is
 * over they are rolled into daily totals and deleted with the day's salt, and daily totals older than
 * STATS_RETENTION_DAYS are deleted.
 */
import { addDays } from '../../../shared/availability';
import { villageToday } from '../../../shared/event-time';
import type { Db } from '../../db/connection';
import * as repo from './stats.repository';

/** Rolls the views of past days into daily totals and deletes totals past retention; the views rolled up. */
export async function rollUpStats(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const today = villageToday(now);
  const rolled = await repo.rollUpViews(db, today);
  await repo.deleteDailyBefore(db, addDays(today, -retentionDays));
  return rolled;
}
