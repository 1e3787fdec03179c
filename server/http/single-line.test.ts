/**
 * One-line fields hold one line (shared/schemas/single-line.ts), on both databases over the real server: a
 * name, phone, place or link with a line break or another control character is refused with the sentence
 * naming the field, by tRPC, by the legacy REST API (400 {message}, as its every refusal) and by the booking
 * form without scripts (its page rendered again, the sentence beside the field), and nothing is stored.
 * A description keeps its lines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../shared/constants';
import { villageToday } from '../../shared/event-time';
import { message, messages } from '../../shared/messages';
import type { OneLineField } from '../../shared/schemas/common';
import { paketInput } from '../../shared/schemas/paket';
import { builtClient } from '../client-build';
import type { RecordTable } from '../db/schema';
import { RECORD_DESCRIPTORS, records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { expectApiError } from '../test-support/contract';
import { databases } from '../test-support/db';
import { LEGACY_TYPES, multipart, validData, validFields, type LegacyType } from '../test-support/fixtures';
import { useTestServer, type JsonObject } from '../test-support/http';
import { recordForm } from '../test-support/trpc';

const ORIGIN = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;
const oneLine = (field: OneLineField) => message('singleLineInvalid', { field: messages[`adminLogField_${field}`] });

interface TrpcBody {
  result?: { data: JsonObject };
  error?: { message: string; data: { httpStatus: number } };
}

/**
 * Each record kind's tRPC create with one field changed: FormData for the kinds with images, JSON for the
 * others. Every kind has its cases (a kind missing here fails the type check).
 */
const TRPC_CASES: Record<RecordKind, [OneLineField | 'embedUrl', unknown][]> = {
  attraction: [
    ['name', 'Makam\nMbah Tegal'],
    ['location', '-6.6160,\n110.6517'],
    ['time_open_close', 'Senin - Minggu\t08:00'],
  ],
  accommodation: [
    ['name', 'Homestay\r\nUkir'],
    ['phone', '0812\n34567890'],
    ['email', 'ukir@desa.id\r\nBcc: x@evil.example'],
  ],
  paket: [
    ['name', 'Paket\u2028Obor'],
    ['facilities', ['Pahat\nKayu']],
  ],
  kuliner: [
    ['name', 'Warung\nPindang Serani'],
    ['opening_hours', 'Setiap hari\t09:00 - 20:00'],
  ],
  facility: [['location', '-6.6175,\r\n110.6450']],
  event: [
    ['name', 'Kelas\nMembatik'],
    ['place', 'Sanggar\nBatik'],
  ],
  mapLocation: [
    ['name', 'Sawah\u0000Tegalsambi'],
    ['embedUrl', 'https://www.google.com/maps/embed?pb=\u0007'],
  ],
};

/** The legacy REST create of each type with one field changed, and the field its sentence names; every type has its cases. */
const REST_CASES: Record<LegacyType, [string, string, OneLineField][]> = {
  attraction: [
    ['name', 'Makam\nMbah Tegal', 'name'],
    ['location', '-6.61598,\n110.65165', 'location'],
  ],
  umkm: [['name', 'Batik\r\nTegalsambi', 'name']],
  accommodation: [['instagram', '@pondok\npantai', 'instagram']],
  paket: [
    ['name', 'Paket\nPerang Obor', 'name'],
    ['phone', '0877\n19959112', 'phone'],
  ],
  kuliner: [
    ['name', 'Warung\r\nPindang', 'name'],
    ['opening_hours', 'Setiap hari\n09:00 - 20:00', 'opening_hours'],
  ],
  facility: [['location', '-6.6159,\n110.6516', 'location']],
  map: [['name', 'Kantor\nDesa', 'name']],
  event: [['place', 'Perempatan\r\ndesa', 'place']],
};

/** The table of every kind of record. */
const RECORD_TABLES = RECORD_DESCRIPTORS.map((d) => d.table);

describe.each(databases)('one-line fields (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: builtClient().pages });
  let paket: number;
  const namesLike = (table: RecordTable, text: string) => t.server.db.selectFrom(table).select('name').where('name', 'like', `%${text}%`).execute();

  beforeAll(async () => {
    paket = (await createRecord(t.server.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] }))).id;
  });

  it('tRPC: every kind refuses a one-line field with a line break or control character, saying which, and stores nothing', async () => {
    for (const domain of RECORD_KINDS) {
      for (const [field, value] of TRPC_CASES[domain]) {
        const data = { ...validData[domain], name: `Satu Baris ${domain} ${field}`, [field]: value };
        const options = records[domain].images ? { form: recordForm(data) } : { json: { data } };
        const answer = await t.server.call<TrpcBody>('POST', `/trpc/${domain}.create`, { token: t.token, ...options });
        const expected = oneLine(field === 'embedUrl' ? 'embed_url' : field);
        expect({ domain, field, status: answer.status, message: answer.body.error?.message }).toEqual({ domain, field, status: 400, message: expected });
      }
    }
    for (const table of RECORD_TABLES) expect(await namesLike(table, 'Satu Baris')).toEqual([]);
    for (const table of RECORD_TABLES) expect(await namesLike(table, '\n')).toEqual([]);
  });

  it('legacy REST: the same refusals, as 400 {message}, and nothing stored', async () => {
    for (const type of LEGACY_TYPES) {
      for (const [field, value, named] of REST_CASES[type]) {
        const answer = await t.server.call('POST', `/api/data/${type}`, { token: t.token, form: multipart({ ...validFields[type], [field]: value }) });
        expectApiError(answer, 400, oneLine(named));
      }
    }
    const json = await t.server.call('POST', '/api/data/facility', { token: t.token, json: { ...validFields.facility, name: 'Balai\nDesa' } });
    expectApiError(json, 400, oneLine('name'));
    for (const table of RECORD_TABLES) expect(await namesLike(table, '\n')).toEqual([]);
  });

  it('keeps the lines of a description, through tRPC and REST', async () => {
    const description = 'Baris pertama.\nBaris kedua.\r\n\r\nParagraf baru.';
    const viaTrpc = await t.server.call<TrpcBody>('POST', '/trpc/paket.create', { token: t.token, form: recordForm({ ...validData.paket, name: 'Paket Berbaris', description }) });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.result?.data.description).toBe(description);
    const viaRest = await t.server.call('POST', '/api/data/attraction', { token: t.token, form: multipart({ ...validFields.attraction, name: 'Wisata Berbaris', description }) });
    expect(viaRest.status).toBe(201);
    const read = await t.server.call('GET', `/api/data/attraction/${String(viaRest.body.id)}`);
    // A multipart field carries every line break as CR LF (the HTML form encoding).
    expect(read.body.description).toBe(description.replace(/\r?\n/g, '\r\n'));
  });

  it("refuses a team member's name or email of more than one line", async () => {
    const create = (name: string, email: string) => t.server.call<TrpcBody>('POST', '/trpc/users.create', { token: t.token, json: { name, email, role: 'editor' } });
    expect((await create('Dewi\nLestari', 'dewi@tegalsambi.id')).body.error?.message).toBe(oneLine('name'));
    expect((await create('Dewi Lestari', 'dewi@tegalsambi.id\r\nBcc: x@evil.example')).body.error?.message).toBe(oneLine('email'));
    expect(await t.server.db.selectFrom('admin_user').select('id').where('name', 'like', 'Dewi%').execute()).toEqual([]);
  });

  describe('a booking request', () => {
    const NAME = 'Budi\r\nBcc: x@evil.example';
    const request = { target: 'paket', name: NAME, whatsapp: '081234567890', visit_date: villageToday(new Date(Date.now() + 7 * DAY_MS)), people: 2 };
    const storedBudi = () => t.server.db.selectFrom('booking_request').select('id').where('name', 'like', 'Budi%').execute();

    it('refuses a name or number with a line break on tRPC, naming it, and stores nothing', async () => {
      const send = (fields: Record<string, unknown>) =>
        t.server.call<TrpcBody>('POST', '/trpc/booking.create', { json: { ...request, target_id: paket, ...fields }, headers: { 'X-Forwarded-For': '10.55.0.1' } });
      const named = await send({});
      expect(named.status).toBe(400);
      expect(named.body.error?.message).toBe(messages.bookingNameOneLine);
      for (const name of ['Budi\nSantoso', 'Budi\tSantoso', 'Budi\u2028Santoso', 'Budi\u0085Santoso']) expect((await send({ name })).body.error?.message).toBe(messages.bookingNameOneLine);
      expect((await send({ name: 'Budi Santoso', whatsapp: '0812\r\n34567890' })).body.error?.message).toBe(messages.bookingWhatsAppOneLine);
      expect(await storedBudi()).toEqual([]);
    });

    it('refuses it from the form without scripts: the page again, the sentence beside the name, nothing stored', async () => {
      const body = new URLSearchParams({ target: 'paket', target_id: String(paket), name: NAME, whatsapp: '0812 3456 7890', visit_date: request.visit_date, people: '2', note: '', website: '' });
      const answer = await t.server.call('POST', '/pemesanan', {
        body: body.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.55.0.2', Origin: ORIGIN },
      });
      expect(answer.status).toBe(422);
      expect(answer.text).toContain(messages.bookingNameOneLine);
      expect(await storedBudi()).toEqual([]);
    });
  });
});
