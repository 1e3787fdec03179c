/**
 * Occupancy on both databases: confirmed requests take a lodging's rooms night by night and a package's
 * places by party size, cancelling or completing frees them, closed days and a package's own days hold
 * nothing, a visitor asking for full days hears the nearest free ones, and two admins confirming the last
 * room at once leave one confirmed and the other refused with the days named.
 */
import { describe, expect, it } from 'vitest';
import { addDays, monthOf } from '../../../shared/availability';
import { formatCalendarDay, villageToday } from '../../../shared/event-time';
import { message } from '../../../shared/messages';
import { accommodationInput } from '../../../shared/schemas/accommodation';
import { paketInput } from '../../../shared/schemas/paket';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { databases } from '../../test-support/db';
import { useTrpc } from '../../test-support/trpc';
import { createBooking, updateBooking } from '../booking/booking.service';

const today = villageToday();
const day = (offset: number) => addDays(today, offset);

describe.each(databases)('availability (%s)', (kind) => {
  const t = useTrpc(kind);
  let address = 0;

  const lodging = async (units: number) =>
    (await createRecord(t.db, records.accommodation, accommodationInput.parse({ name: `Homestay ${units}`, description: 'Dekat pantai.', phone: '081298765432', units }))).id;
  const paket = async (fields: { capacity?: number | null; run_dates?: string[] } = {}) =>
    (await createRecord(t.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890', ...fields }))).id;
  const stay = (id: number, from: number, to: number) =>
    createBooking(t.db, { target: 'accommodation', target_id: id, name: 'Budi', whatsapp: '6281311112222', visit_date: null, check_in: day(from), check_out: day(to), people: 2, note: '', website: '' }, `10.9.0.${++address}`);
  const visit = (id: number, on: number, people: number) =>
    createBooking(t.db, { target: 'paket', target_id: id, name: 'Siti', whatsapp: '6281311112222', visit_date: day(on), check_in: null, check_out: null, people, note: '', website: '' }, `10.9.1.${++address}`);
  const idOf = async (code: string) => (await t.db.selectFrom('booking_request').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const confirm = async (code: string) => updateBooking(t.db, await idOf(code), { status: 'dikonfirmasi' });
  const month = (target: 'accommodation' | 'paket', id: number, offset: number) => t.anonymous.availability.month({ target, id, month: monthOf(day(offset)) });
  const stateOn = async (target: 'accommodation' | 'paket', id: number, offset: number) => (await month(target, id, offset)).days.find((entry) => entry.day === day(offset));

  it('a confirmed stay takes one room for each night from check-in to the night before check-out', async () => {
    const id = await lodging(2);
    await confirm((await stay(id, 10, 13)).code);
    expect(await stateOn('accommodation', id, 9)).toEqual({ day: day(9), state: 'open', free: 2 });
    for (const night of [10, 11, 12]) expect(await stateOn('accommodation', id, night)).toEqual({ day: day(night), state: 'open', free: 1 });
    expect(await stateOn('accommodation', id, 13)).toEqual({ day: day(13), state: 'open', free: 2 });
    await confirm((await stay(id, 11, 12)).code);
    expect(await stateOn('accommodation', id, 11)).toEqual({ day: day(11), state: 'full', free: 0 });
  });

  it('a new request takes nothing; cancelling or completing a confirmed one frees what it held', async () => {
    const id = await lodging(1);
    const first = await stay(id, 20, 22);
    expect((await stateOn('accommodation', id, 20))?.state).toBe('open');
    await confirm(first.code);
    expect((await stateOn('accommodation', id, 21))?.state).toBe('full');
    await updateBooking(t.db, await idOf(first.code), { status: 'dibatalkan' });
    expect((await stateOn('accommodation', id, 21))?.state).toBe('open');
    const second = await stay(id, 20, 22);
    await confirm(second.code);
    await updateBooking(t.db, await idOf(second.code), { status: 'selesai' });
    expect((await stateOn('accommodation', id, 20))?.state).toBe('open');
  });

  it("a package's places are taken by party size; it runs only on its own days", async () => {
    const limited = await paket({ capacity: 10 });
    await confirm((await visit(limited, 5, 7)).code);
    expect(await stateOn('paket', limited, 5)).toEqual({ day: day(5), state: 'open', free: 3 });
    await expect(visit(limited, 5, 4)).rejects.toThrow(message('bookingDatesFullNextDays', { dates: [6, 7, 8].map((n) => formatCalendarDay(day(n))).join(', ') }));
    await visit(limited, 5, 3);

    const obor = await paket({ run_dates: [day(30)] });
    expect(await stateOn('paket', obor, 30)).toEqual({ day: day(30), state: 'open', free: null });
    expect((await stateOn('paket', obor, 29))?.state).toBe('off');
    await expect(visit(obor, 29, 2)).rejects.toThrow(message('bookingDatesFullNextDays', { dates: formatCalendarDay(day(30)) }));
  });

  it('a closed day has nothing free, for visitors and for confirmations, until it is opened; both are in the log', async () => {
    const id = await lodging(3);
    await t.admin.availability.close({ target: 'accommodation', id, day: day(40), reason: 'Renovasi' });
    expect(await stateOn('accommodation', id, 40)).toEqual({ day: day(40), state: 'closed', free: 3 });
    await expect(stay(id, 39, 41)).rejects.toThrow(message('bookingDatesFullNextStay', { checkIn: formatCalendarDay(day(41)), checkOut: formatCalendarDay(day(43)) }));
    const overview = await t.admin.availability.overview({ month: monthOf(day(40)) });
    expect(overview.rows.find((row) => row.target === 'accommodation' && row.id === id)?.closures).toEqual([{ day: day(40), reason: 'Renovasi' }]);
    await t.admin.availability.open({ target: 'accommodation', id, day: day(40) });
    expect((await stateOn('accommodation', id, 40))?.state).toBe('open');
    // Opening a day that is not closed changes nothing, and logs nothing.
    await t.admin.availability.open({ target: 'accommodation', id, day: day(40) });
    const logged = await t.db.selectFrom('audit_log').select(['action', 'kind', 'record_id', 'changes']).where('action', 'in', ['day_close', 'day_open']).where('record_id', '=', id).orderBy('id').execute();
    expect(logged).toEqual([
      { action: 'day_close', kind: 'accommodation', record_id: id, changes: { day: [null, day(40)], reason: [null, 'Renovasi'] } },
      { action: 'day_open', kind: 'accommodation', record_id: id, changes: { day: [day(40), null] } },
    ]);
    await expect(t.anonymous.availability.close({ target: 'accommodation', id, day: day(41) })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('days before today are past; a month beyond the six a page shows is answered with this month', async () => {
    const id = await lodging(1);
    const now = await t.anonymous.availability.month({ target: 'accommodation', id, month: monthOf(day(400)) });
    expect(now.month).toBe(monthOf(today));
    if (today.slice(8) !== '01') expect(now.days[0]?.state).toBe('past');
    expect(now.days.find((entry) => entry.day === today)?.state).toBe('open');
  });

  it('two admins confirming the last room at once: one is confirmed, the other refused with the nights named', async () => {
    const id = await lodging(1);
    const [a, b] = [await stay(id, 50, 52), await stay(id, 51, 53)];
    const outcomes = await Promise.allSettled([confirm(a.code), confirm(b.code)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CONFLICT', message: message('bookingConfirmFull', { name: 'Homestay 1', dates: formatCalendarDay(day(51)) }) });
    const statuses = await t.db.selectFrom('booking_request').select('status').where('target_id', '=', id).where('target', '=', 'accommodation').execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(['baru', 'dikonfirmasi']);
  });
});
