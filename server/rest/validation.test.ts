/** SPEC.md §5 through the legacy adapter: exact messages, JSON and multipart bodies, malformed bodies. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { LEGACY_TYPES, multipart, validFields } from '../test-support/fixtures';
import { useTestServer } from '../test-support/http';

describe.each(databases)('REST validation (%s)', (kind) => {
  const t = useTestServer(kind);
  const post = (type: string, fields: Record<string, string>) =>
    t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart(fields) });
  const postJson = (type: string, json: unknown) => t.server.call('POST', `/api/data/${type}`, { token: t.token, json });

  it('attraction: every required field missing or blank gives "Mohon lengkapi semua kolom wajib."', async () => {
    for (const field of ['name', 'description', 'time_open_close', 'location']) {
      const { [field]: _omitted, ...rest } = validFields.attraction;
      expectApiError(await post('attraction', rest), 400, messages.requiredFields);
      expectApiError(await post('attraction', { ...rest, [field]: '  ' }), 400, messages.requiredFields);
    }
  });

  it('facility: name, description and location missing or blank give "Mohon lengkapi semua kolom wajib."', async () => {
    for (const field of ['name', 'description', 'location']) {
      const { [field]: _omitted, ...rest } = validFields.facility;
      expectApiError(await post('facility', rest), 400, messages.requiredFields);
      expectApiError(await post('facility', { ...rest, [field]: ' ' }), 400, messages.requiredFields);
    }
  });

  it('name: 50 characters pass, 51 are refused', async () => {
    expect((await post('attraction', { ...validFields.attraction, name: 'n'.repeat(50) })).status).toBe(201);
    for (const type of LEGACY_TYPES) {
      expectApiError(await post(type, { ...validFields[type], name: 'n'.repeat(51) }), 400, messages.nameTooLong);
    }
  });

  it('phone: letters, 7 digits and 16 digits are refused; empty allowed for attraction', async () => {
    expectApiError(await post('attraction', { ...validFields.attraction, phone: '08123abc99' }), 400, messages.phoneInvalid);
    expectApiError(await post('attraction', { ...validFields.attraction, phone: '1234567' }), 400, messages.phoneInvalid);
    expectApiError(await post('attraction', { ...validFields.attraction, phone: '1234567890123456' }), 400, messages.phoneTooLong);
    expectApiError(await post('attraction', { ...validFields.attraction, phone: '+6281234567' }), 400, messages.phoneInvalid);
    expect((await post('attraction', { ...validFields.attraction, phone: '' })).status).toBe(201);
    expect((await post('attraction', { ...validFields.attraction, phone: '12345678' })).status).toBe(201);
  });

  it('email: a bad address is refused; empty allowed', async () => {
    for (const email of ['bukan-email', 'a@b', 'a b@c.id', '@tegalsambi.id', 'x@']) {
      expectApiError(await post('attraction', { ...validFields.attraction, email }), 400, messages.emailInvalid);
      expectApiError(await post('accommodation', { ...validFields.accommodation, email }), 400, messages.emailInvalid);
    }
    expect((await post('attraction', { ...validFields.attraction, email: '' })).status).toBe(201);
  });

  it('overlong texts are refused, not truncated', async () => {
    expectApiError(await post('paket', { ...validFields.paket, description: 'd'.repeat(10_001) }), 400, messages.textTooLong);
    expectApiError(await post('attraction', { ...validFields.attraction, instagram: 'i'.repeat(201) }), 400, messages.textTooLong);
    expectApiError(await post('facility', { ...validFields.facility, facilities: JSON.stringify(['f'.repeat(101)]) }), 400, messages.textTooLong);
  });

  it('JSON bodies work like multipart; lists as arrays, prices as numbers', async () => {
    const created = await postJson('attraction', { ...validFields.attraction, price: 5000, facilities: [' Parkir ', ''], points_of_attraction: [] });
    expect(created.status).toBe(201);
    const { body } = await t.server.call('GET', `/api/data/attraction/${String(created.body.id)}`);
    expect(body).toMatchObject({ price: 5000, facilities: ['Parkir'], points_of_attraction: [] });
    const paket = await postJson('paket', { ...validFields.paket, facilities: ['A', 'B'] });
    expect((await t.server.call('GET', `/api/data/paket/${String(paket.body.id)}`)).body.facilities).toBe('A, B');
  });

  it('wrong types in JSON are 400 {message}', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['attraction', { ...validFields.attraction, name: 42 }, messages.requiredFields],
      ['attraction', { ...validFields.attraction, price: -5 }, messages.priceInvalid],
      ['attraction', { ...validFields.attraction, price: 1.5 }, messages.priceInvalid],
      ['attraction', { ...validFields.attraction, price: 3_000_000_000 }, messages.priceInvalid],
      ['attraction', { ...validFields.attraction, price: true }, messages.priceInvalid],
      ['attraction', { ...validFields.attraction, facilities: { a: 1 } }, messages.listInvalid],
      ['attraction', { ...validFields.attraction, location: [1, 2] }, messages.locationInvalid],
      ['paket', { ...validFields.paket, phone: 81234567890 }, messages.requiredFields],
      ['map', { ...validFields.map, latitude: null }, messages.coordinateInvalid],
      ['map', { ...validFields.map, longitude: 'east' }, messages.coordinateInvalid],
    ];
    for (const [type, json, message] of cases) expectApiError(await postJson(type, json), 400, message);
    expectApiError(await postJson('attraction', [validFields.attraction]), 400);
  });

  it('price "abc" in multipart is 400; a 12-digit price past the integer column is 400, not 500', async () => {
    expectApiError(await post('paket', { ...validFields.paket, price: 'abc' }), 400, messages.priceInvalid);
    expectApiError(await post('paket', { ...validFields.paket, price: '999999999999' }), 400, messages.priceInvalid);
    expectApiError(await post('paket', { ...validFields.paket, price: '9999999999999' }), 400, messages.priceInvalid);
  });

  it('malformed, oversized or odd bodies are 4xx {message}', async () => {
    const raw = (body: string, contentType: string) =>
      t.server.call('POST', '/api/data/paket', { token: t.token, body, headers: { 'Content-Type': contentType } });
    expectApiError(await raw('{"name": ', 'application/json'), 400, messages.invalidInput);
    expectApiError(await raw('null', 'application/json'), 400, messages.invalidInput);
    expectApiError(await raw(`{"name": "${'x'.repeat(1_100_000)}"}`, 'application/json'), 413, messages.requestTooLarge);
    expectApiError(await raw('name=x', 'application/x-www-form-urlencoded'), 400, messages.requiredFields);
    expectApiError(await raw('name=x', 'text/plain'), 415, messages.unsupportedContentType);
    expectApiError(await raw('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc', 'multipart/form-data; boundary=x'), 400);
    expectApiError(await raw('whatever', 'multipart/form-data'), 400);
    expectApiError(await t.server.call('POST', '/api/auth/login', { body: '{"email":', headers: { 'Content-Type': 'application/json' } }), 400, messages.invalidInput);
  });

  it('a write that is not JSON, a form or multipart is 415 and changes nothing', async () => {
    const created = await post('paket', validFields.paket);
    const path = `/api/data/paket/${String(created.body.id)}`;
    const before = (await t.server.call('GET', path)).body;
    for (const [method, target] of [['PUT', path], ['POST', '/api/data/paket'], ['POST', '/api/auth/login']] as const) {
      for (const contentType of ['text/plain', 'application/xml', 'application/octet-stream']) {
        const answer = await t.server.call(method, target, { token: t.token, body: 'name=Diganti', headers: { 'Content-Type': contentType } });
        expectApiError(answer, 415, messages.unsupportedContentType);
      }
    }
    expect((await t.server.call('GET', path)).body).toEqual(before);
  });

  it('a form-encoded write is read like multipart', async () => {
    const created = await post('paket', validFields.paket);
    const path = `/api/data/paket/${String(created.body.id)}`;
    const form = new URLSearchParams({ name: 'Paket Form', price: '75000' }).toString();
    const answer = await t.server.call('PUT', path, { token: t.token, body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(200);
    expect((await t.server.call('GET', path)).body).toMatchObject({ name: 'Paket Form', price: 75000 });
  });

  it('a PUT with no field of its kind is 400 {message} and changes nothing', async () => {
    const created = await post('attraction', validFields.attraction);
    const path = `/api/data/attraction/${String(created.body.id)}`;
    const before = (await t.server.call('GET', path)).body;
    const put = (options: { json?: unknown; form?: FormData }) => t.server.call('PUT', path, { token: t.token, ...options });
    expectApiError(await put({ json: {} }), 400, messages.nothingToUpdate);
    expectApiError(await put({ json: { nama: 'Salah Kolom', harga: 5 } }), 400, messages.nothingToUpdate);
    expectApiError(await put({ form: multipart({ title: 'Salah Kolom' }) }), 400, messages.nothingToUpdate);
    expectApiError(await put({ form: multipart({}) }), 400, messages.nothingToUpdate);
    expect((await t.server.call('GET', path)).body).toEqual(before);
  });

  it('a body that is an array or a string gets the catalogue sentence, not zod\'s English', async () => {
    const created = await post('paket', validFields.paket);
    const path = `/api/data/paket/${String(created.body.id)}`;
    for (const body of ['[]', '[{"name":"x"}]', '"teks"', '42', 'true']) {
      for (const [method, target] of [['POST', '/api/data/paket'], ['PUT', path], ['POST', '/api/auth/login']] as const) {
        const answer = await t.server.call(method, target, { token: t.token, body, headers: { 'Content-Type': 'application/json' } });
        expectApiError(answer, 400, messages.invalidInput);
      }
    }
  });

  it('multipart bodies past the field limits are 413 {message}, and the server keeps serving', async () => {
    const manyFields = Object.fromEntries(Array.from({ length: 61 }, (_, index) => [`f${index}`, 'x']));
    expectApiError(await post('paket', { ...validFields.paket, ...manyFields }), 413, messages.requestTooLarge);
    expectApiError(await post('paket', { ...validFields.paket, description: 'd'.repeat(300 * 1024) }), 413, messages.requestTooLarge);
    expect((await post('paket', validFields.paket)).status).toBe(201);
  });

  it('texts are stored exactly as typed (quotes, <, unicode), and a NUL byte is refused, not a 500', async () => {
    const name = `Warung "Mbak" <Sri> & ☕ 𝒜`;
    const created = await post('umkm', { ...validFields.umkm, name });
    expect(created.status).toBe(201);
    expect((await t.server.call('GET', `/api/data/umkm/${String(created.body.id)}`)).body.name).toBe(name);
    expectApiError(await postJson('umkm', { ...validFields.umkm, name: 'a\u0000b' }), 400);
    expectApiError(await post('umkm', { ...validFields.umkm, description: 'a\u0000b' }), 400);
  });
});
