/** Lodgings in the admin, at /admin/daftar/penginapan (SPEC.md §2, §5). */
import { formatAdminAccommodationPrice } from '@shared/format';
import { messages } from '@shared/messages';
import type { Accommodation } from '@shared/schemas/accommodation';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import { defineAdminKind } from '../admin-kind';
import { nameColumn, phoneColumn } from './columns';

export const accommodationAdmin = defineAdminKind<Accommodation>({
  screen: 'penginapan',
  record: 'accommodation',
  title: messages.adminNavPenginapan,
  labels: { daftar: messages.adminTabListPenginapan, tambah: messages.adminTabAddPenginapan },
  editTitle: messages.adminEditPenginapan,
  loadFailed: messages.adminAccommodationLoadFailed,
  editLoadFailed: messages.accommodationEditLoadFailed,
  ...adminRecordQueries.accommodation,
  columns: [nameColumn(), { header: messages.adminColPrice, cell: (item) => formatAdminAccommodationPrice(item.price) }, phoneColumn()],
  empty: messages.emptyAccommodations,
  remove: (id) => trpcClient.accommodation.delete.mutate({ id }),
  toasts: {
    added: messages.accommodationAdded,
    updated: messages.accommodationUpdated,
    addFailed: messages.accommodationAddFailed,
    updateFailed: messages.updateFailed,
    deleteFailed: messages.deleteFailed,
  },
  form: () => import('../../penginapan/accommodation-form').then((module) => module.AccommodationForm),
});
