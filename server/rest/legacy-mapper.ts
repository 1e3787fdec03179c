/**
 * The one place for the legacy contract's quirks (DESIGN.md §4): multipart text fields in, JSON lists
 * inside strings, paket facilities as comma text, yes or no as text, partial PUT, and the legacy output
 * shape. Each kind's descriptor names which of its fields are not plain text (`legacy.formats`); how each
 * format reads and writes is here. Everything here only reshapes; the shared schemas still do all the checking.
 */
import { splitList } from '../../shared/format';
import type { ImageRef } from '../../shared/schemas/common';
import type { LegacyFormat, RecordShape } from '../records/record-descriptor';

/** A multipart (or JSON) body: every value a string, or whatever a JSON client sent. */
export type LegacyFields = Record<string, unknown>;

/** A kind as the legacy contract sees it: its input fields and those of them that are not plain text. */
export interface LegacyShape {
  fields: readonly string[];
  formats: Partial<Record<string, LegacyFormat>>;
}

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

/**
 * A whole number as text, another record's id or a count: "" or "null" is none, digits a number; anything
 * else goes on for the schema to refuse.
 */
function wholeNumberIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' || text === 'null') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

const YES = new Set(['true', '1', 'on']);
const NO = new Set(['false', '0', '']);

/**
 * Yes or no as a form sends it: "true", "1" or "on" (a checked box) is yes; "false", "0" or "" (nothing
 * chosen) is no, in any case. Anything else goes on, for the schema to refuse.
 */
function booleanIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (YES.has(text)) return true;
  return NO.has(text) ? false : value;
}

const READ: Record<LegacyFormat, (value: unknown) => unknown> = {
  text: (value) => value,
  price: priceIn,
  jsonList: jsonListIn,
  commaList: commaListIn,
  coordinate: coordinateIn,
  reference: wholeNumberIn,
  count: wholeNumberIn,
  boolean: booleanIn,
};

/**
 * The record input a write means: the fields sent, read with the legacy rules, over `existing` (PUT is
 * partial: a field not sent keeps its value). Fields the record does not have are ignored.
 */
export function inputFromFields(shape: LegacyShape, fields: LegacyFields, existing: LegacyFields = {}): LegacyFields {
  const input: LegacyFields = { ...existing };
  for (const field of shape.fields) {
    if (fields[field] !== undefined) input[field] = READ[shape.formats[field] ?? 'text'](fields[field]);
  }
  return input;
}

/** Whether the body names at least one field of this kind (unknown fields are ignored, so they do not count). */
export function hasKnownField(shape: LegacyShape, fields: LegacyFields): boolean {
  return shape.fields.some((field) => fields[field] !== undefined);
}

/**
 * The editable part of a stored record, as a base for a partial update: its input fields only, so a
 * fixed output field (lodging's category "penginapan") is never sent back as input.
 */
export function editableOf(shape: LegacyShape, record: LegacyFields): LegacyFields {
  return Object.fromEntries(shape.fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

function imagesOut(images: ImageRef[]) {
  return images.map(({ id, dir }) => ({ id, dir }));
}

/** The legacy output: images as `{id, dir}`; comma-text lists (paket facilities) always a string, "" when empty. */
export function toLegacy(shape: LegacyShape, record: RecordShape): LegacyFields {
  const out: LegacyFields = { ...record };
  for (const [field, format] of Object.entries(shape.formats)) {
    const value = out[field];
    if (format === 'commaList' && Array.isArray(value)) out[field] = value.join(', ');
  }
  if (record.images) out.images = imagesOut(record.images);
  return out;
}
