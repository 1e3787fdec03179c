/**
 * The search params of the admin list routes: `?tab=tambah` opens the add form, `&salin=<id>` a copy, and
 * `?status=draft|published` filters the list. Read by the routes' `validateSearch`, which loads with the app
 * itself: kept apart from the screens, and without zod or sentences. Unknown values are dropped.
 */
import type { RecordStatus } from '@shared/schemas/lifecycle';

export interface ListSearch {
  tab?: 'tambah';
  /** With the add form: the id of the record it starts from ("Salin"). */
  salin?: number;
  /** The list shows only drafts, or only published records. */
  status?: RecordStatus;
}

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  if (search.tab !== 'tambah') return search.status === 'draft' || search.status === 'published' ? { status: search.status } : {};
  const salin = typeof search.salin === 'number' || typeof search.salin === 'string' ? Number(search.salin) : Number.NaN;
  return Number.isSafeInteger(salin) && salin > 0 ? { tab: 'tambah', salin } : { tab: 'tambah' };
}
