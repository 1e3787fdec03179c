/**
 * The calendar of free days on lodging and package pages, rendered by the server (the built client's
 * render) on both databases: each day's state in words, the month a page's `?bulan=` names and the links
 * to the others, the English page's words, the page cache dropped by a confirmation; and a request for
 * full days sent without scripts, answered 409 with the nearest free days beside the date field and
 * everything typed kept (and named for the same field when the page's script sends it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarMonths, monthOf } from '../../shared/availability';
import { formatCalendarDay, formatCalendarMonth, villageToday } from '../../shared/event-time';
import { message } from '../../shared/messages';
import { accommodationInput } from '../../shared/schemas/accommodation';
import { paketInput } from '../../shared/schemas/paket';
import { builtClient } from '../client-build';
import { closeDay } from '../modules/availability/availability.service';
import { createBooking, updateBooking } from '../modules/booking/booking.service';
import { records } from '../records/record-kinds';
import { createRecord } from '../records/record.service';
import { databases } from '../test-support/db';
import { useTestServer } from '../test-support/http';
import { callTrpc } from '../test-support/trpc-http';
import { speakingIn } from './locale';

const ORIGIN = 'http://localhost:3000';
const today = villageToday();
const day = (offset: number) => addDays(today, offset);
const months = calendarMonths();

/** The page of a record with its calendar at the month of `on`. */
const pageAt = (path: string, on: string) => (monthOf(on) === months[0] ? path : `${path}?bulan=${monthOf(on)}`);

/** The text of a day's cell, as a screen reader reads it: the number, then the state. */
function cellText(html: string, on: string): string | undefined {
  const cell = new RegExp(`<td[^>]*data-day="${on}"[^>]*>(.*?)</td>`, 's').exec(html)?.[1];
  return cell?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

/** The calendar's caption, and the addresses of its month links. */
function calendarOf(html: string) {
  const link = (rel: string) => new RegExp(`<a href="([^"]+)"[^>]*rel="${rel}"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { caption: /<caption[^>]*>([^<]*)<\/caption>/.exec(html)?.[1], previous: link('prev'), next: link('next') };
}

/** The text of the element with `id`, and the value of the input before it. */
function fieldOf(html: string, id: string) {
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    value: /value="([^"]*)"/.exec(input)?.[1],
    invalid: input.includes('aria-invalid="true"'),
    error: new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1]?.replace(/&#x27;/g, "'"),
  };
}

describe.each(databases)('the calendar of free days on the rendered pages (%s)', (kind) => {
  const t = useTestServer(kind, { trustProxy: 'loopback', pages: builtClient().pages });
  let address = 0;
  const ip = () => `10.77.0.${++address}`;
  let lodging: number;
  let paket: number;

  const get = async (path: string) => {
    const answer = await t.server.call('GET', path);
    expect(answer.status, path).toBe(200);
    return { html: answer.text, cache: answer.headers.get('x-page-cache') };
  };
  const stay = (id: number, from: number, to: number) =>
    createBooking(t.server.db, { target: 'accommodation', target_id: id, name: 'Budi', whatsapp: '6281311112222', visit_date: null, check_in: day(from), check_out: day(to), people: 2, note: '', website: '' }, ip());
  const visit = (id: number, on: number, people: number) =>
    createBooking(t.server.db, { target: 'paket', target_id: id, name: 'Siti', whatsapp: '6281311112222', visit_date: day(on), check_in: null, check_out: null, people, note: '', website: '' }, ip());
  const confirm = async (code: string) => {
    const { id } = await t.server.db.selectFrom('booking_request').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await updateBooking(t.server.db, id, { status: 'dikonfirmasi' });
  };
  const post = (path: string, body: Record<string, string>) =>
    t.server.call('POST', path, {
      body: new URLSearchParams(body).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'X-Forwarded-For': ip() },
    });

  beforeAll(async () => {
    const lodgingInput = accommodationInput.parse({ name: 'Homestay Ukir', description: 'Dekat pantai.', phone: '081298765432', units: 2 });
    lodging = (await createRecord(t.server.db, records.accommodation, lodgingInput)).id;
    // Two rooms: one stay leaves one room on days 3 and 4, a second fills day 4; day 6 is closed.
    await confirm((await stay(lodging, 3, 5)).code);
    await confirm((await stay(lodging, 4, 5)).code);
    await closeDay(t.server.db, { target: 'accommodation', id: lodging, day: day(6), reason: 'Renovasi' }, null);
    // Ten places on the days it runs: 7 taken on day 2, all on day 3; day 4 it does not run.
    const runs = [1, 2, 3, 5].map(day);
    paket = (await createRecord(t.server.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', capacity: 10, run_dates: runs }))).id;
    await confirm((await visit(paket, 2, 7)).code);
    await confirm((await visit(paket, 3, 10)).code);
  });

  it("renders a lodging's month from the server: each day's number and state in words, Monday first", async () => {
    const path = `/accommodation/${lodging}`;
    const html = (await get(pageAt(path, day(4)))).html;
    expect(html).toContain('<h2 id="ketersediaan-title"');
    expect(html).toContain('>Ketersediaan</h2>');
    expect(calendarOf(html).caption).toBe(formatCalendarMonth(monthOf(day(4))));
    const headers = [...html.matchAll(/<th scope="col"[^>]*><span aria-hidden="true">(\w+)<\/span><span class="sr-only">(\w+)<\/span><\/th>/g)].map((match) => `${match[1]}/${match[2]}`);
    expect(headers).toEqual(['Sen/Senin', 'Sel/Selasa', 'Rab/Rabu', 'Kam/Kamis', 'Jum/Jumat', 'Sab/Sabtu', 'Min/Minggu']);
    const number = (offset: number) => Number(day(offset).slice(8));
    expect(cellText((await get(pageAt(path, day(2)))).html, day(2))).toBe(`${number(2)} Tersedia`);
    expect(cellText((await get(pageAt(path, day(3)))).html, day(3))).toBe(`${number(3)} Sisa 1 kamar`);
    expect(cellText(html, day(4))).toBe(`${number(4)} Penuh`);
    expect(cellText((await get(pageAt(path, day(6)))).html, day(6))).toBe(`${number(6)} Tutup`);
    if (monthOf(day(-1)) === months[0]) expect(cellText((await get(path)).html, day(-1))).toBe(`${number(-1)} Lewat`);
    expect((await get(path)).html).toContain(`aria-current="date" data-day="${today}"`);
  });

  it("renders a package's places and the days it does not run", async () => {
    const path = `/paket/${paket}`;
    const cell = async (offset: number) => cellText((await get(pageAt(path, day(offset)))).html, day(offset))?.replace(/^\d+ /, '');
    expect(await cell(1)).toBe('Tersedia');
    expect(await cell(2)).toBe('Sisa 3 tempat');
    expect(await cell(3)).toBe('Penuh');
    expect(await cell(4)).toBe('Tidak ada jadwal');
  });

  it('pages through the six months with plain links, from this month to the fifth after it; another month shows this one', async () => {
    const path = `/accommodation/${lodging}`;
    const first = calendarOf((await get(path)).html);
    expect(first).toEqual({ caption: formatCalendarMonth(months[0] ?? ''), previous: undefined, next: `${path}?bulan=${months[1]}#ketersediaan` });
    const second = calendarOf((await get(`${path}?bulan=${months[1]}`)).html);
    expect(second).toEqual({ caption: formatCalendarMonth(months[1] ?? ''), previous: `${path}#ketersediaan`, next: `${path}?bulan=${months[2]}#ketersediaan` });
    const last = calendarOf((await get(`${path}?bulan=${months[5]}`)).html);
    expect(last).toEqual({ caption: formatCalendarMonth(months[5] ?? ''), previous: `${path}?bulan=${months[4]}#ketersediaan`, next: undefined });
    for (const outside of [addDays(`${months[5]}-01`, 31).slice(0, 7), '2020-01', 'mei', '2027-13']) {
      expect(calendarOf((await get(`${path}?bulan=${outside}`)).html).caption, outside).toBe(formatCalendarMonth(months[0] ?? ''));
    }
    // A month beside the page's other search param: both are read.
    const both = (await get(`${path}?bulan=${months[2]}&foto=2&utm_source=wa`)).html;
    expect(calendarOf(both).caption).toBe(formatCalendarMonth(months[2] ?? ''));
  });

  it('says it all in English on the English page, its links under /en', async () => {
    const path = `/en/accommodation/${lodging}`;
    const html = (await get(`${path}?bulan=${monthOf(day(4))}`)).html;
    expect(html).toContain('>Availability</h2>');
    expect(calendarOf(html).caption).toBe(speakingIn('en', () => formatCalendarMonth(monthOf(day(4)))));
    expect(html).toContain('<span aria-hidden="true">Mon</span><span class="sr-only">Monday</span>');
    expect(cellText(html, day(4))).toMatch(/^\d+ Full$/);
    expect(cellText((await get(`${path}?bulan=${monthOf(day(3))}`)).html, day(3))).toMatch(/^\d+ Rooms left: 1$/);
    expect(cellText((await get(`${path}?bulan=${monthOf(day(6))}`)).html, day(6))).toMatch(/^\d+ Closed$/);
    expect(calendarOf((await get(path)).html).next).toBe(`${path}?bulan=${months[1]}#ketersediaan`);
    const paketPage = (await get(`/en/paket/${paket}?bulan=${monthOf(day(4))}`)).html;
    expect(cellText(paketPage, day(4))).toMatch(/^\d+ Not running$/);
  });

  it('shows a night full on the cached page as soon as the admin confirms the stay that fills it', async () => {
    const other = (await createRecord(t.server.db, records.accommodation, accommodationInput.parse({ name: 'Pondok Wisata', description: 'Dekat sawah.', phone: '081298765432', units: 1 }))).id;
    const path = pageAt(`/accommodation/${other}`, day(1));
    const asked = await stay(other, 1, 2);
    // Served from memory (on Postgres once this instance has heard its own writes' notices too), and a
    // request only asked for takes nothing.
    await expect.poll(async () => (await get(path)).cache).toBe('hit');
    expect(cellText((await get(path)).html, day(1))).toMatch(/ Tersedia$/);
    await confirm(asked.code);
    const after = await get(path);
    expect(after.cache).toBe('miss');
    expect(cellText(after.html, day(1))).toMatch(/ Penuh$/);
  });

  it('answers a full stay sent without scripts with 409, the nearest free stay beside the check-in, everything typed kept', async () => {
    const typed = { name: 'Budi Santoso', whatsapp: '0813-1111-2222', check_in: day(4), check_out: day(5), people: '2', note: 'Datang sore <b>hari</b>.', website: '' };
    const answer = await post('/pemesanan', { target: 'accommodation', target_id: String(lodging), ...typed });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const field = (name: string) => fieldOf(answer.text, `pemesanan-accommodation-${name}`);
    // Day 4 is full; day 5 has both rooms; day 6 is closed: the nearest free night is day 5.
    const sentence = message('bookingDatesFullNextStay', { checkIn: formatCalendarDay(day(5)), checkOut: formatCalendarDay(day(6)) });
    expect(field('check_in')).toEqual({ value: day(4), invalid: true, error: sentence });
    expect(field('check_out').value).toBe(day(5));
    expect([field('name').value, field('whatsapp').value, field('people').value]).toEqual(['Budi Santoso', '0813-1111-2222', '2']);
    expect(answer.text).toContain('Datang sore &lt;b&gt;hari&lt;/b&gt;.</textarea>');
    // Beside the field only: the form's own message above its button stays empty.
    expect(answer.text).not.toContain('role="alert"');
    expect(await t.server.db.selectFrom('booking_request').select('id').where('name', '=', 'Budi Santoso').execute()).toEqual([]);
  });

  it('shows the month of the full dates on the refused page, not this month', async () => {
    // Both rooms taken on day 40, always in a later month than today's.
    await confirm((await stay(lodging, 40, 41)).code);
    await confirm((await stay(lodging, 40, 41)).code);
    const typed = { name: 'Rina', whatsapp: '081311112222', check_in: day(40), check_out: day(41), people: '2', note: '', website: '' };
    const answer = await post('/pemesanan', { target: 'accommodation', target_id: String(lodging), ...typed });
    expect(answer.status).toBe(409);
    expect(calendarOf(answer.text).caption).toBe(formatCalendarMonth(monthOf(day(40))));
    expect(cellText(answer.text, day(40))).toMatch(/ Penuh$/);
    // A refusal about another field (a bad number) keeps this month.
    const wrong = await post('/pemesanan', { target: 'accommodation', target_id: String(lodging), ...typed, whatsapp: '12' });
    expect(wrong.status).toBe(422);
    expect(calendarOf(wrong.text).caption).toBe(formatCalendarMonth(months[0] ?? ''));
  });

  it("answers the same stay sent by the page's script with the sentence named for the check-in field", async () => {
    const input = { target: 'accommodation', target_id: lodging, name: 'Budi Santoso', whatsapp: '081311112222', visit_date: null, check_in: day(4), check_out: day(5), people: 2, note: '', website: '' };
    const answer = await callTrpc(t.server, 'mutation', 'booking.create', { input });
    expect(answer.status).toBe(409);
    const sentence = message('bookingDatesFullNextStay', { checkIn: formatCalendarDay(day(5)), checkOut: formatCalendarDay(day(6)) });
    expect(answer.error?.data).toMatchObject({ messageKey: 'bookingDatesFullNextStay', fieldErrors: { check_in: [sentence] } });
  });

  it('answers a full package day sent without scripts with the nearest free days, in English on the English page', async () => {
    const typed = { target: 'paket', target_id: String(paket), name: 'Siti Aminah', whatsapp: '0812-3456-7890', visit_date: day(3), people: '4', note: '', website: '' };
    const indonesian = await post('/pemesanan', typed);
    expect(indonesian.status).toBe(409);
    // Day 3 is full, day 4 it does not run, day 5 runs with ten places; no later day runs.
    expect(fieldOf(indonesian.text, 'pemesanan-paket-visit_date')).toEqual({
      value: day(3),
      invalid: true,
      error: message('bookingDatesFullNextDays', { dates: formatCalendarDay(day(5)) }),
    });
    const english = await post('/en/pemesanan', typed);
    expect(english.status).toBe(409);
    const sentence = speakingIn('en', () => message('bookingDatesFullNextDays', { dates: formatCalendarDay(day(5)) }));
    expect(sentence).toMatch(/^The selected dates are fully booked/);
    expect(fieldOf(english.text, 'pemesanan-paket-visit_date').error).toBe(sentence);
    expect(fieldOf(english.text, 'pemesanan-paket-name').value).toBe('Siti Aminah');
  });
});
