/** Map locations (SPEC.md §2, DESIGN.md §1): points of the village map with no page of their own; in the admin at /admin/daftar/map, filtered by category. */
import { formatCoordinates } from '@shared/format';
import { messages } from '@shared/messages';
import type { MapLocation } from '@shared/schemas/map-location';
import { MAP_CATEGORY_LABEL, MAP_CATEGORY_OPTIONS } from '@client/features/admin/records/map/map-categories';
import { nameColumn } from '@client/features/admin/records/columns';
import { placeOf } from '@client/features/village-map/map-points';
import { defineKind } from './define-kind';

export const mapLocationKind = defineKind<MapLocation>({
  kind: 'mapLocation',
  map: placeOf,
  admin: [
    {
      screen: 'map',
      menu: 80,
      loadFailed: messages.adminMapLoadFailed,
      columns: [
        nameColumn(),
        { header: messages.adminColCategory, cell: (item) => MAP_CATEGORY_LABEL[item.category] },
        { header: messages.adminColCoordinates, cell: (item) => formatCoordinates(item) },
      ],
      filter: { options: MAP_CATEGORY_OPTIONS, matches: (item, value) => item.category === value },
      empty: messages.emptyMapLocations,
      form: () => import('@client/features/admin/records/forms/map-location-form').then((module) => module.MapLocationForm),
    },
  ],
});
