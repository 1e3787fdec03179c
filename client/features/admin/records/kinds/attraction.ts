/**
 * Attractions and UMKM in the admin: one record (category UMKM or not; SPEC.md §3), two screens. The
 * attraction filter groups categories as ATTRACTION_CATEGORY_GROUPS does (DESIGN.md §6).
 */
import { ATTRACTION_CATEGORY_GROUPS, inAttractionGroup, type AttractionGroup } from '@shared/constants';
import { formatPriceLine } from '@shared/format';
import { messages } from '@shared/messages';
import type { Attraction } from '@shared/schemas/attraction';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { trpcClient } from '@client/lib/trpc';
import type { Column } from '../../ui/record-table';
import { defineAdminKind } from '../admin-kind';
import { attractionAddFailure } from '../use-record-save';
import { nameColumn, phoneColumn } from './columns';

const FILTER_GROUPS = ['religi', 'budaya', 'pesisir'] as const satisfies readonly AttractionGroup[];
const isGroup = (value: string): value is AttractionGroup => value in ATTRACTION_CATEGORY_GROUPS;

const priceColumn: Column<Attraction> = { header: messages.adminColPrice, cell: (item) => formatPriceLine('attraction', item.price) };

const shared = {
  record: 'attraction',
  ...adminRecordQueries.attraction,
  remove: (id: number) => trpcClient.attraction.delete.mutate({ id }),
  form: () => import('../../wisata/attraction-form').then((module) => module.AttractionForm),
} as const;

export const wisataAdmin = defineAdminKind<Attraction>({
  ...shared,
  screen: 'wisata',
  title: messages.adminNavWisata,
  labels: { daftar: messages.adminTabListWisata, tambah: messages.adminTabAddWisata },
  editTitle: messages.adminEditWisata,
  loadFailed: messages.adminAttractionLoadFailed,
  editLoadFailed: messages.attractionEditLoadFailed,
  shows: (item) => !inAttractionGroup(item.category, 'umkm'),
  columns: [nameColumn(), { header: messages.adminColCategory, cell: (item) => item.category }, priceColumn, phoneColumn()],
  // Each button is named by its group's first category: "Religi" also shows Sejarah.
  filter: {
    options: FILTER_GROUPS.map((group) => ({ value: group, label: ATTRACTION_CATEGORY_GROUPS[group][0] })),
    matches: (item, value) => isGroup(value) && inAttractionGroup(item.category, value),
  },
  empty: messages.emptyAttractions,
  toasts: {
    added: messages.attractionAdded,
    updated: messages.updated,
    addFailed: attractionAddFailure,
    updateFailed: messages.updateFailed,
    deleteFailed: messages.attractionDeleteFailed,
  },
});

export const umkmAdmin = defineAdminKind<Attraction>({
  ...shared,
  screen: 'umkm',
  title: messages.adminNavUmkm,
  labels: { daftar: messages.adminTabListUmkm, tambah: messages.adminTabAddUmkm },
  editTitle: messages.adminEditUmkm,
  loadFailed: messages.adminUmkmLoadFailed,
  editLoadFailed: messages.umkmEditLoadFailed,
  shows: (item) => inAttractionGroup(item.category, 'umkm'),
  columns: [nameColumn(), priceColumn, phoneColumn()],
  empty: messages.emptyUmkm,
  toasts: {
    added: messages.umkmAdded,
    updated: messages.umkmUpdated,
    addFailed: attractionAddFailure,
    updateFailed: messages.umkmUpdateFailed,
    deleteFailed: messages.umkmDeleteFailed,
  },
});
