/** DESIGN.md §4, field by field: /api/data/accommodation (lodging). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST accommodation (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/accommodation';
  const create = (fields: Record<string, string>) => t.server.call('POST', path, { token: t.token, form: multipart(fields) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);

  it('creates (201 {message, id}) and reads back every field; category is "penginapan"', async () => {
    const created = await create(validFields.accommodation);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.accommodationAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.body.id,
      category: 'penginapan',
      name: 'Pondok Wisata Pantai',
      description: 'Penginapan dekat pantai berpasir putih.',
      price: 150000,
      time_open_close: 'Check-in 14:00, Check-out 12:00',
      phone: '087719959112',
      email: 'pondok@tegalsambi.id',
      instagram: '@pondokpantai',
      location: '-6.617, 110.648',
      facilities: ['AC', 'Wi-Fi'],
      points_of_attraction: ['Dekat pantai'],
      images: [],
    });
    expectLegacyShape('accommodation', body);
  });

  it('lists a bare array, oldest first', async () => {
    const first = await create({ ...validFields.accommodation, name: 'Homestay Satu' });
    const second = await create({ ...validFields.accommodation, name: 'Homestay Dua' });
    const { status, body } = await t.server.call<JsonObject[]>('GET', path);
    expect(status).toBe(200);
    const ids = body.map((record) => record.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    for (const record of body) expectLegacyShape('accommodation', record);
  });

  it('the lodging edit form (no location, no category) keeps both; 200 {message}', async () => {
    const { body: created } = await create(validFields.accommodation);
    const { location: _l, category: _c, ...editForm } = validFields.accommodation;
    const updated = await t.server.call('PUT', `${path}/${String(created.id)}`, {
      token: t.token,
      form: multipart({ ...editForm, name: 'Pondok Baru', price: '200000', facilities: '["Sarapan"]' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.accommodationUpdated });
    const { body } = await read(created.id);
    expect(body).toMatchObject({ name: 'Pondok Baru', price: 200000, location: '-6.617, 110.648', category: 'penginapan', facilities: ['Sarapan'] });
  });

  it('location may be ""; an empty price is 0 ("Harga bervariasi")', async () => {
    const { body } = await create({ ...validFields.accommodation, location: '', price: '' });
    expect((await read(body.id)).body).toMatchObject({ location: '', price: 0 });
    expectApiError(await create({ ...validFields.accommodation, location: '-6.6,200' }), 400, messages.locationInvalid);
  });

  it('name, description and phone are required with the lodging message; phone is 8 to 15 digits', async () => {
    for (const field of ['name', 'description', 'phone']) {
      const { [field]: _omitted, ...rest } = validFields.accommodation;
      expectApiError(await create(rest), 400, messages.accommodationRequired);
      expectApiError(await create({ ...rest, [field]: '   ' }), 400, messages.accommodationRequired);
    }
    for (const phone of ['0812abcd99', '0812345', '0812345678901234']) {
      expectApiError(await create({ ...validFields.accommodation, phone }), 400, messages.accommodationPhoneInvalid);
    }
    expect((await create({ ...validFields.accommodation, phone: '081234567890123' })).status).toBe(201);
  });

  it('DELETE answers 200 {message}, then 404', async () => {
    const { body } = await create(validFields.accommodation);
    const removed = await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.accommodationDeleted });
    expectApiError(await read(body.id), 404, messages.accommodationNotFound);
  });

  it('rooms: an extra field, 1 unless sent, a whole number from 1 to 999; "" is 1', async () => {
    const created = await create(validFields.accommodation);
    expect((await read(created.body.id)).body).toMatchObject({ units: 1 });
    const put = (fields: Record<string, string>) => t.server.call('PUT', `${path}/${String(created.body.id)}`, { token: t.token, form: multipart(fields) });
    expect((await put({ units: '4' })).status).toBe(200);
    expect((await read(created.body.id)).body).toMatchObject({ units: 4, category: 'penginapan' });
    await put({ units: '' });
    expect((await read(created.body.id)).body).toMatchObject({ units: 1 });
    for (const units of ['0', '1000', '2.5', 'dua']) expectApiError(await put({ units }), 400, messages.unitsInvalid);
    expectLegacyShape('accommodation', (await read(created.body.id)).body);
  });
});
