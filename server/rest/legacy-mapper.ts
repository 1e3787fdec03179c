/**
 * The one place for the legacy contract's quirks (DESIGN.md §4): multipart text fields in, JSON lists
 * inside strings, paket facilities as comma text, partial PUT, and the legacy output shape.
 * Everything here only reshapes; the shared schemas still do all the checking.
 */
import { splitList } from '../../shared/format';
import type { Accommodation } from '../../shared/schemas/accommodation';
import type { Attraction } from '../../shared/schemas/attraction';
import type { ImageRef } from '../../shared/schemas/common';
import type { Facility } from '../../shared/schemas/facility';
import type { MapLocation } from '../../shared/schemas/map-location';
import type { Paket } from '../../shared/schemas/paket';

/** A multipart (or JSON) body: every value a string, or whatever a JSON client sent. */
export type LegacyFields = Record<string, unknown>;

/** "" is 0 (DESIGN.md §4); digits become an integer; anything else goes on, for the schema to refuse. */
function priceIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return 0;
  return /^\d{1,12}$/.test(text) ? Number(text) : text;
}

/** A list sent as a JSON-encoded array string; `[]` or `""` empties it; plain text is split on commas. */
function jsonListIn(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return splitList(text);
}

/** Paket facilities arrive as plain comma text. */
function commaListIn(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? splitList(value) : value;
}

function coordinateIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

type FieldReader = (value: unknown) => unknown;
const text: FieldReader = (value) => value;

const FIELDS = {
  attraction: {
    category: text,
    name: text,
    description: text,
    price: priceIn,
    time_open_close: text,
    phone: text,
    email: text,
    instagram: text,
    location: text,
    facilities: jsonListIn,
    points_of_attraction: jsonListIn,
  },
  accommodation: {
    name: text,
    description: text,
    price: priceIn,
    time_open_close: text,
    phone: text,
    email: text,
    instagram: text,
    location: text,
    facilities: jsonListIn,
    points_of_attraction: jsonListIn,
  },
  paket: { name: text, description: text, price: priceIn, phone: text, facilities: commaListIn },
  facility: { name: text, description: text, facilities: jsonListIn, location: text },
  map: { name: text, category: text, latitude: coordinateIn, longitude: coordinateIn, embedUrl: text },
} satisfies Record<string, Record<string, FieldReader>>;

export type LegacyKind = keyof typeof FIELDS;

/**
 * The record input a write means: the fields sent, read with the legacy rules, over `existing` (PUT is
 * partial: a field not sent keeps its value). Fields the record does not have are ignored.
 */
export function inputFromFields(kind: LegacyKind, fields: LegacyFields, existing: object = {}): Record<string, unknown> {
  const input: Record<string, unknown> = { ...existing };
  for (const [field, read] of Object.entries(FIELDS[kind])) {
    if (fields[field] !== undefined) input[field] = read(fields[field]);
  }
  return input;
}

/** Whether the body names at least one field of this kind (unknown fields are ignored, so they do not count). */
export function hasKnownField(kind: LegacyKind, fields: LegacyFields): boolean {
  return Object.keys(FIELDS[kind]).some((field) => fields[field] !== undefined);
}

/** The editable part of a stored record, as a base for a partial update. */
export function editableOf(kind: LegacyKind, record: object): Record<string, unknown> {
  const { id: _id, images: _images, category, ...rest } = record as Record<string, unknown>;
  // Accommodation's category is fixed and not an input; attraction's and map's are (a map location's
  // category may also read "penginapan", so the kind decides, not the value).
  return kind === 'accommodation' || category === undefined ? rest : { ...rest, category };
}

function imagesOut(images: ImageRef[]) {
  return images.map(({ id, dir }) => ({ id, dir }));
}

export const toLegacy = {
  attraction: (record: Attraction) => ({ ...record, images: imagesOut(record.images) }),
  accommodation: (record: Accommodation) => ({ ...record, images: imagesOut(record.images) }),
  facility: (record: Facility) => ({ ...record, images: imagesOut(record.images) }),
  /** Paket facilities are always a comma-separated string ("" when empty). */
  paket: (record: Paket) => ({ ...record, facilities: record.facilities.join(', '), images: imagesOut(record.images) }),
  map: (record: MapLocation) => record,
};
