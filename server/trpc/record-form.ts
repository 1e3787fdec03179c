/**
 * Admin writes with images travel as FormData: `data` (the record as JSON), `translations` (its English
 * texts as JSON, optional: shared/schemas/translation.ts), `images` (files, in order), `imageIds` (JSON
 * list of kept image ids, for reordering without new files), `status` (draft or published), and on
 * updates `id` and `version` (the one the form loaded).
 * The same shared schema checks `data` as everywhere else.
 */
import { z } from 'zod';
import { UPLOAD } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { idSchema, imageOrderSchema } from '../../shared/schemas/common';
import { statusSchema, versionSchema, type DraftSchema, type RecordStatus } from '../../shared/schemas/lifecycle';
import { translationIssuePath, type Translations } from '../../shared/schemas/translation';
import type { ImageChange } from '../modules/media/media.service';

/** A form part holding JSON: its value, or the text itself when it is no JSON (the schema then names it). */
export function parseJsonField(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const numberField = (value: FormDataEntryValue | null) => (typeof value === 'string' ? Number(value) : undefined);
const textField = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

function formToObject(form: FormData) {
  return {
    id: numberField(form.get('id')),
    version: numberField(form.get('version')),
    status: textField(form.get('status')),
    data: parseJsonField(form.get('data')),
    translations: parseJsonField(form.get('translations')),
    images: form.getAll('images'),
    imageIds: parseJsonField(form.get('imageIds')),
  };
}

const filesSchema = z
  .array(z.instanceof(File, { error: messages.imageInvalid }))
  .max(UPLOAD.maxFiles, messages.imageTooMany);

/**
 * A FormData input: `read` takes out its parts, `shape` checks them; field errors keep the paths of what
 * `data` holds (`name`, not `data.name`), as the forms name their fields. The village settings' form uses it too.
 */
export function formInput<T extends z.ZodType>(shape: T, read: (form: FormData) => unknown) {
  return z.instanceof(FormData, { error: messages.invalidInput }).transform(async (form, ctx): Promise<z.output<T>> => {
    const result = await shape.safeParseAsync(read(form));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
}

/** Reads a record's FormData and checks it with `shape`. */
function recordForm<T extends z.ZodType>(shape: T) {
  return formInput(shape, formToObject);
}

/**
 * The record's data, checked as its status asks: a draft needs only its name, publishing (or an update
 * keeping its status) everything (shared/schemas/lifecycle.ts); and its translations, checked alike for
 * both, beside it, so a form hears every problem of both at once. Field errors keep the record's own paths
 * (`name`); a translation's names the field in its language (`description_en`: translationIssuePath).
 */
export function dataByStatus<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>, translations: z.ZodType<Translations>) {
  return async <F extends { status?: RecordStatus | undefined; data: unknown; translations?: unknown }>(
    form: F,
    ctx: z.RefinementCtx,
  ): Promise<Omit<F, 'data' | 'translations'> & { data: Out; translations?: Translations | undefined }> => {
    const [data, texts] = await Promise.all([(form.status === 'draft' ? draft.schema : schema).safeParseAsync(form.data), translations.optional().safeParseAsync(form.translations)]);
    for (const issue of data.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    for (const issue of texts.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: translationIssuePath(issue.path) });
    if (!data.success || !texts.success) return z.NEVER;
    return { ...form, data: data.data, translations: texts.data };
  };
}

/** What every record form holds beside its status: data and translations (checked by dataByStatus), files and the kept image ids. */
const formParts = { data: z.unknown(), translations: z.unknown().optional(), images: filesSchema, imageIds: imageOrderSchema };

/** A new record is published unless the form saves it as a draft. */
export function createForm<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>, translations: z.ZodType<Translations>) {
  return recordForm(z.object({ status: statusSchema.default('published'), ...formParts }).transform(dataByStatus(schema, draft, translations)));
}

/** An update names the version it was made over; without `status` the record keeps its own, without `translations` its texts in other languages. */
export function updateForm<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>, translations: z.ZodType<Translations>) {
  return recordForm(
    z.object({ id: idSchema, version: versionSchema, status: statusSchema.optional(), ...formParts }).transform(dataByStatus(schema, draft, translations)),
  );
}

/** A parsed admin form: the record's data, status and translations, its new files and the kept image ids. */
export interface RecordFormInput<Data> {
  status?: RecordStatus | undefined;
  data: Data;
  translations?: Translations | undefined;
  images: File[];
  imageIds?: number[] | undefined;
}

/** The files go as they are: each is read when its turn in the image queue comes, not all at once here. */
export function toImageChange(input: Omit<RecordFormInput<unknown>, 'data'>): ImageChange {
  return { files: input.images, keepIds: input.imageIds };
}
