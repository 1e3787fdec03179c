/**
 * A kind of record as one declaration (STYLE.md §3, after Ghost's API layer): its table and columns, the
 * shared schema its writes obey, how a row becomes the API shape, its catalogue messages, whether it has
 * images, its public page and its legacy REST names. The record repository, service, tRPC router and
 * REST resources are made from it, so what is special about a kind is written here and nowhere else.
 */
import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import type { DetailPage, RecordKind } from '../../shared/constants';
import type { MessageKey } from '../../shared/messages';
import type { ImageRef } from '../../shared/schemas/common';
import { draftInput, type DraftSchema } from '../../shared/schemas/lifecycle';
import type { TranslatableField } from '../../shared/schemas/translation';
import type { Database, RecordTable } from '../db/schema';

/**
 * What every record's API shape has; detail pages also read description and images. A type, not an
 * interface, so a record can be read field by field (as `Record<string, unknown>`) where kinds are alike.
 */
export type RecordShape = {
  id: number;
  name: string;
  description?: string;
  images?: ImageRef[];
};

export interface RecordMessages {
  notFound: MessageKey;
  created: MessageKey;
  updated: MessageKey;
  deleted: MessageKey;
}

/**
 * How a field travels in the legacy contract (DESIGN.md §4), where every field is sent as text;
 * server/rest/legacy-mapper.ts reads and writes each: `text` as sent, `price` ("" is 0), `jsonList`
 * (a JSON array inside a string), `commaList` (comma text, in and out: paket facilities), `coordinate`
 * (a number), `reference` (another record's id; "" is none), `count` (a whole number; "" is none), `boolean` (yes or no as text: "true", "1", "on"
 * or "false", "0", "").
 */
export type LegacyFormat = 'text' | 'price' | 'jsonList' | 'commaList' | 'coordinate' | 'reference' | 'count' | 'boolean';

/** A `/api/data/<type>` name of the kind. An alias (umkm) fixes fields and has its own messages. */
export interface LegacyType<Filter> {
  fixed?: Filter;
  messages?: Omit<RecordMessages, 'notFound'>;
}

/** Filters on the public list, by column; `undefined` lists every record. */
export type ListFilterSchema = z.ZodType<Record<string, unknown> | undefined>;

/** A public list without a filter ignores whatever input it is sent, as tRPC does for a procedure without input. */
export const UNFILTERED = z.custom<void>().transform(() => undefined);

/** Column values of one record, written by insert and update. */
export type RowValues = Record<string, unknown>;

/** The types one kind is made of: its name, its row as read, its shared schema, its API shape, its list filter. */
export interface RecordTypes {
  kind: RecordKind;
  row: { id: number };
  schema: z.ZodObject;
  out: RecordShape;
  filter: ListFilterSchema;
  images: boolean;
}

export interface RecordDescriptor<R extends RecordTypes> {
  /** Its name among RECORD_KINDS: the tRPC router's (`attraction.list`) and the read cache's. */
  kind: R['kind'];
  table: RecordTable;
  /** The columns read, by name (STYLE.md §6); defineRecord checks them against the table. */
  columns: readonly string[];
  /** The shared schema every write is parsed with (admin forms, tRPC and REST alike); its fields are the record's inputs. */
  schema: R['schema'];
  /**
   * Its descriptive free-text fields, each with an English version beside the Indonesian (shared/schemas/
   * translation.ts): the list beside its shared schema (`attractionTranslated`), which the admin form reads too.
   */
  translated: readonly TranslatableField[];
  /** Its drafts' check, when a draft needs more than its name (shared/schemas/lifecycle.ts, `draftInput`). */
  draft?: DraftSchema<z.output<R['schema']>>;
  /** What the public list may be asked for. */
  listFilter: R['filter'];
  /** Whether records carry images (stored by the media module, owned by this table). */
  images: R['images'];
  messages: RecordMessages;
  toRow(data: z.output<R['schema']>): RowValues;
  toApi(row: R['row'], images: ImageRef[]): R['out'];
  /** Fields toApi adds beyond the schema's, `id` and `images` (lodging's fixed category), for the API reference. */
  apiFields?: z.ZodObject;
  /** The public detail page `<path>/<id>`, the list page it is shown on, and its schema.org type (sitemap, link previews). */
  page?: DetailPage;
  /** Legacy REST names, and the fields that do not travel there as plain text; kinds without it have no REST type. */
  legacy?: {
    types: Record<string, LegacyType<z.output<R['filter']>>>;
    formats: Partial<Record<keyof z.input<R['schema']> & string, LegacyFormat>>;
  };
}

/** Any descriptor, seen without its own types: what code that treats every kind alike works with. */
export type AnyRecordDescriptor = RecordDescriptor<RecordTypes>;

type RowOf<T extends RecordTable, C extends keyof Selectable<Database[T]>> = Pick<Selectable<Database[T]>, C> & { id: number };

interface Declared<K extends RecordKind, T extends RecordTable, C extends keyof Selectable<Database[T]> & string, S extends z.ZodObject, Out extends RecordShape, F extends ListFilterSchema, Images extends boolean> {
  kind: K;
  row: RowOf<T, C>;
  schema: S;
  out: Out;
  filter: F;
  images: Images;
}

/** A descriptor as a kind declares it: columns and row mapping checked against the table's own types. */
type Declaration<K extends RecordKind, T extends RecordTable, C extends keyof Selectable<Database[T]> & string, S extends z.ZodObject, Out extends RecordShape, F extends ListFilterSchema, Images extends boolean> = Omit<
  RecordDescriptor<Declared<K, T, C, S, Out, F, Images>>,
  'table' | 'columns' | 'translated' | 'toRow'
> & {
  table: T;
  /** `id` first: every record is read with its id. */
  columns: readonly ['id', ...C[]];
  /** Fields of its schema and of its API shape alike, read by their names in both. */
  translated: readonly (keyof z.input<S> & C & TranslatableField)[];
  toRow(data: z.output<S>): Insertable<Database[T]>;
};

export function defineRecord<
  K extends RecordKind,
  T extends RecordTable,
  const C extends keyof Selectable<Database[T]> & string,
  S extends z.ZodObject,
  Out extends RecordShape,
  F extends z.ZodType<Partial<RowOf<T, C>> | undefined>,
  Images extends boolean,
>(declaration: Declaration<K, T, C, S, Out, F, Images>): RecordDescriptor<Declared<K, T, C, S, Out, F, Images>> {
  return declaration;
}

/** A kind's draft check: its own, or its name alone (docs/decisions/0015). */
export function draftOf<R extends RecordTypes>(d: RecordDescriptor<R>): DraftSchema<z.output<R['schema']>> {
  return d.draft ?? draftInput(d.schema);
}
