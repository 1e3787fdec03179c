/** DESIGN.md §4, field by field: /api/data/paket. Facilities are comma text in and out; no category. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError, expectLegacyShape } from '../test-support/contract';
import { databases } from '../test-support/db';
import { multipart, validFields } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';

describe.each(databases)('REST paket (%s)', (kind) => {
  const t = useTestServer(kind);
  const path = '/api/data/paket';
  const create = (fields: Record<string, string>) => t.server.call('POST', path, { token: t.token, form: multipart(fields) });
  const read = (id: unknown) => t.server.call('GET', `${path}/${String(id)}`);
  const update = (id: unknown, fields: Record<string, string>) =>
    t.server.call('PUT', `${path}/${String(id)}`, { token: t.token, form: multipart(fields) });

  it('creates (201 {message, id}) and reads back every field; facilities a comma string; no category', async () => {
    const created = await create({ ...validFields.paket, category: 'Religi' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: messages.paketAdded, id: expect.any(Number) });
    const { status, body } = await read(created.body.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.body.id,
      name: 'Paket Perang Obor',
      description: 'Menyaksikan Perang Obor bersama pemandu.',
      price: 250000,
      phone: '087719959112',
      facilities: 'Makan siang, Pemandu, Tiket',
      images: [],
    });
    expect(body).not.toHaveProperty('category');
    expectLegacyShape('paket', body);
  });

  it('facilities are always a string: "" when empty, whether sent as "" or left out', async () => {
    const { facilities: _omitted, ...withoutFacilities } = validFields.paket;
    const { body } = await create(withoutFacilities);
    expect((await read(body.id)).body.facilities).toBe('');
    await update(body.id, { facilities: 'Snack' });
    expect((await read(body.id)).body.facilities).toBe('Snack');
    await update(body.id, { facilities: '' });
    expect((await read(body.id)).body.facilities).toBe('');
    await update(body.id, { facilities: ' , ,' });
    expect((await read(body.id)).body.facilities).toBe('');
  });

  it('the edit form sends facilities as plain text; PUT is partial', async () => {
    const { body } = await create(validFields.paket);
    const updated = await update(body.id, { facilities: 'Homestay,  Sarapan ', price: '300000' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: messages.paketUpdated });
    expect((await read(body.id)).body).toMatchObject({
      name: 'Paket Perang Obor',
      phone: '087719959112',
      price: 300000,
      facilities: 'Homestay, Sarapan',
    });
  });

  it('lists a bare array, oldest first, facilities a string in every record', async () => {
    const first = await create({ ...validFields.paket, name: 'Paket Satu' });
    const second = await create({ ...validFields.paket, name: 'Paket Dua', facilities: '' });
    const { status, body } = await t.server.call<JsonObject[]>('GET', path);
    expect(status).toBe(200);
    const ids = body.map((record) => record.id);
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id));
    for (const record of body) expectLegacyShape('paket', record);
  });

  it('name, description, price and phone are required; phone digits only, 8 to 15', async () => {
    for (const field of ['name', 'description', 'phone']) {
      const { [field]: _omitted, ...rest } = validFields.paket;
      expectApiError(await create(rest), 400, messages.requiredFields);
    }
    const { price: _price, ...withoutPrice } = validFields.paket;
    expectApiError(await create(withoutPrice), 400, messages.priceInvalid);
    expect((await read((await create({ ...validFields.paket, price: '' })).body.id)).body.price).toBe(0);
    expectApiError(await create({ ...validFields.paket, phone: '0812abcd99' }), 400, messages.phoneInvalid);
    expectApiError(await create({ ...validFields.paket, phone: '0812345' }), 400, messages.phoneInvalid);
    expectApiError(await create({ ...validFields.paket, phone: '0812345678901234' }), 400, messages.phoneTooLong);
  });

  it('DELETE answers 200 {message}, then 404', async () => {
    const { body } = await create(validFields.paket);
    const removed = await t.server.call('DELETE', `${path}/${String(body.id)}`, { token: t.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.paketDeleted });
    expectApiError(await read(body.id), 404, messages.paketNotFound);
  });

  it('capacity and run dates: extra fields, a whole number ("" is no limit) and a JSON list of days, kept sorted once each', async () => {
    const { body } = await create(validFields.paket);
    expect((await read(body.id)).body).toMatchObject({ capacity: null, run_dates: [] });
    expect((await update(body.id, { capacity: '40', run_dates: '["2027-05-10","2027-05-03","2027-05-10"]' })).status).toBe(200);
    expect((await read(body.id)).body).toMatchObject({ capacity: 40, run_dates: ['2027-05-03', '2027-05-10'], facilities: 'Makan siang, Pemandu, Tiket' });
    await update(body.id, { capacity: '', run_dates: '' });
    expect((await read(body.id)).body).toMatchObject({ capacity: null, run_dates: [] });
    expectApiError(await update(body.id, { capacity: '0' }), 400, messages.capacityInvalid);
    expectApiError(await update(body.id, { capacity: 'banyak' }), 400, messages.capacityInvalid);
    expectApiError(await update(body.id, { run_dates: '["2027-02-30"]' }), 400, messages.runDatesInvalid);
    expectLegacyShape('paket', (await read(body.id)).body);
  });
});
