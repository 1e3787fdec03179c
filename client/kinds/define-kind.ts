/**
 * A kind of record as the client has it (STYLE.md §3), beside its shared schema and its server descriptor:
 * one declaration says what its records show to visitors (its public page, its place on the village map)
 * and in the admin (its screens). Its queries, its delete and its links are made from its name; every
 * registry of the client is made from the list of declarations (client-kinds.ts).
 */
import { DETAIL_PAGES, type DetailPageKind, type RecordKind } from '@shared/constants';
import { adminRecordQueries } from '@client/lib/admin-queries';
import { recordQueries, type RecordQuery } from '@client/lib/queries';
import { defineAdminKind, type AdminKind, type AdminKindDeclaration, type ListedRecord } from '@client/features/admin/records/admin-kind';
import { defineDetailKind, type DetailKind, type DetailKindDeclaration, type DetailRecord } from '@client/features/detail/detail-kind';
import type { MapPlace, MapPoint } from '@client/features/village-map/map-points';

/** An admin screen of a kind: what its name does not already say. */
export type AdminScreenDeclaration<R extends ListedRecord> = Omit<AdminKindDeclaration<R>, 'record' | 'adminList' | 'adminById' | 'remove'>;

/** R: the kind's record as its shared schema types it (`Attraction`). */
export interface KindDeclaration<R extends ListedRecord> {
  kind: RecordKind;
  /** Its public page `<path>/<id>` (DETAIL_PAGES), for a kind that has one. */
  detail?: Omit<DetailKindDeclaration<R & DetailRecord>, 'kind' | 'byId'>;
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

export function defineKind<R extends ListedRecord>(declaration: KindDeclaration<R>): ClientKind {
  const { kind } = declaration;
  const page = kind in DETAIL_PAGES ? DETAIL_PAGES[kind as DetailPageKind].path : null;
  const place = declaration.map;
  const pointOf = (record: R): MapPoint | null => {
    const at = place?.(record);
    return at ? { key: `${kind}:${record.id}`, name: record.name, href: page ? `${page}/${record.id}` : null, ...at } : null;
  };
  return {
    kind,
    detail: declaration.detail
      ? defineDetailKind<R & DetailRecord>({ ...declaration.detail, kind: kind as DetailPageKind, byId: recordQueries[kind].byId as unknown as DetailKindDeclaration<R & DetailRecord>['byId'] })
      : null,
    map: place
      ? {
          list: recordQueries[kind].list as () => RecordQuery<readonly unknown[]>,
          points: (records) => (records as R[]).map(pointOf).filter((point): point is MapPoint => point !== null),
        }
      : null,
    admin: declaration.admin.map((screen) =>
      defineAdminKind<R>({
        ...screen,
        record: kind,
        ...(adminRecordQueries[kind] as unknown as Pick<AdminKindDeclaration<R>, 'adminList' | 'adminById'>),
        remove: async (id) => (await import('@client/lib/trpc')).trpcClient[kind].delete.mutate({ id }),
      }),
    ),
  };
}
