/**
 * Booking codes that cannot be guessed, on both databases over the real HTTP server and the real server
 * render: new codes carry 40 random bits in two groups of four and are found however a visitor types them;
 * the six-symbol codes given before are still found; an address that looks up 20 codes that find nothing
 * in ten minutes is refused the next lookup with 429, on the procedure and on the status page alike. A known
 * code never counts, and is answered until the limit; past it, it is refused too (else the difference
 * would tell a guesser which codes exist), until the window ends.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING } from '../../../shared/constants';
import { villageToday } from '../../../shared/event-time';
import { messages } from '../../../shared/messages';
import { paketInput } from '../../../shared/schemas/paket';
import { builtClient } from '../../client-build';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { databases } from '../../test-support/db';
import { useTestServer, type JsonObject } from '../../test-support/http';
import { newBookingCode } from './booking.service';

const SYMBOL = `[${BOOKING.codeSymbols}]`;
const CODE = new RegExp(`^TGS-${SYMBOL}{4}-${SYMBOL}{4}$`);
const DAY_MS = 24 * 60 * 60 * 1000;

interface TrpcBody {
  result?: { data: JsonObject };
  error?: { message: string; data: { httpStatus: number } };
}

describe('new booking codes', () => {
  it('carry 40 random bits: eight places, each taking every one of the 32 symbols', () => {
    const codes = Array.from({ length: 2000 }, newBookingCode);
    for (const code of codes) expect(code).toMatch(CODE);
    const symbols = codes.map((code) => code.slice(BOOKING.codePrefix.length).replace('-', ''));
    for (let place = 0; place < BOOKING.codeLength; place += 1) expect(new Set(symbols.map((text) => text[place])).size).toBe(32);
    expect(BOOKING.codeLength * Math.log2(BOOKING.codeSymbols.length)).toBeGreaterThanOrEqual(40);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(databases)('looking up booking codes (%s)', (kind) => {
  // Trusts X-Forwarded-For from loopback, so each test speaks from addresses of its own.
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: builtClient().pages });
  let paket: number;
  let address = 0;
  const nextAddress = () => `10.66.0.${++address}`;
  /** Unknown codes of the new form, different every time. */
  let unknown = 0;
  const unknownCode = () => `TGS-ZZZZ-${String(++unknown).padStart(4, '0')}`;

  const lookUp = async (code: string, ip: string) => {
    const answer = await t.server.call<TrpcBody>('GET', `/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code }))}`, { headers: { 'X-Forwarded-For': ip } });
    return { status: answer.status, data: answer.body.result?.data, message: answer.body.error?.message, retryAfter: answer.headers.get('retry-after') };
  };
  const page = async (code: string, ip: string) => {
    const answer = await t.server.call('GET', `/pemesanan/${encodeURIComponent(code)}`, { headers: { 'X-Forwarded-For': ip } });
    return { status: answer.status, text: answer.text };
  };
  const send = async (ip: string) => {
    const input = { target: 'paket', target_id: paket, name: 'Siti Aminah', whatsapp: '081234567890', visit_date: villageToday(new Date(Date.now() + 7 * DAY_MS)), people: 2 };
    const answer = await t.server.call<TrpcBody>('POST', '/trpc/booking.create', { json: input, headers: { 'X-Forwarded-For': ip } });
    return String(answer.body.result?.data.code);
  };
  /** Ten minutes later for `ip`: its window of misses began that long ago. */
  const windowEnds = (ip: string) =>
    t.server.db
      .updateTable('booking_attempt')
      .set({ window_start: new Date(Date.now() - BOOKING.lookupWindowMs) })
      .where('key', '=', `lookup:${ip}`)
      .execute();

  beforeAll(async () => {
    paket = (await createRecord(t.server.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] }))).id;
  });

  it('gives a request a code of two groups of four symbols, found again in any case, with or without its hyphens', async () => {
    const code = await send(nextAddress());
    expect(code).toMatch(CODE);
    const ip = nextAddress();
    const compact = code.replace(/-/g, '');
    for (const typed of [code, code.toLowerCase(), compact, `${code.slice(0, 8)}${code.slice(9)}`, ` ${code.toLowerCase().replace(/-/g, ' ')} `]) {
      const found = await lookUp(typed, ip);
      expect({ typed, status: found.status, code: found.data?.code }).toEqual({ typed, status: 200, code });
    }
    const shown = await page(compact.toLowerCase(), ip);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`Status Permintaan ${code}`);
  });

  it('still finds a request with a six-symbol code of before, stored as it was given', async () => {
    const old = 'TGS-7K3Q9M';
    await t.server.db
      .insertInto('booking_request')
      .values({ code: old, target: 'paket', target_id: paket, target_name: 'Paket Obor', name: 'Tamu Lama', whatsapp: '6281234567890', visit_date: villageToday(), people: 3, note: '' })
      .execute();
    const ip = nextAddress();
    for (const typed of [old, old.toLowerCase(), 'TGS7K3Q9M']) {
      const found = await lookUp(typed, ip);
      expect({ typed, status: found.status }).toEqual({ typed, status: 200 });
      expect(found.data).toMatchObject({ code: old, name: 'Tamu Lama', people: 3 });
    }
    const shown = await page(old, ip);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`Status Permintaan ${old}`);
  });

  it('answers the 21st unknown code from an address with 429 on the procedure, and then the page too; other addresses go on', async () => {
    const ip = nextAddress();
    for (let n = 0; n < BOOKING.lookupMisses; n += 1) expect((await lookUp(unknownCode(), ip)).status).toBe(404);
    const refused = await lookUp(unknownCode(), ip);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(messages.bookingTooMany);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(BOOKING.lookupWindowMs / 1000);
    const shown = await page(unknownCode(), ip);
    expect(shown.status).toBe(429);
    expect(shown.text).toContain(messages.bookingTooMany);
    expect((await lookUp(unknownCode(), nextAddress())).status).toBe(404);
  });

  it('answers the 21st unknown code from an address with a 429 page saying so, and then the procedure too', async () => {
    const ip = nextAddress();
    for (let n = 0; n < BOOKING.lookupMisses; n += 1) {
      const missed = await page(unknownCode(), ip);
      expect(missed.status).toBe(404);
      expect(missed.text).toContain(messages.bookingNotFound);
    }
    const shown = await page(unknownCode(), ip);
    expect(shown.status).toBe(429);
    expect(shown.text).toContain(messages.bookingTooMany);
    expect(shown.text).not.toContain(messages.bookingNotFound);
    expect((await lookUp(unknownCode(), ip)).status).toBe(429);
    expect((await page(unknownCode(), nextAddress())).status).toBe(404);
  });

  it('never counts a known code, answers it up to the limit, refuses it past the limit until the window ends', async () => {
    const code = await send(nextAddress());
    const ip = nextAddress();
    for (let n = 0; n < 2 * BOOKING.lookupMisses; n += 1) expect((await lookUp(code, ip)).status).toBe(200);
    for (let n = 0; n < BOOKING.lookupMisses - 1; n += 1) expect((await lookUp(unknownCode(), ip)).status).toBe(404);
    expect((await page(code, ip)).status).toBe(200);
    expect((await page(unknownCode(), ip)).status).toBe(404);
    // 20 misses: the next lookup is refused, known code or not, on both ways in.
    expect(await lookUp(code, ip)).toMatchObject({ status: 429, message: messages.bookingTooMany });
    const shown = await page(code, ip);
    expect(shown.status).toBe(429);
    expect(shown.text).toContain(messages.bookingTooMany);
    expect((await lookUp(code, nextAddress())).status).toBe(200);
    await windowEnds(ip);
    expect((await lookUp(code, ip)).status).toBe(200);
    expect((await page(code, ip)).status).toBe(200);
    expect((await lookUp(unknownCode(), ip)).status).toBe(404);
  });
});
