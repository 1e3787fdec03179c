/**
 * The tourism log (DESIGN.md §9): for each attraction or package and month, the visitors (domestic and
 * foreign), the groups and the income the village reports to its regency's tourism office. An entry is made
 * by hand in the panel; until then, a package's line offers what its confirmed requests of the month add up
 * to. Saves are versioned (a stale one is refused) and audited; the table is in every backup.
 */
import type { TourismLogData, TourismLogLine, TourismLogTarget } from '../../../shared/schemas/stats';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { audit, changesBetween } from '../audit/audit.service';
import * as repo from './tourism-log.repository';

const FIGURES = ['visitors_domestic', 'visitors_foreign', 'groups', 'income'] as const;

/** Every attraction and package of the month with its entry (or none yet) and what its requests suggest; entries of records gone since are kept. */
export async function tourismLogMonth(db: Db, month: string): Promise<TourismLogLine[]> {
  const [destinations, entries, visits] = await Promise.all([repo.selectDestinations(db), repo.selectMonth(db, month), repo.selectConfirmedVisits(db, month)]);
  const key = (target: string, id: number) => `${target}:${id}`;
  const entryOf = new Map(entries.map((entry) => [key(entry.target, entry.target_id), entry]));
  const visitsOf = new Map(visits.map((visit) => [visit.target_id, visit]));
  const listed = new Map(destinations.map((destination) => [key(destination.target, destination.id), destination]));
  for (const entry of entries) {
    if (!listed.has(key(entry.target, entry.target_id))) listed.set(key(entry.target, entry.target_id), { target: entry.target as TourismLogTarget, id: entry.target_id, name: entry.target_name });
  }
  return [...listed.values()].map(({ target, id, name }) => {
    const entry = entryOf.get(key(target, id));
    const visit = target === 'paket' ? visitsOf.get(id) : undefined;
    return {
      month,
      target,
      target_id: id,
      name,
      entry: entry ? { visitors_domestic: entry.visitors_domestic, visitors_foreign: entry.visitors_foreign, groups: entry.groups, income: entry.income, version: entry.version, updated_at: entry.updated_at.toISOString() } : null,
      prefill: { visitors_domestic: visit?.people ?? 0, visitors_foreign: 0, groups: visit?.groups ?? 0, income: visit ? visit.income : null },
    };
  });
}

/** Saves a month's entry, made at `version` (0 for a new one): a stale version is refused (409). */
export async function saveTourismLog(db: Db, data: TourismLogData, userId: number | null): Promise<TourismLogLine | undefined> {
  await db.transaction().execute(async (trx) => {
    const [destination] = await repo.selectDestinations(trx, { target: data.target, id: data.target_id });
    const existing = await repo.selectEntry(trx, data.month, data.target, data.target_id);
    const name = destination?.name ?? existing?.target_name;
    if (!name) throw new AppError('NOT_FOUND', data.target === 'paket' ? 'paketNotFound' : 'attractionNotFound');
    const figures = { visitors_domestic: data.visitors_domestic, visitors_foreign: data.visitors_foreign, groups: data.groups, income: data.income };
    const recordName = `${name} (${data.month})`;
    if (!existing) {
      if (data.version !== 0) throw new AppError('CONFLICT', 'tourismLogConflict');
      const id = await repo.insertEntry(trx, { month: data.month, target: data.target, target_id: data.target_id, target_name: name, ...figures, updated_by: userId });
      await audit(trx, { action: 'create', kind: 'tourism_log', recordId: id, recordName, changes: changesBetween({}, figures) });
      return;
    }
    if (existing.version !== data.version || !(await repo.updateEntry(trx, existing.id, existing.version, { ...figures, target_name: name, updated_by: userId }))) {
      throw new AppError('CONFLICT', 'tourismLogConflict');
    }
    const before = Object.fromEntries(FIGURES.map((field) => [field, existing[field]]));
    await audit(trx, { action: 'update', kind: 'tourism_log', recordId: existing.id, recordName, changes: changesBetween(before, figures) });
  });
  return (await tourismLogMonth(db, data.month)).find((line) => line.target === data.target && line.target_id === data.target_id);
}
