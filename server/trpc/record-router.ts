/**
 * The router of a kind of record, made from its descriptor (STYLE.md §3): public `list` and `byId`, each in
 * Indonesian or, asked with `locale`, in English (shared/schemas/translation.ts); for editors and admins
 * `adminList`, `adminById` (drafts too, with each record's status, version and translations), `create`,
 * `update` and `delete` (to the trash). Kinds with images take the admin form's FormData (record-form.ts)
 * on the upload allowance; kinds without take the record as JSON.
 *
 * tRPC cannot work out what a parser returns while the parser is a type parameter, so inside these
 * factories each input is named as what its schema returns (`as`); callers see the exact types, as if
 * each router were written out by hand.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale';
import { byIdInput, idSchema } from '../../shared/schemas/common';
import { draftOf, type ListFilterSchema, type RecordDescriptor, type RecordTypes } from '../records/record-descriptor';
import { adminListInput, statusSchema, versionSchema, type RecordStatus } from '../../shared/schemas/lifecycle';
import { localeSchema, localizedByIdInput, translationsInput, type Translations } from '../../shared/schemas/translation';
import { mayPreviewDrafts } from '../modules/auth/auth.service';
import { NO_IMAGE_CHANGE } from '../modules/media/media.service';
import {
  createRecord,
  deleteRecord,
  getRecord,
  getRecordWithMeta,
  listRecords,
  listRecordsWithMeta,
  previewRecord,
  updateRecord,
} from '../records/record.service';
import { contentProcedure, imageUploadProcedure, publicProcedure, router } from './init';
import { createForm, dataByStatus, toImageChange, updateForm, type RecordFormInput } from './record-form';

type Data<R extends RecordTypes> = z.output<R['schema']>;

/** What the public list is sent: its kind's filter as before, with the language beside it (`{ locale: 'en' }`). */
type ListInput<In> = [In] extends [void] ? { locale?: Locale | undefined } | void : (NonNullable<In> & { locale?: Locale | undefined }) | undefined;

/**
 * The public list's input: the kind's filter, read as it always was (a list without one ignores what it is
 * sent), and the language, Indonesian unless named.
 */
function listInput<F extends ListFilterSchema>(filter: F) {
  return z.custom<ListInput<z.input<F>>>().transform(async (input, ctx) => {
    const asked = typeof input === 'object' && input !== null && 'locale' in input ? input.locale : undefined;
    const [locale, filtered] = await Promise.all([localeSchema.optional().safeParseAsync(asked), filter.safeParseAsync(input)]);
    for (const issue of locale.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['locale'] });
    for (const issue of filtered.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (!locale.success || !filtered.success) return z.NEVER;
    return { filter: filtered.data as z.output<F>, locale: locale.data ?? DEFAULT_LOCALE };
  });
}

/** The procedures every kind has alike. */
function everyKind<R extends RecordTypes>(d: RecordDescriptor<R>) {
  return {
    list: publicProcedure.input(listInput(d.listFilter)).query(({ ctx, input }) => listRecords(ctx.db, d, input.filter, input.locale)),
    /** Published records; a signed-in editor also opens drafts, marked `draft: true` (the preview). */
    byId: publicProcedure
      .input(localizedByIdInput)
      .query(({ ctx, input }) =>
        mayPreviewDrafts(ctx.actor) ? previewRecord(ctx.db, d, input.id, input.locale) : getRecord(ctx.db, d, input.id, 'published', input.locale),
      ),
    adminList: contentProcedure.input(adminListInput).query(({ ctx, input }) => listRecordsWithMeta(ctx.db, d, input)),
    adminById: contentProcedure.input(byIdInput).query(({ ctx, input }) => getRecordWithMeta(ctx.db, d, input.id)),
    /** Moves the record to the trash (trash.restore brings it back). */
    delete: contentProcedure.input(byIdInput).mutation(({ ctx, input }) => deleteRecord(ctx.db, d, input.id)),
  };
}

function withImages<R extends RecordTypes>(d: RecordDescriptor<R>) {
  const translations = translationsInput(d.translated);
  return router({
    ...everyKind(d),
    create: imageUploadProcedure.input(createForm(d.schema, draftOf(d), translations)).mutation(({ ctx, input }) => {
      const form = input as RecordFormInput<Data<R>>;
      return createRecord(ctx.db, d, form.data, toImageChange(form), { status: form.status, translations: form.translations });
    }),
    update: imageUploadProcedure.input(updateForm(d.schema, draftOf(d), translations)).mutation(({ ctx, input }) => {
      const form = input as RecordFormInput<Data<R>> & { id: number; version: number };
      return updateRecord(ctx.db, d, form.id, form.data, toImageChange(form), { status: form.status, expectedVersion: form.version, translations: form.translations });
    }),
  });
}

/**
 * Without images the record is sent as JSON: `create` as `{status, data, translations}`, `update` as
 * `{id, version, status, data, translations}`.
 */
function withoutImages<R extends RecordTypes>(d: RecordDescriptor<R>) {
  const checked = dataByStatus(d.schema, draftOf(d), translationsInput(d.translated));
  const parts = { data: z.unknown(), translations: z.custom<Translations>().optional() };
  const createInput = z.object({ status: statusSchema.default('published'), ...parts }).transform(checked);
  const updateInput = z.object({ id: idSchema, version: versionSchema, status: statusSchema.optional(), ...parts }).transform(checked);
  type Saved = { status?: RecordStatus; data: Data<R>; translations?: Translations | undefined };
  return router({
    ...everyKind(d),
    create: contentProcedure.input(createInput).mutation(({ ctx, input }) => {
      const { data, ...options } = input as Saved;
      return createRecord(ctx.db, d, data, NO_IMAGE_CHANGE, options);
    }),
    update: contentProcedure.input(updateInput).mutation(({ ctx, input }) => {
      const { id, version, data, ...options } = input as Saved & { id: number; version: number };
      return updateRecord(ctx.db, d, id, data, NO_IMAGE_CHANGE, { ...options, expectedVersion: version });
    }),
  });
}

/** The router a descriptor makes: with FormData writes when its records carry images, JSON ones otherwise. */
export type RecordRouter<D> =
  D extends RecordDescriptor<infer R> ? (R['images'] extends true ? ReturnType<typeof withImages<R>> : ReturnType<typeof withoutImages<R>>) : never;

export function recordRouter<R extends RecordTypes>(d: RecordDescriptor<R>): RecordRouter<RecordDescriptor<R>> {
  return (d.images ? withImages(d) : withoutImages(d)) as RecordRouter<RecordDescriptor<R>>;
}

/** One router per kind of record, under the kind's name (`paket.list`), each made from its descriptor. */
export function recordRouters<T extends Record<string, RecordDescriptor<RecordTypes>>>(descriptors: T): { [K in keyof T]: RecordRouter<T[K]> } {
  return Object.fromEntries(Object.entries(descriptors).map(([kind, d]) => [kind, recordRouter(d)])) as { [K in keyof T]: RecordRouter<T[K]> };
}
