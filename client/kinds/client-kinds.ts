/**
 * Every kind of record the client knows, each one declaration (define-kind.ts), in the public site's order;
 * the registries below are made from this list: a kind missing here fails the type check, and
 * client-kinds.test.ts proves each registry holds every kind that belongs in it.
 */
import { DETAIL_PAGES, type DetailPageKind, type RecordKind } from '@shared/constants';
import type { AdminKind } from '@client/features/admin/records/admin-kind';
import type { DetailKind } from '@client/features/detail/detail-kind';
import { accommodationKind } from './accommodation';
import { attractionKind } from './attraction';
import type { ClientKind } from './define-kind';
import { eventKind } from './event';
import { facilityKind } from './facility';
import { kulinerKind } from './kuliner';
import { mapLocationKind } from './map-location';
import { paketKind } from './paket';

export const CLIENT_KINDS = {
  attraction: attractionKind,
  paket: paketKind,
  kuliner: kulinerKind,
  facility: facilityKind,
  accommodation: accommodationKind,
  event: eventKind,
  mapLocation: mapLocationKind,
} as const satisfies Record<RecordKind, ClientKind>;

const kinds: readonly ClientKind[] = Object.values(CLIENT_KINDS);

/** A kind's public page, which every kind in DETAIL_PAGES declares (client-kinds.test.ts). */
export function detailKindOf(kind: DetailPageKind): DetailKind {
  const detail = CLIENT_KINDS[kind].detail;
  if (!detail) throw new Error(`The kind ${kind} declares no public page`);
  return detail;
}

/** The public detail page at `/<section>/<id>` (DETAIL_PAGES' paths), or undefined for any other section. */
export function detailKindAt(section: string): DetailKind | undefined {
  const entry = Object.entries(DETAIL_PAGES).find(([, page]) => page.path === `/${section}`);
  return entry ? detailKindOf(entry[0] as DetailPageKind) : undefined;
}

/** Every admin record screen, in the sidebar's order. */
export const ADMIN_SCREENS: readonly AdminKind[] = kinds.flatMap((kind) => kind.admin).sort((a, b) => a.menu - b.menu);

/** The admin record screen named in the URL, or undefined. */
export function adminKindAt(screen: string): AdminKind | undefined {
  return ADMIN_SCREENS.find((kind) => kind.screen === screen);
}

/** The kinds whose records stand on the village map. */
export const MAP_KINDS = kinds.flatMap((kind) => (kind.map ? [{ kind: kind.kind, ...kind.map }] : []));

/** For the tests: which kinds a registry holds. */
export const kindsWith = (part: 'detail' | 'map'): RecordKind[] => kinds.filter((kind) => kind[part] !== null).map((kind) => kind.kind);
