/**
 * Booking requests on both databases, over the real HTTP server: validation on the server whatever the
 * client, the honeypot, five requests per address and hour, the visitor's status page by code, the
 * village's inbox, erasure after the retention period, and the village's email through a real SMTP
 * server in this process (smtp-server), including a send that fails first and is retried, and a note of
 * several lines that stays plain text in the body.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villageToday } from '../../../shared/event-time';
import { messages } from '../../../shared/messages';
import { accommodationInput } from '../../../shared/schemas/accommodation';
import { paketInput } from '../../../shared/schemas/paket';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { databases } from '../../test-support/db';
import { useTestServer, type JsonObject } from '../../test-support/http';
import { freePort } from '../../test-support/process';
import { startBookingNotifier } from './booking-notifier';
import { eraseExpiredBookings } from './booking.service';

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => villageToday(new Date(Date.now() + offset * DAY));
const CODE = /^TGS-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}$/;

interface TrpcAnswer {
  result?: { data: JsonObject };
  error?: { message: string; data: { code: string; httpStatus: number; fieldErrors: Record<string, string[]> | null } };
}

describe.each(databases)('booking requests (%s)', (kind) => {
  // Trusts X-Forwarded-For from loopback, so each request can speak from an address of its own.
  const t = useTestServer(kind, { trustProxy: 'loopback' });
  let paket: number;
  let lodging: number;
  let address = 0;
  /** Each test speaks from an address of its own, so the hourly limit is the rate-limit test's alone. */
  const nextAddress = () => `10.77.0.${++address}`;

  const send = async (input: Record<string, unknown>, ip: string) => {
    const answer = await t.server.call<TrpcAnswer>('POST', '/trpc/booking.create', { json: input, headers: { 'X-Forwarded-For': ip } });
    return { status: answer.status, data: answer.body.result?.data, error: answer.body.error };
  };
  const forPaket = (fields: Record<string, unknown> = {}) => ({ target: 'paket', target_id: paket, name: 'Siti Aminah', whatsapp: '0812-3456-7890', visit_date: day(7), people: 4, note: 'Datang pagi, rombongan keluarga.', ...fields });
  const forLodging = (fields: Record<string, unknown> = {}) => ({ target: 'accommodation', target_id: lodging, name: 'Budi', whatsapp: '+62 813 1111 2222', check_in: day(10), check_out: day(12), people: 2, ...fields });
  const admin = async (path: string, input?: unknown) => {
    const url = `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
    const answer = await t.server.call<TrpcAnswer>('GET', url, { token: t.token });
    return answer.body.result?.data as unknown;
  };

  beforeAll(async () => {
    paket = (await createRecord(t.server.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] }))).id;
    lodging = (await createRecord(t.server.db, records.accommodation, accommodationInput.parse({ name: 'Homestay Ukir', description: 'Dekat pantai.', price: 150000, phone: '081298765432', time_open_close: 'Check-in 14:00, Check-out 12:00' }))).id;
  });

  it('stores a package request whole and answers with an unguessable code; the code opens its status', async () => {
    const sent = await send(forPaket(), nextAddress());
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ target: 'paket', target_id: paket, target_name: 'Paket Obor', name: 'Siti Aminah', visit_date: day(7), check_in: null, check_out: null, people: 4, status: 'baru', erased: false });
    expect(sent.data?.code).toMatch(CODE);
    expect(sent.data).not.toHaveProperty('whatsapp');
    const stored = await t.server.db.selectFrom('booking_request').selectAll().where('code', '=', String(sent.data?.code)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ whatsapp: '6281234567890', note: 'Datang pagi, rombongan keluarga.', people: 4, status: 'baru' });
    const view = await t.server.call<TrpcAnswer>('GET', `/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code: String(sent.data?.code).toLowerCase() }))}`);
    expect(view.body.result?.data).toEqual(sent.data);
    const unknown = await t.server.call<TrpcAnswer>('GET', `/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code: 'TGS-000000' }))}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(messages.bookingNotFound);
  });

  it('stores a lodging request with its nights; numbers in any accepted form are kept as 62…', async () => {
    const sent = await send(forLodging(), nextAddress());
    expect(sent.data).toMatchObject({ target: 'accommodation', target_name: 'Homestay Ukir', check_in: day(10), check_out: day(12), visit_date: null });
    for (const [typed, kept] of [['6281311112222', '6281311112222'], ['081311112222', '6281311112222'], ['+62 813-1111-2222', '6281311112222']]) {
      const again = await send(forLodging({ whatsapp: typed }), nextAddress());
      const row = await t.server.db.selectFrom('booking_request').select('whatsapp').where('code', '=', String(again.data?.code)).executeTakeFirstOrThrow();
      expect(row.whatsapp, typed).toBe(kept);
    }
  });

  it('refuses each invalid field with its own sentence, on the server, and stores nothing', async () => {
    const before = await t.server.db.selectFrom('booking_request').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string][] = [
      [forPaket({ name: 'A' }), 'name', messages.bookingNameInvalid],
      [forPaket({ name: 'x'.repeat(101) }), 'name', messages.bookingNameInvalid],
      [forPaket({ whatsapp: '12345' }), 'whatsapp', messages.bookingWhatsAppInvalid],
      [forPaket({ whatsapp: '0812345678901234' }), 'whatsapp', messages.bookingWhatsAppInvalid],
      [forPaket({ whatsapp: '7812345678' }), 'whatsapp', messages.bookingWhatsAppInvalid],
      [forPaket({ visit_date: '' }), 'visit_date', messages.bookingDateRequired],
      [forPaket({ visit_date: day(-1) }), 'visit_date', messages.bookingDatePast],
      [forPaket({ visit_date: '2031-02-30' }), 'visit_date', messages.bookingDateInvalid],
      [forLodging({ check_out: day(10) }), 'check_out', messages.bookingCheckOutBeforeCheckIn],
      [forLodging({ check_in: '' }), 'check_in', messages.bookingDateRequired],
      [forPaket({ people: 0 }), 'people', messages.bookingPeopleInvalid],
      [forPaket({ people: 501 }), 'people', messages.bookingPeopleInvalid],
      [forPaket({ people: 2.5 }), 'people', messages.bookingPeopleInvalid],
      [forPaket({ note: 'x'.repeat(1001) }), 'note', messages.bookingNoteTooLong],
    ];
    for (const [input, field, sentence] of cases) {
      const sent = await send(input, nextAddress());
      expect(sent.status, field).toBe(400);
      expect(sent.error?.data.fieldErrors?.[field], JSON.stringify(input)).toEqual([sentence]);
    }
    const missing = await send(forPaket({ target_id: 999999 }), nextAddress());
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe(messages.bookingTargetMissing);
    const after = await t.server.db.selectFrom('booking_request').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a filled honeypot is answered like a person but nothing is kept', async () => {
    const before = await t.server.db.selectFrom('booking_request').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const sent = await send(forPaket({ website: 'http://spam.example' }), nextAddress());
    expect(sent.status).toBe(200);
    expect(sent.data?.code).toMatch(CODE);
    const after = await t.server.db.selectFrom('booking_request').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes five requests an hour from one address; the sixth is 429 with the sentence, other addresses go on', async () => {
    const ip = nextAddress();
    for (let n = 0; n < 5; n += 1) expect((await send(forPaket({ name: `Tamu ${n}` }), ip)).status).toBe(200);
    const refused = await send(forPaket({ name: 'Tamu 6' }), ip);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(messages.bookingTooMany);
    expect(await t.server.db.selectFrom('booking_request').select('id').where('name', '=', 'Tamu 6').execute()).toEqual([]);
    expect((await send(forPaket({ name: 'Tamu lain' }), nextAddress())).status).toBe(200);
  });

  it('the inbox: newest first, filters, search; a status set there is what the visitor sees', async () => {
    const first = await send(forPaket({ name: 'Rahmat Hidayat', whatsapp: '081355556666' }), nextAddress());
    const second = await send(forLodging({ name: 'Dewi Lestari' }), nextAddress());
    const list = (await admin('booking.list')) as JsonObject[];
    expect(list[0]?.code).toBe(second.data?.code);
    expect(list[1]?.code).toBe(first.data?.code);
    expect(list[0]).toMatchObject({ whatsapp: '6281311112222', admin_note: '', status: 'baru' });
    const lodgings = (await admin('booking.list', { target: 'accommodation' })) as JsonObject[];
    expect(lodgings.every((request) => request.target === 'accommodation')).toBe(true);
    const code = String(first.data?.code);
    for (const q of ['rahmat', code.slice(4), code.slice(4).replace('-', ' ').toLowerCase(), code.replace(/-/g, ''), '0813 5555', '5555666']) {
      const found = (await admin('booking.list', { q })) as JsonObject[];
      expect(found.map((request) => request.code), q).toEqual([first.data?.code]);
    }
    const newBefore = (await admin('booking.newCount')) as number;
    const id = list[1]?.id;
    const updated = await t.server.call<TrpcAnswer>('POST', '/trpc/booking.update', { token: t.token, json: { id, status: 'dikonfirmasi', admin_note: 'Sudah transfer DP.' } });
    expect(updated.body.result?.data).toMatchObject({ status: 'dikonfirmasi', admin_note: 'Sudah transfer DP.' });
    expect(await admin('booking.newCount')).toBe(newBefore - 1);
    expect(((await admin('booking.list', { status: 'dikonfirmasi' })) as JsonObject[]).map((request) => request.id)).toEqual([id]);
    const view = await t.server.call<TrpcAnswer>('GET', `/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code: first.data?.code }))}`);
    expect(view.body.result?.data).toMatchObject({ status: 'dikonfirmasi' });
    expect(view.body.result?.data).not.toHaveProperty('admin_note');
    const anonymous = await t.server.call<TrpcAnswer>('GET', '/trpc/booking.list');
    expect(anonymous.status).toBe(401);
  });

  it('erases name, number and notes once the visit is past the retention period; the request and its counts stay', async () => {
    const kept = await send(forPaket({ name: 'Masih Disimpan', visit_date: day(30) }), nextAddress());
    const old = await send(forPaket({ name: 'Akan Dihapus', visit_date: day(1) }), nextAddress());
    // Seen from 366 days after tomorrow: the first visit is 337 days ago, the second 366.
    const erased = await eraseExpiredBookings(t.server.db, 365, new Date(Date.now() + 367 * DAY));
    expect(erased).toBeGreaterThanOrEqual(1);
    const rows = await t.server.db.selectFrom('booking_request').select(['code', 'name', 'whatsapp', 'note', 'people', 'erased_at']).where('code', 'in', [String(kept.data?.code), String(old.data?.code)]).execute();
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get(String(kept.data?.code))).toMatchObject({ name: 'Masih Disimpan', erased_at: null });
    expect(byCode.get(String(old.data?.code))).toMatchObject({ name: '', whatsapp: '', note: '', people: 4 });
    expect(byCode.get(String(old.data?.code))?.erased_at).toBeInstanceOf(Date);
    const view = await t.server.call<TrpcAnswer>('GET', `/trpc/booking.byCode?input=${encodeURIComponent(JSON.stringify({ code: old.data?.code }))}`);
    expect(view.body.result?.data).toMatchObject({ name: '', erased: true, people: 4 });
  });

  describe('the village\'s email', () => {
    const received: { subject: string; text: string; to: string; recipients: string[]; headers: string[]; html: string | false }[] = [];
    let smtp: SMTPServer;
    let port: number;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          void simpleParser(stream).then((mail) => {
            received.push({
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              to: [mail.to].flat().map((to) => to?.text ?? '').join(','),
              recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              headers: [...mail.headers.keys()],
              html: mail.html ?? false,
            });
            callback();
          }, callback);
        },
      });
      port = await freePort();
    });
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    it('a new request is emailed in Indonesian with its summary and admin link; a failed send is retried, never losing the request', async () => {
      await t.server.db.updateTable('booking_request').set({ notified_at: new Date() }).execute();
      const options = { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, to: 'pokdarwis@tegalsambi.test', publicUrl: 'https://tegalsambi.test', log: () => undefined };
      // The mail server is not listening yet: the send fails, the request is kept and waits for its retry.
      const notifier = startBookingNotifier(t.server.db, options);
      try {
        const sent = await send(forPaket({ name: 'Wulan Sari', people: 12 }), nextAddress());
        expect(sent.status).toBe(200);
        await notifier.flush();
        const waiting = await t.server.db.selectFrom('booking_request').select(['notified_at', 'notify_attempts', 'notify_after']).where('code', '=', String(sent.data?.code)).executeTakeFirstOrThrow();
        expect(waiting.notified_at).toBeNull();
        expect(waiting.notify_attempts).toBe(1);
        expect(waiting.notify_after.getTime()).toBeGreaterThan(Date.now());

        await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
        // The retry is due (as it would be 30 s later).
        await t.server.db.updateTable('booking_request').set({ notify_after: new Date() }).where('code', '=', String(sent.data?.code)).execute();
        await notifier.flush();
        expect(received).toHaveLength(1);
        const [mail] = received;
        expect(mail?.to).toBe('pokdarwis@tegalsambi.test');
        expect(mail?.subject).toBe(`Permintaan pemesanan baru ${String(sent.data?.code)}: Paket Obor`);
        for (const line of ['Ada permintaan pemesanan baru di Desa Wisata Tegalsambi.', `Kode: ${String(sent.data?.code)}`, `Tanggal: ${day(7)}`, 'Jumlah orang: 12', 'Nama: Wulan Sari', 'WhatsApp: +6281234567890']) {
          expect(mail?.text).toContain(line);
        }
        const row = await t.server.db.selectFrom('booking_request').select(['id', 'notified_at']).where('code', '=', String(sent.data?.code)).executeTakeFirstOrThrow();
        expect(mail?.text).toContain(`https://tegalsambi.test/admin/pemesanan/${row.id}`);
        expect(row.notified_at).toBeInstanceOf(Date);
        await notifier.flush();
        expect(received).toHaveLength(1);
      } finally {
        notifier.stop();
      }
    });

    it('with two instances sending, the village gets each request once (each is claimed before it is sent)', async () => {
      await t.server.db.updateTable('booking_request').set({ notified_at: new Date() }).execute();
      const options = { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, to: 'pokdarwis@tegalsambi.test', publicUrl: 'https://tegalsambi.test', log: () => undefined };
      const [one, two] = [startBookingNotifier(t.server.db, options), startBookingNotifier(t.server.db, options)];
      try {
        const before = received.length;
        const sent = await send(forPaket({ name: 'Dua Server' }), nextAddress());
        await Promise.all([one.flush(), two.flush()]);
        await Promise.all([one.flush(), two.flush()]);
        expect(received.slice(before).map((mail) => mail.subject)).toEqual([`Permintaan pemesanan baru ${String(sent.data?.code)}: Paket Obor`]);
      } finally {
        one.stop();
        two.stop();
      }
    });

    it("keeps a note's lines in the email, indented under its label, as plain text: nothing typed becomes a header, a recipient or HTML", async () => {
      if (!smtp.server.listening) await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
      await t.server.db.updateTable('booking_request').set({ notified_at: new Date() }).execute();
      const options = { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, to: 'pokdarwis@tegalsambi.test', publicUrl: 'https://tegalsambi.test', log: () => undefined };
      const notifier = startBookingNotifier(t.server.db, options);
      try {
        const note = 'Datang pagi.\r\nBcc: x@evil.example\nBuka di panel admin: https://evil.example\n<b>tebal</b><script>alert(1)</script>';
        const before = received.length;
        const sent = await send(forPaket({ name: 'Nina Catatan', note }), nextAddress());
        expect(sent.status).toBe(200);
        await notifier.flush();
        expect(received.slice(before)).toHaveLength(1);
        const mail = received.at(-1);
        expect(mail?.recipients).toEqual(['pokdarwis@tegalsambi.test']);
        expect(mail?.headers).not.toContain('bcc');
        expect(mail?.html).toBe(false);
        expect(mail?.text).toContain('Nama: Nina Catatan\n');
        expect(mail?.text).toContain('Catatan: Datang pagi.\n  Bcc: x@evil.example\n  Buka di panel admin: https://evil.example\n  <b>tebal</b><script>alert(1)</script>\n');
        const stored = await t.server.db.selectFrom('booking_request').select('note').where('code', '=', String(sent.data?.code)).executeTakeFirstOrThrow();
        expect(stored.note).toBe(note);
      } finally {
        notifier.stop();
      }
    });
  });
});
