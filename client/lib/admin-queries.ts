/**
 * The queries of the admin's record screens, made as queries.ts makes every other (tRPC's query options,
 * ensured by loaders, read by components). A file apart because queries.ts comes with every public page's
 * first load, and these are only ever read behind /admin: here they travel with the admin screens' chunks.
 */
import { queryUtils } from './trpc';

/** Each kind's records with their status, version and last change (drafts too), and one of them. */
export const adminRecordQueries = {
  attraction: { adminList: () => queryUtils.attraction.adminList.queryOptions(), adminById: (id: number) => queryUtils.attraction.adminById.queryOptions({ id }) },
  accommodation: {
    adminList: () => queryUtils.accommodation.adminList.queryOptions(),
    adminById: (id: number) => queryUtils.accommodation.adminById.queryOptions({ id }),
  },
  paket: { adminList: () => queryUtils.paket.adminList.queryOptions(), adminById: (id: number) => queryUtils.paket.adminById.queryOptions({ id }) },
  facility: { adminList: () => queryUtils.facility.adminList.queryOptions(), adminById: (id: number) => queryUtils.facility.adminById.queryOptions({ id }) },
  mapLocation: { adminList: () => queryUtils.mapLocation.adminList.queryOptions(), adminById: (id: number) => queryUtils.mapLocation.adminById.queryOptions({ id }) },
  event: { adminList: () => queryUtils.event.adminList.queryOptions(), adminById: (id: number) => queryUtils.event.adminById.queryOptions({ id }) },
};

/** The trash: every deleted record, newest first (/admin/sampah). */
export const trashListQuery = () => queryUtils.trash.list.queryOptions();

/** The latest backups made (/admin/cadangan), read fresh each visit. */
export const backupListQuery = () => queryUtils.backup.list.queryOptions(undefined, { staleTime: 0 });
