/** Public facilities in the admin, at /admin/daftar/fasilitas (SPEC.md §2, §5). */
import { messages } from '@shared/messages';
import type { Facility } from '@shared/schemas/facility';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import { defineAdminKind } from '../admin-kind';
import { nameColumn } from './columns';

export const facilityAdmin = defineAdminKind<Facility>({
  screen: 'fasilitas',
  record: 'facility',
  title: messages.adminNavFasilitas,
  labels: { daftar: messages.adminTabListFasilitas, tambah: messages.adminTabAddFasilitas },
  editTitle: messages.adminEditFasilitas,
  loadFailed: messages.adminFacilityLoadFailed,
  editLoadFailed: messages.facilityEditLoadFailed,
  ...adminRecordQueries.facility,
  columns: [nameColumn(), { header: messages.adminColCoordinates, cell: (item) => item.location || '-' }],
  empty: messages.emptyFacilities,
  remove: (id) => trpcClient.facility.delete.mutate({ id }),
  toasts: {
    added: messages.facilityAdded,
    updated: messages.facilityUpdated,
    addFailed: messages.facilityAddFailed,
    updateFailed: messages.facilityUpdateFailed,
    deleteFailed: messages.facilityDeleteFailed,
  },
  form: () => import('../../fasilitas/facility-form').then((module) => module.FacilityForm),
});
