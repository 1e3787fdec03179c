/**
 * What an admin record screen is made from (STYLE.md §3): each kind declares its texts, queries, list
 * and form once in kinds/, and the one list screen and the one edit screen are configured by it.
 */
import type { ComponentType } from 'react';
import type { RecordKind } from '@shared/constants';
import type { WithMeta } from '@shared/schemas/lifecycle';
import type { WithTranslations, WithUntranslated } from '@shared/schemas/translation';
import type { RecordQuery, RouterContext } from '@client/lib/queries';
import type { Column } from '@client/components/admin/record-table';
import type { TabKey } from '@client/components/admin/tabs';
import type { KindForm } from './record-form';

/**
 * An admin screen's name (SPEC.md §2): its list at /admin/daftar/<screen>, a record at
 * /admin/edit/<screen>/<id>. Each kind's declaration names its screens (client/kinds/).
 */
export type AdminScreen = string;

export interface ListedRecord {
  id: number;
  name: string;
}

/** Filter buttons above a list (categories unless labelled otherwise); "Semua" comes first on its own. */
export interface AdminFilter<R> {
  /** The buttons' group name, when they do not filter by category. */
  label?: string;
  options: readonly { value: string; label: string }[];
  matches: (item: R, value: string) => boolean;
}

/**
 * "Salin" on each row: the add form starts from that record (what the form leaves blank is the form's
 * choice), with a note naming it, and saves a new record.
 */
export interface AdminCopy<R> {
  note: (source: R) => string;
}

/**
 * The toasts of a kind's saves and deletes (SPEC.md §8); a failed add may word the server's answer. A
 * delete moves the record to the trash, which one sentence says for every kind.
 */
export interface KindToasts {
  added: string;
  updated: string;
  /** A draft saved, new or edited: not on the public site yet, so neither added nor updated there. */
  draftSaved: string;
  addFailed: string | ((error: unknown) => string);
  updateFailed: string;
  deleteFailed: string;
  /** How long they stay, when not DELAY.toast. */
  ms?: number;
}

/** What a kind's form takes from its declaration: its drafts' name, whose queries go stale, its texts. */
export interface FormKind {
  screen: AdminScreen;
  /** Its tRPC router: whose queries a save or a delete makes stale. */
  record: RecordKind;
  /** The tab labels; the list's label is also its table caption, the add label the add form's name. */
  labels: Record<TabKey, string>;
  toasts: KindToasts;
}

export interface AdminKindDeclaration<R extends ListedRecord> extends FormKind {
  /** Its place among the record screens of the sidebar, smallest first (SPEC.md §2 orders the first five). */
  menu: number;
  title: string;
  editTitle: string;
  loadFailed: string;
  editLoadFailed: string;
  /** Drafts too, each with its status, version and last change, and whether it lacks English. */
  adminList: () => RecordQuery<WithMeta<WithUntranslated<R>>[]>;
  /** The record the edit form loads: with its translations. */
  adminById: (id: number) => RecordQuery<WithMeta<WithTranslations<R>>>;
  /** Which of its router's records this screen lists (UMKM and the other attractions share one). */
  shows?: (item: R) => boolean;
  /** The order the list shows its records in, when not the server's. */
  order?: (items: readonly WithMeta<WithUntranslated<R>>[]) => WithMeta<WithUntranslated<R>>[];
  columns: readonly Column<WithMeta<WithUntranslated<R>>>[];
  filter?: AdminFilter<R>;
  copy?: AdminCopy<R>;
  empty: string;
  remove: (id: number) => Promise<unknown>;
  /** The add and edit form, loaded with the screen's own chunk. */
  form: () => Promise<KindForm<R>>;
}

type Page = Promise<{ default: ComponentType }>;

/** A declaration with its record type closed over, as the route factories take it. */
export interface AdminKind {
  screen: AdminScreen;
  menu: number;
  title: string;
  loadFailed: string;
  editLoadFailed: string;
  loadList: (context: RouterContext) => Promise<unknown>;
  loadOne: (context: RouterContext, id: number) => Promise<unknown>;
  listPage: () => Page;
  editPage: () => Page;
}

export function defineAdminKind<R extends ListedRecord>(kind: AdminKindDeclaration<R>): AdminKind {
  return {
    screen: kind.screen,
    menu: kind.menu,
    title: kind.title,
    loadFailed: kind.loadFailed,
    editLoadFailed: kind.editLoadFailed,
    loadList: ({ queryClient }) => queryClient.ensureQueryData(kind.adminList()),
    loadOne: ({ queryClient }, id) => queryClient.ensureQueryData(kind.adminById(id)),
    listPage: async () => {
      const [{ AdminListPage }, Form] = await Promise.all([import('./admin-list-page'), kind.form()]);
      return { default: () => <AdminListPage kind={kind} Form={Form} /> };
    },
    editPage: async () => {
      const [{ AdminEditPage }, Form] = await Promise.all([import('./admin-edit-page'), kind.form()]);
      return { default: () => <AdminEditPage kind={kind} Form={Form} /> };
    },
  };
}
