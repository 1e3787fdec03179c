/**
 * The queries of the admin's record screens, made as queries.ts makes every other (`procedureQuery`: tRPC's
 * keys, ensured by loaders, read by components). A file apart because queries.ts comes with every public page's
 * first load, and these are only ever read behind /admin: here they travel with the admin screens' chunks.
 */
import { procedureQuery } from './queries';

/** Each kind's records with their status, version and last change (drafts too), and one of them. */
export const adminRecordQueries = {
  attraction: { adminList: () => procedureQuery('attraction', 'adminList', undefined), adminById: (id: number) => procedureQuery('attraction', 'adminById', { id }) },
  accommodation: { adminList: () => procedureQuery('accommodation', 'adminList', undefined), adminById: (id: number) => procedureQuery('accommodation', 'adminById', { id }) },
  paket: { adminList: () => procedureQuery('paket', 'adminList', undefined), adminById: (id: number) => procedureQuery('paket', 'adminById', { id }) },
  facility: { adminList: () => procedureQuery('facility', 'adminList', undefined), adminById: (id: number) => procedureQuery('facility', 'adminById', { id }) },
  mapLocation: { adminList: () => procedureQuery('mapLocation', 'adminList', undefined), adminById: (id: number) => procedureQuery('mapLocation', 'adminById', { id }) },
  event: { adminList: () => procedureQuery('event', 'adminList', undefined), adminById: (id: number) => procedureQuery('event', 'adminById', { id }) },
};

/** The trash: every deleted record, newest first (/admin/sampah). */
export const trashListQuery = () => procedureQuery('trash', 'list', undefined);

/** The latest backups made (/admin/cadangan), read fresh each visit. */
export const backupListQuery = () => procedureQuery('backup', 'list', undefined, { staleTime: 0 });
