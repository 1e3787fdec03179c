/** DESIGN.md §4, field by field: /api/data/attraction. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { jpeg, multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST attraction (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/attraction';
  const create = (fields: Record<string, string>) => t.server.call('POST', path, { token: t.token, form: multipart(fields) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);

  it('creates (201 {message, id}) and reads back every field in the legacy shape', async () => {
    const created = await t.server.call('POST', path, { token: t.token, form: multipart(validFields.attraction, [{ bytes: await jpeg() }]) });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.attractionAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.body.id,
      category: 'Religi',
      name: 'Makam Mbah Tegal',
      description: 'Makam pendiri desa, ramai peziarah saat sedekah bumi.',
      price: 10000,
      time_open_close: 'Senin - Minggu, 08:00 - 17:00',
      phone: '081234567890',
      email: 'makam@tegalsambi.id',
      instagram: '@makamtegal',
      location: '-6.61598, 110.65165',
      facilities: ['Parkir', 'Musala'],
      points_of_attraction: ['Ziarah', 'Sejarah desa'],
    });
    expect(body.images).toHaveLength(1);
    expectLegacyShape('attraction', body);
  });

  it('lists a bare array, oldest first, UMKM included', async () => {
    const first = await create({ ...validFields.attraction, name: 'Urutan Satu', category: 'Budaya' });
    const umkm = await t.server.call('POST', '/api/data/umkm', { token: t.token, form: multipart({ ...validFields.umkm, name: 'Urutan Dua' }) });
    const third = await create({ ...validFields.attraction, name: 'Urutan Tiga', category: 'Pesisir' });
    const { status, body } = await t.server.call<JsonObject[]>('GET', path);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const ids = body.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    const names = body.map((record) => record.name);
    expect(names.indexOf('Urutan Satu')).toBeLessThan(names.indexOf('Urutan Dua'));
    expect(names.indexOf('Urutan Dua')).toBeLessThan(names.indexOf('Urutan Tiga'));
    expect(ids).toEqual(expect.arrayContaining([first.body.id, umkm.body.id, third.body.id]));
    for (const record of body) expectLegacyShape('attraction', record);
  });

  it('PUT is partial: a field not sent keeps its value; 200 {message}', async () => {
    const { body: created } = await create(validFields.attraction);
    const before = (await read(created.id)).body;
    const updated = await t.server.call('PUT', `${path}/${String(created.id)}`, { token: t.token, form: multipart({ name: 'Nama Baru' }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.updated });
    const after = (await read(created.id)).body;
    expect(after).toEqual({ ...before, name: 'Nama Baru' });
  });

  it('PUT changes category, price and lists; [] and "" empty a list', async () => {
    const { body: created } = await create(validFields.attraction);
    const id = String(created.id);
    await t.server.call('PUT', `${path}/${id}`, { token: t.token, form: multipart({ category: 'Sejarah', price: '0', facilities: '[]', points_of_attraction: '' }) });
    const after = (await read(id)).body;
    expect(after).toMatchObject({ category: 'Sejarah', price: 0, facilities: [], points_of_attraction: [], name: 'Makam Mbah Tegal' });
    await t.server.call('PUT', `${path}/${id}`, { token: t.token, form: multipart({ facilities: '[" Toilet ", "", "  "]' }) });
    expect((await read(id)).body.facilities).toEqual(['Toilet']);
  });

  it('price: "" is 0, always a JSON integer; "abc", "1.5" and "-1" are refused', async () => {
    const { body } = await create({ ...validFields.attraction, price: '' });
    expect((await read(body.id)).body.price).toBe(0);
    for (const price of ['abc', '1.5', '-1', '12abc']) {
      expectApiError(await create({ ...validFields.attraction, price }), 400, messages.priceInvalid);
    }
  });

  it('category is never null: one of the five; anything else is 400', async () => {
    for (const category of ['Religi', 'Sejarah', 'Budaya', 'Pesisir', 'UMKM']) {
      const { status, body } = await create({ ...validFields.attraction, category });
      expect(status).toBe(201);
      expect((await read(body.id)).body.category).toBe(category);
    }
    expectApiError(await create({ ...validFields.attraction, category: 'religi' }), 400, messages.categoryInvalid);
    expectApiError(await create({ ...validFields.attraction, category: '' }), 400, messages.categoryInvalid);
    const { category: _omitted, ...withoutCategory } = validFields.attraction;
    expectApiError(await create(withoutCategory), 400, messages.categoryInvalid);
  });

  it('location: "lat,lng" and "lat, lng" in, "lat, lng" out; required outside UMKM; bad pairs 400', async () => {
    for (const location of ['-6.6,110.7', '-6.6, 110.7', ' -6.6 ,  110.7 ']) {
      const { body } = await create({ ...validFields.attraction, location });
      expect((await read(body.id)).body.location).toBe('-6.6, 110.7');
    }
    expectApiError(await create({ ...validFields.attraction, location: '' }), 400, messages.requiredFields);
    for (const location of ['91,0', '0,181', 'abc', '1,2,3', '-6.6', '1e2,3', 'NaN,1']) {
      expectApiError(await create({ ...validFields.attraction, location }), 400, messages.locationInvalid);
    }
  });

  it('DELETE answers 200 {message}, then the record is 404', async () => {
    const { body } = await create(validFields.attraction);
    const removed = await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.attractionDeleted });
    expectApiError(await read(body.id), 404, messages.attractionNotFound);
    expectApiError(await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token }), 404);
    expectApiError(await t.server.call('PUT', `${path}/${String(body.id)}`, { token: t.token, form: multipart({ name: 'x' }) }), 404);
  });
});
