/** Tour packages in the admin (SPEC.md §2, §5); their toasts last 2.5 s (SPEC.md §9). */
import { DELAY } from '@shared/constants';
import { formatAdminPaketPrice } from '@shared/format';
import { messages } from '@shared/messages';
import type { Paket } from '@shared/schemas/paket';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import { defineAdminKind } from '../admin-kind';
import { nameColumn, phoneColumn } from './columns';

export const paketAdmin = defineAdminKind<Paket>({
  screen: 'paket',
  record: 'paket',
  title: messages.adminNavPaket,
  labels: { daftar: messages.adminTabListPaket, tambah: messages.adminTabAddPaket },
  editTitle: messages.adminEditPaket,
  loadFailed: messages.adminPaketLoadFailed,
  editLoadFailed: messages.paketEditLoadFailed,
  ...adminRecordQueries.paket,
  columns: [nameColumn(), { header: messages.adminColPrice, cell: (item) => formatAdminPaketPrice(item.price) }, phoneColumn()],
  empty: messages.emptyPakets,
  remove: (id) => trpcClient.paket.delete.mutate({ id }),
  toasts: {
    added: messages.paketAdded,
    updated: messages.paketUpdated,
    addFailed: messages.paketAddFailed,
    updateFailed: messages.paketUpdateFailed,
    deleteFailed: messages.deleteFailed,
    ms: DELAY.toastPaket,
  },
  form: () => import('../../paket/paket-form').then((module) => module.PaketForm),
});
