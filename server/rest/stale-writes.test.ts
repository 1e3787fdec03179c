/**
 * Old REST clients don't silently undo the team's work (DESIGN.md §4 clients, records/served-version.service.ts):
 * a PUT or DELETE by a session (bearer token or cookie) that last read the record at an older version is
 * refused with 409 and the admin panel's conflict sentence, and writes nothing; a session that never read
 * the record writes over whatever is stored, as before; a fresh read, or the session's own save, lets it
 * write again. On both databases, over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { message, messages } from '../../shared/messages';
import { formatVillageDateTime } from '../../shared/village-time';
import { databases } from '../test-support/db';
import { multipart, validData, validFields } from '../test-support/fixtures';
import { ADMIN, useTestServer, type CallOptions } from '../test-support/http';
import { recordForm } from '../test-support/trpc';

const PATH = '/api/data/attraction';
const ORIGINAL = validFields.attraction.description ?? '';

describe.each(databases)('REST writes over a newer version (%s)', (kind) => {
  const t = useTestServer(kind);

  /** A new attraction made by the test's own session; its id. */
  async function created(): Promise<number> {
    const answer = await t.server.call('POST', PATH, { token: t.token, form: multipart(validFields.attraction) });
    expect(answer.status).toBe(201);
    return Number(answer.body.id);
  }

  const stored = (id: number) =>
    t.server.db.selectFrom('attraction').select(['description', 'version', 'updated_at', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();

  /** The admin panel saves the record over version `version` (tRPC over HTTP, with a session of its own). */
  async function panelSaves(id: number, version: number, description: string) {
    const answer = await t.server.call('POST', '/trpc/attraction.update', { token: t.token, form: recordForm({ ...validData.attraction, description }, { id, version }) });
    expect(answer.status).toBe(200);
  }

  /** The sentence the panel shows for a save over a newer version, as the record now stands. */
  async function conflictSentence(id: number): Promise<string> {
    const user = await t.server.db.selectFrom('admin_user').select(['name', 'email']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    const { updated_at } = await stored(id);
    return message('recordConflict', { nama: user.name || user.email, waktu: formatVillageDateTime(updated_at.toISOString()) });
  }

  /** The old client's PUT: all 11 fields as it loaded them, whatever it changed. */
  const stalePut = (id: number, auth: CallOptions, description = ORIGINAL) =>
    t.server.call('PUT', `${PATH}/${id}`, { ...auth, form: multipart({ ...validFields.attraction, description }) });

  const remembered = async () => (await t.server.db.selectFrom('session_record_read').select('sid').execute()).length;

  it('a token that read version 1 cannot PUT over version 2 saved by the panel: 409 {message}, nothing written', async () => {
    const id = await created();
    const client = { token: await t.server.login() };
    expect((await t.server.call('GET', `${PATH}/${id}`, client)).status).toBe(200);
    await panelSaves(id, 1, 'Deskripsi baru dari panel admin.');
    const before = await stored(id);

    const answer = await stalePut(id, client);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: await conflictSentence(id) });
    expect(answer.body.message).toMatch(/^Data ini sudah diubah oleh .+ pada .+\. Muat ulang untuk melihat perubahan\.$/);
    expect(await stored(id)).toEqual(before);
    expect(before).toMatchObject({ description: 'Deskripsi baru dari panel admin.', version: 2 });

    // Read again, the same PUT goes through; and the session's own save lets it save once more.
    expect((await t.server.call('GET', `${PATH}/${id}`, client)).body.description).toBe('Deskripsi baru dari panel admin.');
    expect((await stalePut(id, client, 'Disimpan klien lama.')).status).toBe(200);
    expect(await stored(id)).toMatchObject({ description: 'Disimpan klien lama.', version: 3 });
    const again = await stalePut(id, client, 'Disimpan lagi.');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: messages.updated });
    expect(await stored(id)).toMatchObject({ description: 'Disimpan lagi.', version: 4 });
  });

  it('a cookie session that read version 1 is refused after another REST session saved version 2', async () => {
    const id = await created();
    const { cookie } = await t.server.signIn();
    const browser = { headers: { Cookie: cookie } };
    expect((await t.server.call('GET', `${PATH}/${id}`, browser)).status).toBe(200);
    // Another client, which never read the record, saves over whatever is stored (today's behaviour).
    expect((await stalePut(id, { token: await t.server.login() }, 'Diubah klien lain.')).status).toBe(200);
    const before = await stored(id);

    const answer = await stalePut(id, browser);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: await conflictSentence(id) });
    expect(await stored(id)).toEqual(before);

    expect((await t.server.call('GET', `${PATH}/${id}`, browser)).status).toBe(200);
    expect((await stalePut(id, browser, 'Dari peramban.')).status).toBe(200);
    expect((await stalePut(id, browser, 'Dari peramban lagi.')).status).toBe(200);
    expect(await stored(id)).toMatchObject({ description: 'Dari peramban lagi.', version: 4 });
  });

  it('a session that never read the record writes over the newer version (last write wins), as before', async () => {
    const id = await created();
    await panelSaves(id, 1, 'Deskripsi dari panel.');
    const answer = await stalePut(id, { token: await t.server.login() });
    expect(answer.status).toBe(200);
    expect(await stored(id)).toMatchObject({ description: ORIGINAL, version: 3 });
  });

  it('the list counts as a read, the umkm alias as the same record; the stale DELETE is refused too', async () => {
    const id = await created();
    const umkm = Number((await t.server.call('POST', '/api/data/umkm', { token: t.token, form: multipart(validFields.umkm) })).body.id);
    const client = { token: await t.server.login() };
    expect((await t.server.call('GET', PATH, client)).status).toBe(200);
    await panelSaves(id, 1, 'Diubah setelah daftar dimuat.');
    expect((await stalePut(id, client)).status).toBe(409);

    // Read as UMKM, saved by the panel as an attraction: the same record, refused.
    expect((await t.server.call('GET', `/api/data/umkm/${umkm}`, client)).status).toBe(200);
    await panelSaves(umkm, 1, 'UMKM diubah panel.');
    expect((await t.server.call('PUT', `${PATH}/${umkm}`, { ...client, form: multipart({ name: 'Nama Lama' }) })).status).toBe(409);

    const refused = await t.server.call('DELETE', `${PATH}/${id}`, client);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: await conflictSentence(id) });
    expect((await stored(id)).deleted_at).toBeNull();
    expect((await t.server.call('GET', `${PATH}/${id}`, client)).status).toBe(200);
    expect((await t.server.call('DELETE', `${PATH}/${id}`, client)).status).toBe(200);
    expect((await stored(id)).deleted_at).not.toBeNull();
  });

  it('an anonymous read remembers nothing; a session that ends takes what it read with it', async () => {
    const id = await created();
    const count = await remembered();
    for (const auth of [{}, { token: 'this-is-not-a-real-token-0123456789' }]) {
      expect((await t.server.call('GET', PATH, auth)).status).toBe(200);
      expect((await t.server.call('GET', `${PATH}/${id}`, auth)).status).toBe(200);
    }
    expect(await remembered()).toBe(count);

    const client = { token: await t.server.login() };
    const listed = (await t.server.call<unknown[]>('GET', PATH, client)).body.length;
    expect(await remembered()).toBe(count + listed);
    expect((await t.server.call('POST', '/api/auth/logout', client)).status).toBe(200);
    expect(await remembered()).toBe(count);
  });
});
