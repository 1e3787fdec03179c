/** The points of the village map (SPEC.md §2, DESIGN.md §1 and §6): every kind's records on the map, in one shape. */
import { attractionGroupOf, type AttractionCategory, type AttractionGroup, type MapCategory } from '@shared/constants';
import { parseLocation, type Coordinates } from '@shared/format';
import type { PublicMessageKey } from '@shared/messages/public';
import type { ImageRef } from '@shared/schemas/common';

/**
 * The categories of the map's points: a map location's own (MAP_CATEGORIES), and those of the kinds whose
 * records stand on the map without being map locations (client/kinds/: a dish's warung is "kuliner").
 */
export type PointCategory = MapCategory | 'kuliner';

/** Where a record stands and in which category (a kind's declaration says it of each record). */
export interface MapPlace extends Coordinates {
  category: PointCategory;
}

export interface MapPoint extends MapPlace {
  key: string;
  name: string;
  /** The point's detail page, or null for a map location. */
  href: string | null;
  /** The record's first photo, for its popup; null when it has none (a map location never has one). */
  image: ImageRef | null;
}

export const CATEGORY_STYLE: Record<PointCategory, { label: PublicMessageKey; colour: string }> = {
  wisataReligi: { label: 'mapReligi', colour: '#dc2626' },
  wisataBudaya: { label: 'mapBudaya', colour: '#15803d' },
  wisataPesisir: { label: 'mapPesisir', colour: '#ea580c' },
  penginapan: { label: 'mapPenginapan', colour: '#7c3aed' },
  fasilitas: { label: 'mapFasilitas', colour: '#2563eb' },
  kuliner: { label: 'mapKuliner', colour: '#b45309' },
  kantor: { label: 'mapKantor', colour: '#6b7280' },
  persawahan: { label: 'mapPersawahan', colour: '#6b8e23' },
};

/** The dropdown of SPEC.md §2: "semua" and the categories a visitor looks for. */
export const FILTERS = [
  { value: 'semua', label: 'mapAll' },
  { value: 'wisataReligi', label: 'mapReligi' },
  { value: 'wisataBudaya', label: 'mapBudaya' },
  { value: 'wisataPesisir', label: 'mapPesisir' },
  { value: 'fasilitas', label: 'mapFasilitas' },
  { value: 'penginapan', label: 'mapPenginapan' },
  { value: 'kuliner', label: 'mapKuliner' },
] as const satisfies readonly { value: PointCategory | 'semua'; label: string }[];
export type MapFilter = (typeof FILTERS)[number]['value'];

export function isMapFilter(value: unknown): value is MapFilter {
  return FILTERS.some((filter) => filter.value === value);
}

/** The map's category in its page's address (`?kategori=wisataPesisir`): none for every point. */
export interface MapSearch {
  kategori?: MapFilter;
}

/** `validateSearch` of /peta-desa: a category the dropdown offers, other than all; anything else is dropped. */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  return isMapFilter(search.kategori) && search.kategori !== 'semua' ? { kategori: search.kategori } : {};
}

/** An attraction's place on the map: by its category's group; UMKM is not on the map (DESIGN.md §6). */
const GROUP_ON_MAP: Record<AttractionGroup, MapCategory | null> = {
  religi: 'wisataReligi',
  budaya: 'wisataBudaya',
  pesisir: 'wisataPesisir',
  umkm: null,
};

export function attractionCategoryOnMap(category: AttractionCategory): MapCategory | null {
  return GROUP_ON_MAP[attractionGroupOf(category)];
}

/** A record's place from its "lat,lng" text; a record without valid coordinates is left off, never breaking the map. */
export function placeAt(location: string, category: PointCategory | null): MapPlace | null {
  const point = category ? parseLocation(location) : null;
  return point && category ? { category, ...point } : null;
}

/** A map location's place, when its coordinates are real ones. */
export function placeOf({ latitude, longitude, category }: Coordinates & { category: MapCategory }): MapPlace | null {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { category, latitude, longitude } : null;
}

export function filterPoints(points: readonly MapPoint[], filter: MapFilter): MapPoint[] {
  return filter === 'semua' ? [...points] : points.filter((point) => point.category === filter);
}
