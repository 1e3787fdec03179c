/**
 * The files "Unduh CSV" writes on /admin/statistik, on both databases: each table built from a real
 * `stats.overview` and `stats.tourismLog` over seeded views, requests and a tourism log entry, read back by a
 * real CSV parser. Every row says what the API said, in the screen's words and order, with its sums; and a
 * campaign's label, a page's address or a package's name that looks like a formula is written so that no
 * spreadsheet runs it, split on `,` or on `;`.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCalendarMonth, villageToday } from '../../../shared/event-time';
import { monthOf } from '../../../shared/availability';
import { paketInput } from '../../../shared/schemas/paket';
import {
  campaignsTable,
  devicesTable,
  languagesTable,
  pagesTable,
  referrersTable,
  requestStatusTable,
  requestWeeksTable,
  tableCsv,
  tableFileName,
  targetsTable,
  tourismLogTable,
  tourismMonthsTable,
  visitsTable,
  type StatsTable,
} from '../../../shared/stats-tables';
import { records } from '../../records/record-kinds';
import { createRecord } from '../../records/record.service';
import { databases } from '../../test-support/db';
import { useTrpc } from '../../test-support/trpc';
import { createBooking, updateBooking } from '../booking/booking.service';

const today = villageToday();
const month = monthOf(today);
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
const period = { year, month: monthNumber };

const CAMPAIGN = '=HYPERLINK("http://contoh.test","klik")';
const PAGE = '/agenda;=1+1';
const PAKET = '@Paket Laut';
const FORMULA_START = /^[\s"]*[=+\-@\t\r]/;

/** The file's rows as a spreadsheet reads them, split on `delimiter`: first the BOM, then every line ended by CRLF. */
function read(file: string, delimiter = ','): string[][] {
  expect(file.startsWith('\uFEFF')).toBe(true);
  expect(file.endsWith('\r\n')).toBe(true);
  const { data, errors } = Papa.parse<string[]>(file.slice(1), { delimiter, newline: '\r\n', skipEmptyLines: true });
  if (delimiter === ',') expect(errors).toEqual([]);
  return data;
}

describe.each(databases)('statistics tables as CSV files (%s)', (kind) => {
  const t = useTrpc(kind);
  let paket = 0;
  let address = 0;

  async function seed() {
    paket = (await createRecord(t.db, records.paket, paketInput.parse({ name: PAKET, description: 'Perahu ke pulau.', price: 200000, phone: '081234567890' }))).id;
    const view = (page: string, visitor: string, extra: Partial<{ referrer: string; device: string; language: string; utm_campaign: string }> = {}) => ({
      day: today,
      page,
      visitor,
      referrer: '',
      device: 'phone',
      language: 'id',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      ref: '',
      ...extra,
    });
    await t.db
      .insertInto('page_view')
      .values([
        view('/', 'a'),
        view('/', 'b', { referrer: 'instagram.com', device: 'desktop' }),
        view(`/paket/${paket}`, 'a', { utm_campaign: CAMPAIGN }),
        view(`/en/paket/${paket}`, 'c', { language: 'en', device: 'tablet' }),
        view(PAGE, 'c', { language: 'en', device: 'tablet' }),
      ])
      .execute();
    const request = async (people: number) => {
      const sent = await createBooking(t.db, { target: 'paket', target_id: paket, name: 'Siti', whatsapp: '6281311112222', visit_date: today, check_in: null, check_out: null, people, note: '', website: '' }, `10.7.0.${++address}`);
      return (await t.db.selectFrom('booking_request').select('id').where('code', '=', sent.code).executeTakeFirstOrThrow()).id;
    };
    const [confirmed, cancelled] = [await request(5), await request(3)];
    await request(2);
    await updateBooking(t.db, confirmed, { status: 'dikonfirmasi' });
    await updateBooking(t.db, cancelled, { status: 'dibatalkan' });
    await t.admin.stats.saveTourismLog({ month, target: 'paket', target_id: paket, visitors_domestic: 120, visitors_foreign: 8, groups: 6, income: null, version: 0 });
  }

  it('each table’s file holds its headings, its rows as the API gives them and its sums, numbers as numbers', async () => {
    await seed();
    const overview = await t.admin.stats.overview(period);
    const lines = await t.admin.stats.tourismLog({ month });

    const visits = read(tableCsv(visitsTable(overview)));
    expect(visits[0]).toEqual(['Tanggal', 'Tayangan', 'Pengunjung']);
    expect(visits.slice(1, -1)).toHaveLength(overview.days.length);
    expect(visits.at(-2)).toEqual([formatCalendarDay(today), '5', '3']);
    expect(visits.at(-1)).toEqual(['Jumlah', String(overview.totals.views), String(overview.totals.visitors)]);

    expect(read(tableCsv(pagesTable(overview)))).toEqual([
      ['Halaman', 'Tayangan', 'Pengunjung'],
      ['/', '2', '2'],
      ["/agenda;'=1+1", '1', '1'],
      [`/en/paket/${paket}`, '1', '1'],
      [`/paket/${paket}`, '1', '1'],
    ]);
    expect(read(tableCsv(referrersTable(overview)))).toEqual([['Sumber', 'Tayangan', 'Pengunjung'], ['Langsung / tidak diketahui', '4', '2'], ['instagram.com', '1', '1']]);
    expect(read(tableCsv(devicesTable(overview)))).toEqual([['Perangkat', 'Tayangan', 'Pengunjung'], ['Ponsel', '2', '1'], ['Tablet', '2', '1'], ['Desktop', '1', '1']]);
    expect(read(tableCsv(languagesTable(overview)))).toEqual([['Bahasa', 'Tayangan', 'Pengunjung'], ['Indonesia', '3', '2'], ['Inggris', '2', '1']]);
    expect(read(tableCsv(campaignsTable(overview)))).toEqual([['Parameter', 'Nilai', 'Tayangan', 'Pengunjung'], ['utm_campaign', `'${CAMPAIGN}`, '1', '1']]);

    const weeks = read(tableCsv(requestWeeksTable(overview)));
    expect(weeks[0]).toEqual(['Minggu (mulai Senin)', 'Baru', 'Dihubungi', 'Dikonfirmasi', 'Selesai', 'Dibatalkan', 'Jumlah']);
    expect(weeks.slice(1)).toEqual([
      [formatCalendarDay(overview.requestWeeks[0]?.week ?? ''), '1', '0', '1', '0', '1', '3'],
      ['Jumlah', '1', '0', '1', '0', '1', '3'],
    ]);
    expect(read(tableCsv(requestStatusTable(overview)))).toEqual([['Status', 'Jumlah'], ['Baru', '1'], ['Dihubungi', '0'], ['Dikonfirmasi', '1'], ['Selesai', '0'], ['Dibatalkan', '1'], ['Jumlah', '3']]);
    expect(read(tableCsv(targetsTable(overview)))).toEqual([
      ['Nama', 'Jenis', 'Dilihat', 'Diminta', 'Dikonfirmasi'],
      [`'${PAKET}`, 'Paket Wisata', '2', '3', '1'],
    ]);

    const header = ['Pengunjung domestik', 'Pengunjung mancanegara', 'Rombongan', 'Pendapatan (Rp)'];
    expect(read(tableCsv(tourismMonthsTable(overview)))).toEqual([['Bulan', ...header], [formatCalendarMonth(month), '120', '8', '6', ''], ['Jumlah', '120', '8', '6', '']]);
    expect(read(tableCsv(tourismLogTable(lines, month)))).toEqual([['Nama', 'Jenis', ...header], [`'${PAKET}`, 'Paket Wisata', '120', '8', '6', ''], ['Jumlah', '', '120', '8', '6', '']]);

    expect(tableFileName(pagesTable(overview), period)).toBe(`statistik-halaman-${month}.csv`);
    expect(tableFileName(tourismMonthsTable(overview), { year })).toBe(`statistik-catatan-kunjungan-per-bulan-${year}.csv`);
  });

  it('no cell of any table starts like a formula, split on "," or on ";"', async () => {
    const overview = await t.admin.stats.overview(period);
    const tables: StatsTable[] = [
      visitsTable(overview),
      pagesTable(overview),
      referrersTable(overview),
      devicesTable(overview),
      languagesTable(overview),
      campaignsTable(overview),
      requestWeeksTable(overview),
      requestStatusTable(overview),
      targetsTable(overview),
      tourismMonthsTable(overview),
      tourismLogTable(await t.admin.stats.tourismLog({ month }), month),
    ];
    const written = tables.map(tableCsv).join('');
    // The seeded values are in the files, each after its apostrophe.
    for (const value of [CAMPAIGN, PAKET, '=1+1']) expect(written).toContain(`'${value.replace(/"/g, '""')}`);
    for (const table of tables) {
      for (const delimiter of [',', ';']) {
        for (const cell of read(tableCsv(table), delimiter).flat()) expect(cell, `${table.name}: ${JSON.stringify(cell)}`).not.toMatch(FORMULA_START);
      }
    }
  });
});
