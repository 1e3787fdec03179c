/** Map locations in the admin, at /admin/daftar/map, filtered by category (SPEC.md §2, DESIGN.md §1). */
import { formatCoordinates } from '@shared/format';
import { messages } from '@shared/messages';
import type { MapLocation } from '@shared/schemas/map-location';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import { MAP_CATEGORY_LABEL, MAP_CATEGORY_OPTIONS } from '../../map/map-categories';
import { defineAdminKind } from '../admin-kind';
import { nameColumn } from './columns';

export const mapLocationAdmin = defineAdminKind<MapLocation>({
  screen: 'map',
  record: 'mapLocation',
  title: messages.adminNavMap,
  labels: { daftar: messages.adminTabListMap, tambah: messages.adminTabAddMap },
  editTitle: messages.adminEditMap,
  loadFailed: messages.adminMapLoadFailed,
  editLoadFailed: messages.adminMapLoadFailed,
  ...adminRecordQueries.mapLocation,
  columns: [
    nameColumn(),
    { header: messages.adminColCategory, cell: (item) => MAP_CATEGORY_LABEL[item.category] },
    { header: messages.adminColCoordinates, cell: (item) => formatCoordinates(item) },
  ],
  filter: { options: MAP_CATEGORY_OPTIONS, matches: (item, value) => item.category === value },
  empty: messages.emptyMapLocations,
  remove: (id) => trpcClient.mapLocation.delete.mutate({ id }),
  toasts: {
    added: messages.mapLocationAdded,
    updated: messages.updated,
    addFailed: messages.mapLocationAddFailed,
    updateFailed: messages.updateFailed,
    deleteFailed: messages.deleteFailed,
  },
  form: () => import('../../map/map-location-form').then((module) => module.MapLocationForm),
});
