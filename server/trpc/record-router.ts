/**
 * The router of a kind of record, made from its descriptor (STYLE.md §3): public `list` and `byId`;
 * for editors and admins `adminList`, `adminById` (drafts too, with each record's status and version),
 * `create`, `update` and `delete` (to the trash). Kinds with images take the admin form's FormData (record-form.ts)
 * on the upload allowance; kinds without take the record as JSON.
 *
 * tRPC cannot work out what a parser returns while the parser is a type parameter, so inside these
 * factories each input is named as what its schema returns (`as`); callers see the exact types, as if
 * each router were written out by hand.
 */
import { z } from 'zod';
import { byIdInput, idSchema } from '../../shared/schemas/common';
import { draftOf, type RecordDescriptor, type RecordTypes } from '../records/record-descriptor';
import { adminListInput, statusSchema, versionSchema, type RecordStatus } from '../../shared/schemas/lifecycle';
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

/** The procedures every kind has alike. */
function everyKind<R extends RecordTypes>(d: RecordDescriptor<R>) {
  return {
    list: publicProcedure.input(d.listFilter).query(({ ctx, input }) => listRecords(ctx.db, d, input as z.output<R['filter']>)),
    /** Published records; a signed-in editor also opens drafts, marked `draft: true` (the preview). */
    byId: publicProcedure
      .input(byIdInput)
      .query(({ ctx, input }): Promise<R['out'] & { draft?: true }> =>
        mayPreviewDrafts(ctx.actor) ? previewRecord(ctx.db, d, input.id) : getRecord(ctx.db, d, input.id),
      ),
    adminList: contentProcedure.input(adminListInput).query(({ ctx, input }) => listRecordsWithMeta(ctx.db, d, input?.status)),
    adminById: contentProcedure.input(byIdInput).query(({ ctx, input }) => getRecordWithMeta(ctx.db, d, input.id)),
    /** Moves the record to the trash (trash.restore brings it back). */
    delete: contentProcedure.input(byIdInput).mutation(({ ctx, input }) => deleteRecord(ctx.db, d, input.id)),
  };
}

function withImages<R extends RecordTypes>(d: RecordDescriptor<R>) {
  return router({
    ...everyKind(d),
    create: imageUploadProcedure.input(createForm(d.schema, draftOf(d))).mutation(({ ctx, input }) => {
      const form = input as RecordFormInput<Data<R>>;
      return createRecord(ctx.db, d, form.data, toImageChange(form), { status: form.status });
    }),
    update: imageUploadProcedure.input(updateForm(d.schema, draftOf(d))).mutation(({ ctx, input }) => {
      const form = input as RecordFormInput<Data<R>> & { id: number; version: number };
      return updateRecord(ctx.db, d, form.id, form.data, toImageChange(form), { status: form.status, expectedVersion: form.version });
    }),
  });
}

/** Without images the record is sent as JSON: `create` as `{status, data}`, `update` as `{id, version, status, data}`. */
function withoutImages<R extends RecordTypes>(d: RecordDescriptor<R>) {
  const checked = dataByStatus(d.schema, draftOf(d));
  const createInput = z.object({ status: statusSchema.default('published'), data: z.unknown() }).transform(checked);
  const updateInput = z.object({ id: idSchema, version: versionSchema, status: statusSchema.optional(), data: z.unknown() }).transform(checked);
  return router({
    ...everyKind(d),
    create: contentProcedure.input(createInput).mutation(({ ctx, input }) => {
      const { status, data } = input as { status: RecordStatus; data: Data<R> };
      return createRecord(ctx.db, d, data, NO_IMAGE_CHANGE, { status });
    }),
    update: contentProcedure.input(updateInput).mutation(({ ctx, input }) => {
      const { id, version, status, data } = input as { id: number; version: number; status?: RecordStatus; data: Data<R> };
      return updateRecord(ctx.db, d, id, data, NO_IMAGE_CHANGE, { status, expectedVersion: version });
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
