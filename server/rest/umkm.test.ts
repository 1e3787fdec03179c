/** DESIGN.md §4: `umkm` is an alias of the attractions whose category is UMKM (list, get, post, put, delete). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { jpeg, multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST umkm alias (%s)', (kind) => {
  const t = useTestServer(kind);
  const post = (type: string, fields: Record<string, string>) =>
    t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(fields) });

  it('POST /umkm creates an attraction of category UMKM, whatever category is sent', async () => {
    const created = await t.server.call('POST', '/api/data/umkm', {
      token: t.token,
      form: multipart({ ...validFields.umkm, category: 'Religi' }, [{ bytes: await jpeg() }]),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.umkmAdded, id: expect.any(Number) });
    const viaUmkm = await t.server.call('GET', `/api/data/umkm/${String(created.body.id)}`);
    const viaAttraction = await t.server.call('GET', `/api/data/attraction/${String(created.body.id)}`);
    expect(viaUmkm.status).toBe(200);
    expect(viaUmkm.body).toEqual(viaAttraction.body);
    expect(viaUmkm.body).toMatchObject({
      category: 'UMKM',
      name: 'Batik Tegalsambi',
      description: 'Batik tulis motif obor.',
      price: 0,
      time_open_close: '',
      phone: '',
      email: '',
      location: '',
      facilities: [],
      points_of_attraction: [],
    });
    expectLegacyShape('umkm', viaUmkm.body);
  });

  it('needs only name and description (SPEC.md §5)', async () => {
    const created = await post('umkm', { name: 'Keripik Ikan', description: 'Oleh-oleh pesisir.' });
    expect(created.status).toBe(201);
    expectApiError(await post('umkm', { name: 'Tanpa deskripsi' }), 400, messages.requiredFields);
    expectApiError(await post('umkm', { description: 'Tanpa nama' }), 400, messages.requiredFields);
    expectApiError(await post('umkm', { name: 'Lokasi salah', description: 'x', location: '91,0' }), 400, messages.locationInvalid);
  });

  it('GET /umkm lists only UMKM, oldest first; GET /attraction lists both', async () => {
    const religi = await post('attraction', { ...validFields.attraction, name: 'Bukan UMKM' });
    const first = await post('umkm', { ...validFields.umkm, name: 'UMKM Pertama' });
    const second = await post('umkm', { ...validFields.umkm, name: 'UMKM Kedua' });
    const umkm = await t.server.call<JsonObject[]>('GET', '/api/data/umkm');
    expect(umkm.status).toBe(200);
    expect(umkm.body.every((record) => record.category === 'UMKM')).toBe(true);
    const ids = umkm.body.map((record) => record.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    expect(ids).not.toContain(religi.body.id);
    for (const record of umkm.body) expectLegacyShape('umkm', record);
    const all = await t.server.call<JsonObject[]>('GET', '/api/data/attraction');
    expect(all.body.map((record) => record.id)).toEqual(expect.arrayContaining([religi.body.id, first.body.id, second.body.id]));
  });

  it('another attraction id is no UMKM: GET, PUT and DELETE answer 404 and change nothing', async () => {
    const { body } = await post('attraction', validFields.attraction);
    const id = String(body.id);
    expectApiError(await t.server.call('GET', `/api/data/umkm/${id}`), 404);
    expectApiError(await t.server.call('PUT', `/api/data/umkm/${id}`, { token: t.token, form: multipart({ name: 'Diubah' }) }), 404);
    expectApiError(await t.server.call('DELETE', `/api/data/umkm/${id}`, { token: t.token }), 404);
    const still = await t.server.call('GET', `/api/data/attraction/${id}`);
    expect(still.body).toMatchObject({ name: 'Makam Mbah Tegal', category: 'Religi' });
  });

  it('PUT /umkm is partial, keeps category UMKM; 200 with the UMKM message', async () => {
    const { body } = await post('umkm', { ...validFields.umkm, phone: '081234567890', location: '-6.6,110.6' });
    const id = String(body.id);
    const updated = await t.server.call('PUT', `/api/data/umkm/${id}`, {
      token: t.token,
      form: multipart({ description: 'Deskripsi baru', category: 'Budaya' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.umkmUpdated });
    const after = await t.server.call('GET', `/api/data/umkm/${id}`);
    expect(after.body).toMatchObject({ category: 'UMKM', name: 'Batik Tegalsambi', description: 'Deskripsi baru', phone: '081234567890', location: '-6.6, 110.6' });
  });

  it('DELETE /umkm answers 200 with the UMKM message, then 404 on both paths', async () => {
    const { body } = await post('umkm', validFields.umkm);
    const id = String(body.id);
    const removed = await t.server.call('DELETE', `/api/data/umkm/${id}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.umkmDeleted });
    expectApiError(await t.server.call('GET', `/api/data/umkm/${id}`), 404);
    expectApiError(await t.server.call('GET', `/api/data/attraction/${id}`), 404);
  });
});
