/**
 * What /admin/statistik reports, on both databases, checked against the raw events it comes from: views and
 * visitors per day (rolled-up days and today's), pages, devices and campaigns; requests by week and status,
 * and a package's views against its requests; the tourism log's entries, versioned, audited, prefilled from
 * the month's confirmed requests; and the dashboard's week.
 */
import { describe, expect, it } from 'vitest';
import { addDays, monthOf } from '../../../shared/availability';
import { villageToday } from '../../../shared/event-time';
import { paketInput } from '../../../shared/schemas/paket';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { databases } from '../../test-support/db';
import { useTrpc } from '../../test-support/trpc';
import { createBooking, updateBooking } from '../booking/booking.service';
import { rollUpViews } from './stats.repository';

const today = villageToday();
const [year, month] = today.split('-').map(Number) as [number, number];
const period = { year, month };

describe.each(databases)('statistics (%s)', (kind) => {
  const t = useTrpc(kind);
  let paket: number;
  let address = 0;

  const views = (day: string, entries: [page: string, visitor: string, device?: string, utm?: string][]) =>
    t.db
      .insertInto('page_view')
      .values(entries.map(([page, visitor, device = 'phone', utm = '']) => ({ day, page, visitor, referrer: '', device, language: page.startsWith('/en') ? 'en' : 'id', utm_source: utm, utm_medium: '', utm_campaign: '', ref: '' })))
      .execute();
  const request = (people: number) =>
    createBooking(t.db, { target: 'paket', target_id: paket, name: 'Siti', whatsapp: '6281311112222', visit_date: today, check_in: null, check_out: null, people, note: '', website: '' }, `10.8.0.${++address}`);
  const idOf = async (code: string) => (await t.db.selectFrom('booking_request').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it("reports views and visitors per day, pages, devices and campaigns as the raw views add up, today's included", async () => {
    paket = (await createRecord(t.db, records.paket, paketInput.parse({ name: 'Paket Obor', description: 'Menonton Perang Obor.', price: 150000, phone: '081234567890' }))).id;
    const earlier = today.endsWith('-01') ? today : addDays(today, -1);
    const past = earlier === today ? [] : ([['/', 'a'], ['/', 'a'], [`/paket/${paket}`, 'b', 'desktop', 'instagram']] as const);
    if (past.length > 0) {
      await views(earlier, past.map((entry) => [...entry]));
      await rollUpViews(t.db, today);
    }
    await views(today, [['/', 'c'], [`/en/paket/${paket}`, 'c', 'tablet'], [`/paket/${paket}`, 'd', 'phone', 'instagram']]);
    const raw = [...past.map(([page, visitor, device = 'phone', utm = '']) => ({ day: earlier, page, visitor, device, utm })), ...[['/', 'c', 'phone', ''], [`/en/paket/${paket}`, 'c', 'tablet', ''], [`/paket/${paket}`, 'd', 'phone', 'instagram']].map(([page, visitor, device, utm]) => ({ day: today, page, visitor, device, utm }))] as { day: string; page: string; visitor: string; device: string; utm: string }[];

    const overview = await t.admin.stats.overview(period);
    const visitorsOn = (day: string) => new Set(raw.filter((view) => view.day === day).map((view) => view.visitor)).size;
    for (const day of new Set(raw.map((view) => view.day))) {
      expect(overview.days.find((entry) => entry.day === day)).toEqual({ day, views: raw.filter((view) => view.day === day).length, visitors: visitorsOn(day) });
    }
    expect(overview.days.at(-1)?.day).toBe(today);
    expect(overview.totals.views).toBe(raw.length);
    expect(overview.pages.find((page) => page.page === '/')?.views).toBe(raw.filter((view) => view.page === '/').length);
    expect(overview.devices.find((device) => device.device === 'phone')?.views).toBe(raw.filter((view) => view.device === 'phone').length);
    expect(overview.campaigns).toContainEqual({ field: 'utm_source', value: 'instagram', views: raw.filter((view) => view.utm === 'instagram').length, visitors: expect.any(Number) });
    expect(overview.targets.find((target) => target.target === 'paket' && target.target_id === paket)?.views).toBe(raw.filter((view) => view.page.endsWith(`/paket/${paket}`)).length);
  });

  it('follows requests by week and status, with the share confirmed and each package’s requests beside its views', async () => {
    const sent = [await request(4), await request(2), await request(3)];
    await updateBooking(t.db, await idOf(sent[0]!.code), { status: 'dikonfirmasi' });
    await updateBooking(t.db, await idOf(sent[1]!.code), { status: 'dibatalkan' });
    const overview = await t.admin.stats.overview(period);
    expect(overview.requests).toEqual({ total: 3, confirmed: 1 });
    expect(overview.requestWeeks.reduce((sum, week) => sum + week.total, 0)).toBe(3);
    const statuses = overview.requestWeeks.reduce<Record<string, number>>((sum, week) => {
      for (const [status, count] of Object.entries(week.statuses)) sum[status] = (sum[status] ?? 0) + count;
      return sum;
    }, {});
    expect(statuses).toEqual({ baru: 1, dikonfirmasi: 1, dibatalkan: 1 });
    expect(overview.targets.find((target) => target.target_id === paket && target.target === 'paket')).toMatchObject({ requests: 3, confirmed: 1 });
    expect(await t.admin.stats.lastWeek()).toMatchObject({ requests: 3, confirmed: 1 });
  });

  it('the tourism log: a package offers its confirmed requests; an entry is saved, versioned and audited', async () => {
    const thisMonth = monthOf(today);
    const line = (await t.admin.stats.tourismLog({ month: thisMonth })).find((entry) => entry.target === 'paket' && entry.target_id === paket);
    expect(line).toMatchObject({ name: 'Paket Obor', entry: null, prefill: { visitors_domestic: 4, visitors_foreign: 0, groups: 1, income: 600000 } });
    const figures = { month: thisMonth, target: 'paket' as const, target_id: paket, visitors_domestic: 120, visitors_foreign: 8, groups: 6, income: 18_000_000 };
    const saved = await t.admin.stats.saveTourismLog({ ...figures, version: 0 });
    expect(saved?.entry).toMatchObject({ visitors_domestic: 120, visitors_foreign: 8, groups: 6, income: 18_000_000, version: 1 });
    await expect(t.admin.stats.saveTourismLog({ ...figures, version: 0 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await t.admin.stats.saveTourismLog({ ...figures, visitors_foreign: 10, income: null, version: 1 });
    await expect(t.admin.stats.saveTourismLog({ ...figures, version: 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
    const overview = await t.admin.stats.overview(period);
    expect(overview.tourismMonths).toEqual([{ month: thisMonth, visitors_domestic: 120, visitors_foreign: 10, groups: 6, income: null }]);
    const logged = await t.db.selectFrom('audit_log').select(['action', 'record_name', 'changes']).where('kind', '=', 'tourism_log').orderBy('id').execute();
    expect(logged.map((row) => row.action)).toEqual(['create', 'update']);
    expect(logged[1]?.changes).toEqual({ visitors_foreign: [8, 10], income: [18_000_000, null] });
    await expect(t.admin.stats.saveTourismLog({ ...figures, visitors_domestic: -1, version: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.anonymous.stats.overview(period)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
