/**
 * Admin writes with images travel as FormData: `data` (the record as JSON), `images` (files, in order),
 * `imageIds` (JSON list of kept image ids, for reordering without new files), `status` (draft or
 * published), and on updates `id` and `version` (the one the form loaded).
 * The same shared schema checks `data` as everywhere else.
 */
import { z } from 'zod';
import { UPLOAD } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { idSchema, imageOrderSchema } from '../../shared/schemas/common';
import { statusSchema, versionSchema, type DraftSchema, type RecordStatus } from '../../shared/schemas/lifecycle';
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
 * keeping its status) everything (shared/schemas/lifecycle.ts). Field errors keep the record's own paths.
 */
export function dataByStatus<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>) {
  return async <F extends { status?: RecordStatus | undefined; data: unknown }>(form: F, ctx: z.RefinementCtx): Promise<Omit<F, 'data'> & { data: Out }> => {
    const result = await (form.status === 'draft' ? draft.schema : schema).safeParseAsync(form.data);
    if (result.success) return { ...form, data: result.data };
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

/** A new record is published unless the form saves it as a draft. */
export function createForm<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>) {
  return recordForm(
    z.object({ status: statusSchema.default('published'), data: z.unknown(), images: filesSchema, imageIds: imageOrderSchema }).transform(dataByStatus(schema, draft)),
  );
}

/** An update names the version it was made over; without `status` the record keeps its own. */
export function updateForm<Out>(schema: z.ZodType<Out>, draft: DraftSchema<Out>) {
  return recordForm(
    z
      .object({ id: idSchema, version: versionSchema, status: statusSchema.optional(), data: z.unknown(), images: filesSchema, imageIds: imageOrderSchema })
      .transform(dataByStatus(schema, draft)),
  );
}

/** A parsed admin form: the record's data and status, its new files and the kept image ids. */
export interface RecordFormInput<Data> {
  status?: RecordStatus | undefined;
  data: Data;
  images: File[];
  imageIds?: number[] | undefined;
}

/** The files go as they are: each is read when its turn in the image queue comes, not all at once here. */
export function toImageChange(input: Omit<RecordFormInput<unknown>, 'data'>): ImageChange {
  return { files: input.images, keepIds: input.imageIds };
}
