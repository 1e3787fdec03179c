/**
 * "Ajukan Pemesanan" posted as plain HTML (http/booking-form.ts), on both databases: a valid request is
 * stored and answered 303 to its status page; a refused one renders its package's page again with what was
 * typed and each field's message (a stand-in render shows what it was given; the browser journey reads the
 * real form); the honeypot and the hourly limit hold as for `booking.create`; another site cannot post.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSentPath } from '../../shared/booking-form';
import { villageToday } from '../../shared/event-time';
import { messages } from '../../shared/messages';
import { paketInput } from '../../shared/schemas/paket';
import { records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { databases } from '../test-support/db';
import { useTestServer } from '../test-support/http';
import { recordingPages, rendered } from '../test-support/recording-pages';

const ORIGIN = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases)('the booking form without scripts (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: recordingPages });
  let paket: number;
  let address = 0;
  const nextAddress = () => `10.88.0.${++address}`;

  const fields = (changes: Record<string, string> = {}) => ({
    target: 'paket',
    target_id: String(paket),
    name: 'Siti Aminah',
    whatsapp: '0812-3456-7890',
    visit_date: villageToday(new Date(Date.now() + 7 * DAY_MS)),
    people: '4',
    note: 'Datang pagi.',
    website: '',
    ...changes,
  });
  const post = (body: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }, ip = nextAddress()) =>
    t.server.call('POST', '/pemesanan', {
      body: new URLSearchParams(body).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip, ...headers },
    });
  const stored = () => t.server.db.selectFrom('booking_request').select(['code', 'name', 'whatsapp', 'people']).execute();

  beforeAll(async () => {
    const input = paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', facilities: [] });
    paket = (await createRecord(t.server.db, records.paket, input)).id;
  });

  it('stores a valid request and answers 303 to its status page, which greets the visitor', async () => {
    const answer = await post(fields());
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    const row = (await stored()).find((request) => location === bookingSentPath(request.code));
    expect(row).toMatchObject({ name: 'Siti Aminah', whatsapp: '6281234567890', people: 4 });
  });

  it('answers an invalid request with its page again, every typed value kept and each field its message; nothing stored', async () => {
    const before = (await stored()).length;
    const typed = fields({ name: 'A', whatsapp: '12', people: '0', note: 'Catatan <b>tetap</b>' });
    const answer = await post(typed);
    expect(answer.status).toBe(422);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = rendered(answer.text);
    expect(page.url).toBe(`/paket/${paket}`);
    expect(page.form?.values).toMatchObject({ name: 'A', whatsapp: '12', people: '0', note: 'Catatan <b>tetap</b>', visit_date: typed.visit_date });
    expect(page.form?.errors).toEqual({ name: messages.bookingNameInvalid, whatsapp: messages.bookingWhatsAppInvalid, people: expect.any(String) });
    expect((await stored()).length).toBe(before);
  });

  it('keeps nothing from a robot that fills the hidden field, and tells it the same as a person', async () => {
    const before = (await stored()).length;
    const answer = await post(fields({ website: 'https://spam.example' }));
    expect(answer.status).toBe(303);
    expect((await stored()).length).toBe(before);
  });

  it('takes five requests an hour from one address, then shows the form again with the limit sentence', async () => {
    const ip = nextAddress();
    for (let n = 0; n < 5; n += 1) expect((await post(fields(), { Origin: ORIGIN }, ip)).status).toBe(303);
    const refused = await post(fields({ name: 'Budi Santoso' }), { Origin: ORIGIN }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rendered(refused.text).form).toMatchObject({ general: messages.bookingTooMany, values: { name: 'Budi Santoso' } });
  });

  it('accepts posts from our own pages only: another origin, or none at all, is refused with 403', async () => {
    const before = (await stored()).length;
    const foreign = await post(fields(), { Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain(messages.forbiddenOrigin);
    expect((await post(fields(), { Referer: 'http://evil.example/form.html' })).status).toBe(403);
    expect((await post(fields(), {})).status).toBe(403);
    // A browser that sends no Origin but its Referer, from our own page, is one of ours.
    expect((await post(fields(), { Referer: `${ORIGIN}/paket/${paket}` })).status).toBe(303);
    expect((await stored()).length).toBe(before + 1);
  });

  it('refuses a form that names no package or lodging, and an oversized body, without a 5xx', async () => {
    const nameless = await post(fields({ target: 'hotel' }));
    expect(nameless.status).toBe(400);
    expect(nameless.text).toContain(messages.bookingTargetMissing);
    const huge = await post(fields({ note: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
  });
});
