/**
 * The queries of the admin's record screens, made as queries.ts makes every other (`procedureQuery`: tRPC's
 * keys, ensured by loaders, read by components). A file apart: these are only ever read behind /admin, so
 * they travel with the admin screens' chunks.
 */
import { RECORD_KINDS, type RecordKind } from '@shared/constants';
import { procedureQuery, type Inputs } from './queries';

/** A kind's records with their status, version and last change (drafts too), and one of them. */
function adminKindQueries<K extends RecordKind>(kind: K) {
  return {
    adminList: () => procedureQuery(kind, 'adminList', undefined as Inputs[K]['adminList']),
    adminById: (id: number) => procedureQuery(kind, 'adminById', { id } as Inputs[K]['adminById']),
  };
}

/** Every kind's admin queries, made from the one kind list. */
export const adminRecordQueries = Object.fromEntries(RECORD_KINDS.map((kind) => [kind, adminKindQueries(kind)])) as {
  [K in RecordKind]: ReturnType<typeof adminKindQueries<K>>;
};

/** The trash: every deleted record, newest first (/admin/sampah). */
export const trashListQuery = () => procedureQuery('trash', 'list', undefined);

/** The latest backups made (/admin/cadangan), read fresh each visit. */
export const backupListQuery = () => procedureQuery('backup', 'list', undefined, { staleTime: 0 });

/**
 * Every lodging's and package's month (/admin/kalender), read fresh each visit: visitors' requests, the inbox
 * and other platforms' calendars change it from elsewhere. While another month loads, the one shown stays.
 */
export const calendarOverviewQuery = (month: string) =>
  procedureQuery('availability', 'overview', { month }, { staleTime: 0, placeholderData: (previous) => previous });

/** Each lodging's calendar address and the other platforms' calendars it reads (/admin/kalender/sinkronisasi), read fresh each visit. */
export const calendarSyncListQuery = () => procedureQuery('calendarSync', 'list', undefined, { staleTime: 0 });

/**
 * The statistics of a year or a month (/admin/statistik and its report), a month's tourism log, and the
 * dashboard's last 7 days. Views are counted all day long: each is read afresh when its screen opens.
 */
export const statsOverviewQuery = (period: Inputs['stats']['overview']) => procedureQuery('stats', 'overview', period, { staleTime: 0, placeholderData: (previous) => previous });
export const tourismLogQuery = (month: string) => procedureQuery('stats', 'tourismLog', { month }, { staleTime: 0 });
export const statsLastWeekQuery = () => procedureQuery('stats', 'lastWeek', undefined, { staleTime: 0 });
