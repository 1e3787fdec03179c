/**
 * JSON Schemas (draft 2020-12, the dialect of OpenAPI 3.1) of the legacy bodies (DESIGN.md §4), made from
 * a kind's descriptor: its shared zod schema through z.toJSONSchema, each field then read with the legacy
 * format legacy-mapper.ts gives it. A new kind, field or limit documents itself.
 */
import { z } from 'zod';
import { UPLOAD } from '../../shared/constants';
import { apiReferenceMessages as reference } from '../../shared/messages';
import type { AnyRecordDescriptor, LegacyFormat } from '../records/record-descriptor';

export type JsonSchema = { [key: string]: unknown };

/** The fields an alias fixes (umkm's category): never sent, always this value. */
export type FixedFields = Record<string, unknown>;

interface Fields {
  properties: Record<string, JsonSchema>;
  required: string[];
}

function fieldsOf(schema: z.ZodObject): Fields {
  const json = z.toJSONSchema(schema, { io: 'input' });
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: json.required ?? [] };
}

/** What a client may send: the schema's fields, less those the alias fixes. */
function inputFields(schema: z.ZodObject, fixed: FixedFields = {}): Fields {
  const { properties, required } = fieldsOf(schema);
  const sent = (field: string) => !Object.hasOwn(fixed, field);
  return {
    properties: Object.fromEntries(Object.entries(properties).filter(([field]) => sent(field))),
    required: required.filter(sent),
  };
}

const NUMBER_TEXT = '^\\s*-?\\d+(\\.\\d+)?\\s*$';

/** How each legacy format travels as text (legacy-mapper.ts reads it back). */
const TEXT_FORMS: Record<Exclude<LegacyFormat, 'text'>, JsonSchema> = {
  price: { type: 'string', pattern: '^\\s*\\d{0,12}\\s*$', description: reference.priceText, examples: ['15000'] },
  jsonList: { type: 'string', description: reference.jsonListText, examples: ['["Parkir","Toilet"]'] },
  commaList: { type: 'string', description: reference.commaListText, examples: ['Makan siang, Pemandu'] },
  coordinate: { type: 'string', pattern: NUMBER_TEXT, description: reference.coordinateText, examples: ['-6.61598'] },
  reference: { type: 'string', pattern: '^\\s*(\\d{1,9}|null)?\\s*$', description: reference.referenceText, examples: ['3'] },
  count: { type: 'string', pattern: '^\\s*(\\d{1,9}|null)?\\s*$', description: reference.countText, examples: ['4'] },
  boolean: { type: 'string', pattern: '^\\s*(true|false|on|1|0)?\\s*$', description: reference.booleanText, examples: ['true'] },
};

function textForm(field: JsonSchema, format: LegacyFormat): JsonSchema {
  if (format !== 'text') return TEXT_FORMS[format];
  return field.type === 'string' ? field : { type: 'string' };
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function mapFields(fields: Fields, each: (field: JsonSchema, name: string) => JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(fields.properties).map(([name, field]) => [name, each(field, name)]));
}

/** A legacy type's record as the contract sends and receives it. */
export interface LegacyKind {
  d: AnyRecordDescriptor;
  fixed: FixedFields | undefined;
}

function formatOf({ d }: LegacyKind, field: string): LegacyFormat {
  return d.legacy?.formats[field as never] ?? 'text';
}

const IMAGE_FILES: JsonSchema = {
  type: 'array',
  maxItems: UPLOAD.maxFiles,
  items: { type: 'string', format: 'binary', contentMediaType: 'image/*' },
  description: reference.images.replace('{n}', String(UPLOAD.maxFiles)).replace('{mb}', String(UPLOAD.maxFileBytes / 1024 / 1024)),
};

/**
 * A write as a form: every field text, images as repeated `images` files when the kind has images.
 * `required` only for a create: PUT is partial.
 */
export function formSchema(kind: LegacyKind, options: { create: boolean; files: boolean }): JsonSchema {
  const fields = inputFields(kind.d.schema, kind.fixed);
  const properties = mapFields(fields, (field, name) => textForm(field, formatOf(kind, name)));
  if (options.files && kind.d.images) properties.images = IMAGE_FILES;
  return objectSchema(properties, options.create ? fields.required : []);
}

/** A write as JSON: each field as the shared schema takes it, or as its legacy text. */
export function jsonSchema(kind: LegacyKind, options: { create: boolean }): JsonSchema {
  const fields = inputFields(kind.d.schema, kind.fixed);
  const properties = mapFields(fields, (field, name) => {
    const format = formatOf(kind, name);
    return format === 'text' ? field : { anyOf: [field, TEXT_FORMS[format]] };
  });
  return objectSchema(properties, options.create ? fields.required : []);
}

/** A plain object body (login) in JSON and form alike. */
export function plainSchema(schema: z.ZodObject): JsonSchema {
  const fields = inputFields(schema);
  return objectSchema(fields.properties, fields.required);
}

const IMAGE_LIST: JsonSchema = {
  type: 'array',
  description: reference.imageList,
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, dir: { type: 'string', pattern: '^[0-9a-f]{16}\\.webp$' } },
    required: ['id', 'dir'],
    additionalProperties: false,
  },
};

function outputField(kind: LegacyKind, field: JsonSchema, name: string): JsonSchema {
  if (kind.fixed && Object.hasOwn(kind.fixed, name)) return { const: kind.fixed[name] };
  if (formatOf(kind, name) === 'commaList') return { type: 'string', description: reference.commaListText };
  const { default: _default, ...output } = field;
  return output;
}

/** A record as the legacy routes send it: every field present (extra fields allowed, DESIGN.md §4). */
export function recordSchema(kind: LegacyKind): JsonSchema {
  const { d } = kind;
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer', minimum: 1 },
    ...mapFields(fieldsOf(d.schema), (field, name) => outputField(kind, field, name)),
    ...(d.apiFields ? fieldsOf(d.apiFields).properties : {}),
    ...(d.images ? { images: IMAGE_LIST } : {}),
  };
  return objectSchema(properties, Object.keys(properties));
}
