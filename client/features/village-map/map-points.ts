/** The points of the village map (SPEC.md §2, DESIGN.md §1 and §6): four sources, one shape. */
import { attractionGroupOf, DETAIL_PAGES, MAP_DEFAULT_CENTER, type AttractionGroup, type MapCategory } from '@shared/constants';
import { parseLocation, type Coordinates } from '@shared/format';
import { messages } from '@shared/messages/public';
import type { Accommodation } from '@shared/schemas/accommodation';
import type { Attraction } from '@shared/schemas/attraction';
import type { Facility } from '@shared/schemas/facility';
import type { MapLocation } from '@shared/schemas/map-location';

/** The kinds whose records a map point can link to (SPEC.md §2); an admin's map location has none. */
type PointKind = 'attraction' | 'accommodation' | 'facility';

export interface MapPoint extends Coordinates {
  key: string;
  name: string;
  category: MapCategory;
  /** The point's detail page, or null for a map location. */
  href: string | null;
}

export const CATEGORY_STYLE: Record<MapCategory, { label: string; colour: string }> = {
  wisataReligi: { label: messages.mapReligi, colour: '#dc2626' },
  wisataBudaya: { label: messages.mapBudaya, colour: '#15803d' },
  wisataPesisir: { label: messages.mapPesisir, colour: '#ea580c' },
  penginapan: { label: messages.mapPenginapan, colour: '#7c3aed' },
  fasilitas: { label: messages.mapFasilitas, colour: '#2563eb' },
  kantor: { label: messages.mapKantor, colour: '#6b7280' },
  persawahan: { label: messages.mapPersawahan, colour: '#6b8e23' },
};

/** The dropdown of SPEC.md §2: "semua" and five categories. */
export const FILTERS = [
  { value: 'semua', label: messages.mapAll },
  { value: 'wisataReligi', label: messages.mapReligi },
  { value: 'wisataBudaya', label: messages.mapBudaya },
  { value: 'wisataPesisir', label: messages.mapPesisir },
  { value: 'fasilitas', label: messages.mapFasilitas },
  { value: 'penginapan', label: messages.mapPenginapan },
] as const;
export type MapFilter = (typeof FILTERS)[number]['value'];

const GROUP_ON_MAP: Record<AttractionGroup, MapCategory | null> = {
  religi: 'wisataReligi',
  budaya: 'wisataBudaya',
  pesisir: 'wisataPesisir',
  umkm: null, // UMKM is not on the map (DESIGN.md §6).
};

interface Sources {
  attractions: readonly Attraction[];
  accommodations: readonly Accommodation[];
  facilities: readonly Facility[];
  mapLocations: readonly MapLocation[];
}

interface PagedRecord {
  id: number;
  name: string;
  location: string;
}

function fromText(kind: PointKind, record: PagedRecord, category: MapCategory | null): MapPoint | null {
  const point = category ? parseLocation(record.location) : null;
  const href = `${DETAIL_PAGES[kind].path}/${record.id}`;
  return point && category ? { key: `${kind}:${record.id}`, name: record.name, category, href, ...point } : null;
}

/** Every record with valid coordinates becomes a point; the rest are left off, never breaking the map. */
export function buildPoints({ attractions, accommodations, facilities, mapLocations }: Sources): MapPoint[] {
  const points = [
    ...attractions.map((record) => fromText('attraction', record, GROUP_ON_MAP[attractionGroupOf(record.category)])),
    ...accommodations.map((record) => fromText('accommodation', record, 'penginapan')),
    ...facilities.map((record) => fromText('facility', record, 'fasilitas')),
    ...mapLocations.map((record) =>
      Number.isFinite(record.latitude) && Number.isFinite(record.longitude) && Math.abs(record.latitude) <= 90 && Math.abs(record.longitude) <= 180
        ? { key: `m${record.id}`, name: record.name, category: record.category, href: null, latitude: record.latitude, longitude: record.longitude }
        : null,
    ),
  ];
  return points.filter((point): point is MapPoint => point !== null);
}

export function filterPoints(points: readonly MapPoint[], filter: MapFilter): MapPoint[] {
  return filter === 'semua' ? [...points] : points.filter((point) => point.category === filter);
}

/** The mean of the shown points, or the default centre when there are none (SPEC.md §2, §9). */
export function meanCenter(points: readonly MapPoint[]): Coordinates {
  if (points.length === 0) return { ...MAP_DEFAULT_CENTER };
  const sum = points.reduce((total, point) => ({ latitude: total.latitude + point.latitude, longitude: total.longitude + point.longitude }), { latitude: 0, longitude: 0 });
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}
