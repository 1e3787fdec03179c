/**
 * A kind of record as the client has it (STYLE.md §3), beside its shared schema and its server descriptor:
 * one declaration says what its records show to visitors (its public page, its place on the village map)
 * and in the admin (its screens). Its queries, its delete, its links and the sentences the catalogue names
 * after it are made from its name; every registry of the client is made from the list of declarations
 * (client-kinds.ts).
 */
import { DETAIL_PAGES, type DetailPageKind, type RecordKind } from '@shared/constants';
import { messages, type MessageKey } from '@shared/messages';
import type { PublicMessageKey } from '@shared/messages/public';
import type { ImageRef } from '@shared/schemas/common';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { recordQueries, type RecordQuery } from '@client/lib/queries';
import { defineAdminKind, type AdminKind, type AdminKindDeclaration, type KindToasts, type ListedRecord } from '@client/features/admin/records/admin-kind';
import { defineDetailKind, type DetailKind, type DetailKindDeclaration, type DetailRecord } from '@client/features/detail/detail-kind';
import type { MapPlace, MapPoint } from '@client/features/village-map/map-points';

/**
 * The screens whose four names the catalogue holds: `adminNav<Screen>` (its title), `adminTabList<Screen>`
 * and `adminTabAdd<Screen>` (its tabs) and `adminEdit<Screen>` (its edit page), as `adminNavKuliner`.
 */
export type AdminScreenName = {
  [K in MessageKey]: K extends `adminTabList${infer N}` ? (`adminNav${N}` | `adminTabAdd${N}` | `adminEdit${N}` extends MessageKey ? Uncapitalize<N> : never) : never;
}[MessageKey];

/** An admin screen of a kind: what its name and the catalogue do not already say. */
export interface AdminScreenDeclaration<R extends ListedRecord> extends Omit<
    AdminKindDeclaration<R>,
    'screen' | 'record' | 'title' | 'labels' | 'editTitle' | 'loadFailed' | 'editLoadFailed' | 'toasts' | 'adminList' | 'adminById' | 'remove'
  > {
  screen: AdminScreenName;
  /**
   * The name its sentences go by in the catalogue, the kind's own unless said: its toasts (`<name>Added`,
   * `<name>Updated`, `<name>AddFailed`, `<name>UpdateFailed`, `<name>DeleteFailed`) and its load failures
   * (`admin<Name>LoadFailed`, `<name>EditLoadFailed`). Where the catalogue has no such sentence, the
   * general one stands ("Data berhasil diperbarui!"; the list's load failure for the edit page's).
   */
  sentences?: string;
  /** The list's load failure, when the catalogue does not name it after the kind. */
  loadFailed?: string;
  /** Toasts worded otherwise, or lasting longer, than the catalogue's. */
  toasts?: Partial<KindToasts>;
}

/** R: the kind's record as its shared schema types it (`Attraction`). */
export interface KindDeclaration<R extends ListedRecord> {
  kind: RecordKind;
  /**
   * Its public page `<path>/<id>` (DETAIL_PAGES), for a kind that has one; its load-failed and not-found
   * sentences are the catalogue's `<kind>DetailFailed` and `<kind>NotFound`, its breadcrumb leads to its
   * list page (DETAIL_PAGES' `list`), named `parent`.
   */
  detail?: Omit<DetailKindDeclaration<R & DetailRecord>, 'kind' | 'byId' | 'loadFailed' | 'notFound' | 'parent'> & { parent: PublicMessageKey };
  /** Where a record stands on the village map and in which category, or null to leave it off the map. */
  map?: (record: R) => MapPlace | null;
  /** Its screens in the admin: usually one; attractions have two (Wisata and UMKM). */
  admin: readonly AdminScreenDeclaration<R>[];
}

/** A declaration with its record type closed over, as the registries take it. */
export interface ClientKind {
  kind: RecordKind;
  detail: DetailKind | null;
  /** Its published records as points of the village map, for a kind that has a place there. */
  map: { list: () => RecordQuery<readonly unknown[]>; points: (records: readonly unknown[]) => MapPoint[] } | null;
  admin: readonly AdminKind[];
}

const catalogue: Partial<Record<string, string>> = messages;

/** A sentence the catalogue names after a kind or a screen, when it has one. */
function sentence(name: string): string | undefined {
  return catalogue[name];
}

function named(name: string): string {
  const found = sentence(name);
  if (found === undefined) throw new Error(`The message catalogue has no sentence ${name}`);
  return found;
}

function toastsOf(name: string, own: Partial<KindToasts> = {}): KindToasts {
  return {
    added: own.added ?? named(`${name}Added`),
    updated: own.updated ?? sentence(`${name}Updated`) ?? messages.updated,
    draftSaved: own.draftSaved ?? messages.adminDraftSaved,
    addFailed: own.addFailed ?? named(`${name}AddFailed`),
    updateFailed: own.updateFailed ?? sentence(`${name}UpdateFailed`) ?? messages.updateFailed,
    deleteFailed: own.deleteFailed ?? sentence(`${name}DeleteFailed`) ?? messages.deleteFailed,
    ...(own.ms === undefined ? {} : { ms: own.ms }),
  };
}

/** A record's first photo: the public lists carry each record's images (a map location has none). */
function firstImage(record: ListedRecord & { images?: readonly ImageRef[] }): ImageRef | null {
  return record.images?.[0] ?? null;
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export function defineKind<R extends ListedRecord>(declaration: KindDeclaration<R>): ClientKind {
  const { kind } = declaration;
  const page = kind in DETAIL_PAGES ? DETAIL_PAGES[kind as DetailPageKind].path : null;
  const place = declaration.map;
  const pointOf = (record: R): MapPoint | null => {
    const at = place?.(record);
    return at ? { key: `${kind}:${record.id}`, name: record.name, href: page ? `${page}/${record.id}` : null, image: firstImage(record), ...at } : null;
  };
  return {
    kind,
    detail: declaration.detail
      ? defineDetailKind<R & DetailRecord>({
          ...declaration.detail,
          kind: kind as DetailPageKind,
          // Sentences are read when a page shows them, in its language, not when the kinds are declared.
          parent: {
            to: DETAIL_PAGES[kind as DetailPageKind].list,
            get label() {
              return declaration.detail ? messages[declaration.detail.parent] : '';
            },
          },
          byId: recordQueries[kind].byId as unknown as DetailKindDeclaration<R & DetailRecord>['byId'],
          get loadFailed() {
            return named(`${kind}DetailFailed`);
          },
          get notFound() {
            return named(`${kind}NotFound`);
          },
        })
      : null,
    map: place
      ? {
          list: recordQueries[kind].list as () => RecordQuery<readonly unknown[]>,
          points: (records) => (records as R[]).map(pointOf).filter((point): point is MapPoint => point !== null),
        }
      : null,
    admin: declaration.admin.map(({ sentences = kind, toasts, loadFailed, ...screen }) => {
      const name = capitalized(screen.screen);
      const listFailed = loadFailed ?? named(`admin${capitalized(sentences)}LoadFailed`);
      return defineAdminKind<R>({
        ...screen,
        loadFailed: listFailed,
        editLoadFailed: sentence(`${sentences}EditLoadFailed`) ?? listFailed,
        record: kind,
        title: named(`adminNav${name}`),
        labels: { daftar: named(`adminTabList${name}`), tambah: named(`adminTabAdd${name}`) },
        editTitle: named(`adminEdit${name}`),
        toasts: toastsOf(sentences, toasts),
        ...(adminRecordQueries[kind] as unknown as Pick<AdminKindDeclaration<R>, 'adminList' | 'adminById'>),
        remove: async (id) => (await import('@client/lib/trpc')).trpcClient[kind].delete.mutate({ id }),
      });
    }),
  };
}
