/** DESIGN.md §4, field by field: /api/data/facility. Facilities always an array; location required. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST facility (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/facility';
  const create = (fields: Record<string, string>) => t.server.call('POST', path, { token: t.token, form: multipart(fields) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);
  const update = (id: unknown, fields: Record<string, string>) =>
    t.server.call('PUT', `${path}/${String(id)}`, { token: t.token, form: multipart(fields) });

  it('creates (201 {message, id}) and reads back every field', async () => {
    const created = await create(validFields.facility);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.facilityAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.body.id,
      name: 'Balai Desa',
      description: 'Pusat layanan desa.',
      facilities: ['Aula', 'Toilet'],
      location: '-6.6159, 110.6516',
      images: [],
    });
    expectLegacyShape('facility', body);
  });

  it('facilities are always an array: [] when left out, sent as "[]" or as ""', async () => {
    const { facilities: _omitted, ...withoutFacilities } = validFields.facility;
    const { body } = await create(withoutFacilities);
    expect((await read(body.id)).body.facilities).toEqual([]);
    await update(body.id, { facilities: '["  Parkir ",""," "]' });
    expect((await read(body.id)).body.facilities).toEqual(['Parkir']);
    await update(body.id, { facilities: '[]' });
    expect((await read(body.id)).body.facilities).toEqual([]);
    await update(body.id, { facilities: '["Aula"]' });
    await update(body.id, { facilities: '' });
    expect((await read(body.id)).body.facilities).toEqual([]);
  });

  it('a JSON list of non-texts or a broken JSON list is refused; plain comma text is split', async () => {
    expectApiError(await create({ ...validFields.facility, facilities: '[1, 2]' }), 400, messages.listInvalid);
    expectApiError(await create({ ...validFields.facility, facilities: '["tidak ditutup"' }), 400, messages.listInvalid);
    const { body } = await create({ ...validFields.facility, facilities: 'Aula,  Toilet ,' });
    expect((await read(body.id)).body.facilities).toEqual(['Aula', 'Toilet']);
  });

  it('PUT is partial: location and the rest kept when not sent', async () => {
    const { body } = await create(validFields.facility);
    const updated = await update(body.id, { description: 'Baru' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.facilityUpdated });
    expect((await read(body.id)).body).toMatchObject({ name: 'Balai Desa', description: 'Baru', facilities: ['Aula', 'Toilet'], location: '-6.6159, 110.6516' });
  });

  it('name, description and location are required', async () => {
    for (const field of ['name', 'description']) {
      const { [field]: _omitted, ...rest } = validFields.facility;
      expectApiError(await create(rest), 400, messages.requiredFields);
    }
    const { location: _location, ...withoutLocation } = validFields.facility;
    expectApiError(await create(withoutLocation), 400);
    expectApiError(await create({ ...validFields.facility, location: '' }), 400, messages.requiredFields);
    expectApiError(await create({ ...validFields.facility, location: '1,2,3' }), 400, messages.locationInvalid);
  });

  it('lists a bare array, oldest first; DELETE 200 then 404', async () => {
    const first = await create({ ...validFields.facility, name: 'Fasilitas Satu' });
    const second = await create({ ...validFields.facility, name: 'Fasilitas Dua' });
    const { body: list } = await t.server.call<JsonObject[]>('GET', path);
    const ids = list.map((record) => record.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    for (const record of list) expectLegacyShape('facility', record);
    const removed = await t.server.call('DELETE', `${path}/${String(first.body.id)}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.facilityDeleted });
    expectApiError(await read(first.body.id), 404, messages.facilityNotFound);
  });
});
