/**
 * A record's life (issue: drafts, trash, no silent overwrite), on both databases: what visitors, the legacy
 * REST API, the sitemap and the admin each see of drafts and of the trash; a save made over a newer version
 * refused with who made that one; the trash restored with images, purged by hand and after 30 days.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { message, messages } from '../../shared/messages';
import { TRASH_RETENTION_DAYS } from '../../shared/schemas/lifecycle';
import { formatVillageDateTime } from '../../shared/village-time';
import { listAudit } from '../modules/audit/audit.service';
import { databases } from '../test-support/db';
import { jpeg, multipart, validData, validFields } from '../test-support/fixtures';
import { ADMIN, useTestServer, type JsonObject } from '../test-support/http';
import { expectTrpcError, firstIssue, recordForm } from '../test-support/trpc';
import { createInnerContext } from '../trpc/context';
import { createCaller } from '../trpc/router';
import { draftOf } from './record-descriptor';
import { RECORD_DESCRIPTORS } from './record-kinds';
import { purgeExpiredTrash } from './trash.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A kind's saves, seen through one type: FormData for kinds with images, JSON for the others. */
interface SaveProcedures {
  create(input: unknown): Promise<{ id: number; name: string }>;
  update(input: unknown): Promise<{ id: number; name: string }>;
  adminById(input: { id: number }): Promise<{ meta: { status: string; version: number } }>;
}

describe.each(databases)('record life (%s)', (kind) => {
  const t = useTestServer(kind);
  const callers = async () => {
    const user = await t.server.db.selectFrom('admin_user').select(['id', 'role']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    return {
      admin: createCaller(createInnerContext(t.server.db, { id: user.id, role: user.role, mustChangePassword: false })),
      /** The same account before it replaced a temporary password. */
      temporary: createCaller(createInnerContext(t.server.db, { id: user.id, role: user.role, mustChangePassword: true })),
      anonymous: createCaller(createInnerContext(t.server.db, null)),
    };
  };
  const adminName = async () => {
    const user = await t.server.db.selectFrom('admin_user').select(['name', 'email']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    return user.name || user.email;
  };
  const restGet = (path: string) => t.server.call<JsonObject & JsonObject[]>('GET', path);
  const newestAudit = async (count: number) => (await listAudit(t.server.db, {}, 1, count)).rows;

  it('a draft is seen by the admin and its preview only; publishing shows it everywhere, and is logged', async () => {
    const { admin, anonymous, temporary } = await callers();
    const draft = await admin.attraction.create(recordForm({ ...validData.attraction, name: 'Draf Pantai' }, { status: 'draft' }));
    expect((await newestAudit(1))[0]).toMatchObject({ action: 'create', recordId: draft.id, changes: { status: [null, 'draft'] } });
    // Hidden from visitors: tRPC, the legacy API, the sitemap.
    expect((await anonymous.attraction.list()).map((record) => record.id)).not.toContain(draft.id);
    await expectTrpcError(anonymous.attraction.byId({ id: draft.id }), 'NOT_FOUND', messages.attractionNotFound);
    expect((await restGet('/api/data/attraction')).body.map((record) => record.id)).not.toContain(draft.id);
    expect((await restGet(`/api/data/attraction/${draft.id}`)).status).toBe(404);
    expect((await t.server.call('GET', '/sitemap.xml')).text).not.toContain(`/attraction/${draft.id}<`);
    // Seen by the admin: in its list with its life, and at its public address marked as a draft.
    const listed = (await admin.attraction.adminList({ status: 'draft' })).find((record) => record.id === draft.id);
    expect(listed?.meta).toMatchObject({ status: 'draft', version: 1, updatedBy: await adminName() });
    expect((await admin.attraction.adminList({ status: 'published' })).map((record) => record.id)).not.toContain(draft.id);
    expect(await admin.attraction.byId({ id: draft.id })).toMatchObject({ id: draft.id, draft: true });
    await expectTrpcError(temporary.attraction.byId({ id: draft.id }), 'NOT_FOUND');
    // Published: everywhere, with no draft mark; the log has the publish.
    await admin.attraction.update(recordForm({ ...validData.attraction, name: 'Draf Pantai' }, { id: draft.id, version: 1, status: 'published' }));
    expect(await anonymous.attraction.byId({ id: draft.id })).not.toHaveProperty('draft');
    expect(await admin.attraction.byId({ id: draft.id })).not.toHaveProperty('draft');
    expect((await restGet(`/api/data/attraction/${draft.id}`)).status).toBe(200);
    expect((await t.server.call('GET', '/sitemap.xml')).text).toContain(`/attraction/${draft.id}<`);
    expect((await newestAudit(1))[0]).toMatchObject({ action: 'publish', kind: 'attraction', recordId: draft.id });
    // And back to a draft: hidden again.
    await admin.attraction.update(recordForm({ ...validData.attraction, name: 'Draf Pantai' }, { id: draft.id, version: 2, status: 'draft' }));
    expect((await restGet(`/api/data/attraction/${draft.id}`)).status).toBe(404);
    expect((await newestAudit(1))[0]).toMatchObject({ action: 'unpublish', recordId: draft.id });
  });

  it('a draft needs only its name (an event its start too, a map point its coordinates); publishing needs everything', async () => {
    const { admin } = await callers();
    for (const d of RECORD_DESCRIPTORS) {
      const complete: Record<string, unknown> = validData[d.kind];
      const least = Object.fromEntries(draftOf(d).needs.map((field) => [field, complete[field]]));
      const procedures = admin[d.kind] as unknown as SaveProcedures;
      // Kinds with images send FormData, the others JSON (record-router.ts).
      const input = (data: unknown, options: { id?: number; version?: number; status: 'draft' | 'published' }) =>
        d.images ? recordForm(data, options) : { ...options, data };
      const refusal = await expectTrpcError(procedures.create(input({ ...least, name: '' }, { status: 'draft' })), 'BAD_REQUEST');
      expect(firstIssue(refusal).path, d.kind).toEqual(['name']);
      await expectTrpcError(procedures.create(input(least, { status: 'published' })), 'BAD_REQUEST');

      const draft = await procedures.create(input(least, { status: 'draft' }));
      expect((await procedures.adminById({ id: draft.id })).meta, d.kind).toMatchObject({ status: 'draft', version: 1 });
      await expectTrpcError(procedures.update(input(least, { id: draft.id, version: 1, status: 'published' })), 'BAD_REQUEST');
      const published = await procedures.update(input(complete, { id: draft.id, version: 1, status: 'published' }));
      expect(published, d.kind).toMatchObject({ id: draft.id, name: complete.name });
      expect((await procedures.adminById({ id: draft.id })).meta.status, d.kind).toBe('published');
    }
    // A rule across fields holds for a draft too: a lowest price above the highest left empty (0) is refused.
    const range = await expectTrpcError(admin.kuliner.create(recordForm({ name: 'Sate Draf', price_min: 5000 }, { status: 'draft' })), 'BAD_REQUEST');
    expect(firstIssue(range)).toEqual({ message: messages.priceRangeInvalid, path: ['price_max'] });
  });

  it('the legacy API publishes what it creates, edits a draft without publishing it, and sees no trash', async () => {
    const { admin } = await callers();
    const created = await t.server.call('POST', '/api/data/paket', { token: t.token, form: multipart(validFields.paket) });
    expect((await admin.paket.adminById({ id: Number(created.body.id) })).meta.status).toBe('published');
    const draft = await admin.paket.create(recordForm(validData.paket, { status: 'draft' }));
    const edited = await t.server.call('PUT', `/api/data/paket/${draft.id}`, { token: t.token, form: multipart({ name: 'Diubah Lewat REST' }) });
    expect(edited.status).toBe(200);
    expect((await admin.paket.adminById({ id: draft.id })).meta).toMatchObject({ status: 'draft', version: 2 });
    await t.server.call('DELETE', `/api/data/paket/${draft.id}`, { token: t.token });
    expect((await restGet(`/api/data/paket/${draft.id}`)).status).toBe(404);
    expect((await t.server.call('PUT', `/api/data/paket/${draft.id}`, { token: t.token, form: multipart({ name: 'x' }) })).status).toBe(404);
    expect((await t.server.call('DELETE', `/api/data/paket/${draft.id}`, { token: t.token })).status).toBe(404);
  });

  it('a save over a newer version is refused with 409 and who saved it when; nothing of it is written or logged', async () => {
    const { admin } = await callers();
    const created = await admin.facility.create(recordForm(validData.facility));
    await admin.facility.update(recordForm({ ...validData.facility, name: 'Pertama' }, { id: created.id, version: 1 }));
    const logged = (await listAudit(t.server.db, {}, 1, 1)).total;
    const stored = await admin.facility.adminById({ id: created.id });
    const stale = t.server.call<{ error: { message: string; data: { httpStatus: number } } }>('POST', '/trpc/facility.update', {
      token: t.token,
      form: recordForm({ ...validData.facility, name: 'Kedua' }, { id: created.id, version: 1 }),
    });
    const answer = await stale;
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(message('recordConflict', { nama: stored.meta.updatedBy ?? '', waktu: formatVillageDateTime(stored.meta.updatedAt) }));
    expect((await admin.facility.adminById({ id: created.id })).name).toBe('Pertama');
    expect((await listAudit(t.server.db, {}, 1, 1)).total).toBe(logged);
    // Two saves made over the same version at once: one lands, the other is refused.
    const both = await Promise.allSettled(
      ['A', 'B'].map((name) => admin.facility.update(recordForm({ ...validData.facility, name }, { id: created.id, version: 2 }))),
    );
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await admin.facility.adminById({ id: created.id })).meta.version).toBe(3);
    // The map's JSON form names its version too.
    const place = await admin.mapLocation.create({ data: validData.mapLocation });
    await admin.mapLocation.update({ id: place.id, version: 1, data: { ...validData.mapLocation, name: 'Baru' } });
    await expectTrpcError(admin.mapLocation.update({ id: place.id, version: 1, data: validData.mapLocation }), 'CONFLICT');
  });

  it('delete moves to the trash; restore brings the record back with its images; purge deletes it for good', async () => {
    const { admin, anonymous } = await callers();
    const created = await admin.accommodation.create(recordForm(validData.accommodation, { images: [await jpeg(), await jpeg(12, 12)] }));
    await admin.accommodation.delete({ id: created.id });
    await expectTrpcError(anonymous.accommodation.byId({ id: created.id }), 'NOT_FOUND');
    expect((await admin.accommodation.adminList()).map((record) => record.id)).not.toContain(created.id);
    const [item] = (await admin.trash.list()).filter((entry) => entry.id === created.id && entry.kind === 'accommodation');
    expect(item).toMatchObject({ name: created.name, deletedBy: await adminName(), deletedAt: expect.any(String) });
    await admin.trash.restore({ kind: 'accommodation', id: created.id });
    expect((await anonymous.accommodation.byId({ id: created.id })).images).toEqual(created.images);
    await expectTrpcError(admin.trash.restore({ kind: 'accommodation', id: created.id }), 'NOT_FOUND', messages.trashNotFound);
    await expectTrpcError(admin.trash.purge({ kind: 'accommodation', id: created.id }), 'NOT_FOUND', messages.trashNotFound);
    await admin.accommodation.delete({ id: created.id });
    await admin.trash.purge({ kind: 'accommodation', id: created.id });
    expect((await admin.trash.list()).some((entry) => entry.id === created.id && entry.kind === 'accommodation')).toBe(false);
    expect(await t.server.db.selectFrom('image').select('id').where('owner_type', '=', 'accommodation').where('owner_id', '=', created.id).execute()).toEqual([]);
    const actions = (await newestAudit(4)).map((row) => row.action);
    expect(actions).toEqual(['purge', 'delete', 'restore', 'delete']);
  });

  it(`records in the trash longer than ${TRASH_RETENTION_DAYS} days are deleted for good; younger ones stay`, async () => {
    const { admin } = await callers();
    const [old, young] = await Promise.all([admin.event.create(recordForm(validData.event)), admin.event.create(recordForm(validData.event))]);
    await admin.event.delete({ id: old.id });
    await admin.event.delete({ id: young.id });
    const trashedAgo = (id: number, days: number) =>
      t.server.db.updateTable('event').set({ deleted_at: sql<Date>`now() - make_interval(days => ${days})` }).where('id', '=', id).execute();
    await trashedAgo(old.id, TRASH_RETENTION_DAYS + 1);
    await trashedAgo(young.id, TRASH_RETENTION_DAYS - 1);
    expect(await purgeExpiredTrash(t.server.db)).toBe(1);
    const left = (await admin.trash.list()).filter((entry) => entry.kind === 'event').map((entry) => entry.id);
    expect(left).toContain(young.id);
    expect(left).not.toContain(old.id);
    expect(await t.server.db.selectFrom('event').select('id').where('id', '=', old.id).execute()).toEqual([]);
    // Measured from now: a day later the other one goes too.
    expect(await purgeExpiredTrash(t.server.db, TRASH_RETENTION_DAYS, new Date(Date.now() + 2 * DAY_MS))).toBe(1);
  });
});
