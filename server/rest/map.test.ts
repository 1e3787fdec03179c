/** DESIGN.md §1 and §4: map locations persisted, exactly {id, name, category, latitude, longitude, embedUrl}. */
import { describe, expect, it } from 'vitest';
import { MAP_CATEGORIES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST map (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/map';
  const create = (fields: Record<string, string>) => t.server.call('POST', path, { token: t.token, form: multipart(fields) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);

  it('creates from multipart text (201 {message, id}); the record has exactly the six fields, numbers as numbers', async () => {
    const created = await create(validFields.map);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.mapLocationAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: created.body.id,
      name: 'Kantor Desa',
      category: 'kantor',
      latitude: -6.61598,
      longitude: 110.65165,
      embedUrl: 'https://www.google.com/maps/embed?pb=tegalsambi',
    });
    expectLegacyShape('map', body);
  });

  it('creates from JSON with numeric coordinates; embedUrl may be left out', async () => {
    const created = await t.server.call('POST', path, {
      token: t.token,
      json: { name: 'Sawah', category: 'persawahan', latitude: -6.6, longitude: 110.66 },
    });
    expect(created.status).toBe(201);
    expect((await read(created.body.id)).body).toEqual({ id: created.body.id, name: 'Sawah', category: 'persawahan', latitude: -6.6, longitude: 110.66, embedUrl: '' });
  });

  it('accepts every map category of SPEC.md §3 and refuses others', async () => {
    for (const category of MAP_CATEGORIES) expect((await create({ ...validFields.map, category })).status).toBe(201);
    expectApiError(await create({ ...validFields.map, category: 'pasar' }), 400, messages.categoryInvalid);
  });

  it('refuses coordinates out of range or not numbers, and non-http embeds', async () => {
    for (const [latitude, longitude] of [['91', '0'], ['0', '181'], ['abc', '0'], ['', '0'], ['1e3', '0'], ['-6,6', '110']]) {
      expectApiError(await create({ ...validFields.map, latitude: latitude ?? '', longitude: longitude ?? '' }), 400, messages.coordinateInvalid);
    }
    expectApiError(await create({ ...validFields.map, embedUrl: 'javascript:alert(1)' }), 400, messages.invalidInput);
  });

  it('PUT is partial, also for a location of category penginapan; 200 {message}', async () => {
    const { body } = await create({ ...validFields.map, category: 'penginapan', name: 'Homestay' });
    const updated = await t.server.call('PUT', `${path}/${String(body.id)}`, { token: t.token, form: multipart({ name: 'Homestay Baru' }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.updated });
    expect((await read(body.id)).body).toMatchObject({ name: 'Homestay Baru', category: 'penginapan', latitude: -6.61598, longitude: 110.65165 });
    await t.server.call('PUT', `${path}/${String(body.id)}`, { token: t.token, form: multipart({ latitude: '-7.5', category: 'fasilitas' }) });
    expect((await read(body.id)).body).toMatchObject({ name: 'Homestay Baru', category: 'fasilitas', latitude: -7.5, longitude: 110.65165 });
  });

  it('lists a bare array, oldest first; DELETE 200 then 404', async () => {
    const first = await create({ ...validFields.map, name: 'Titik Satu' });
    const second = await create({ ...validFields.map, name: 'Titik Dua' });
    const { status, body } = await t.server.call<JsonObject[]>('GET', path);
    expect(status).toBe(200);
    const ids = body.map((record) => record.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    for (const record of body) expectLegacyShape('map', record);
    const removed = await t.server.call('DELETE', `${path}/${String(first.body.id)}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.mapLocationDeleted });
    expectApiError(await read(first.body.id), 404, messages.mapLocationNotFound);
  });
});
