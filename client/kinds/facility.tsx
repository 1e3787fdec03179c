/** Public facilities (SPEC.md §2, §5): a one-column page with sub-facilities and map, no price; in the admin at /admin/daftar/fasilitas. */
import { messages } from '@shared/messages';
import type { Facility } from '@shared/schemas/facility';
import { nameColumn } from '@client/features/admin/records/columns';
import { placeAt } from '@client/features/village-map/map-points';
import { defineKind } from './define-kind';

export const facilityKind = defineKind<Facility>({
  kind: 'facility',
  detail: {
    badge: () => messages.categoryFasilitas,
    parent: 'navFasilitas',
    content: () => import('@client/features/detail/content/facility-content').then((module) => module.facilityContent),
  },
  map: (record) => placeAt(record.location, 'fasilitas'),
  admin: [
    {
      screen: 'fasilitas',
      menu: 40,
      columns: [nameColumn(), { header: messages.adminColCoordinates, cell: (item) => item.location || '-' }],
      empty: messages.emptyFacilities,
      form: () => import('@client/features/admin/records/forms/facility-form').then((module) => module.FacilityForm),
    },
  ],
});
