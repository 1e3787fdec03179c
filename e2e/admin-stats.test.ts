/**
 * Admin journey: the statistics. The dashboard's last 7 days lead to /admin/statistik; its period is chosen
 * by year and month (kept in the URL) and shows the views, requests and tourism log seeded for it, each
 * chart with its table; a tourism log line is filled in from the confirmed requests and saved, a field left
 * empty is marked, and a save over someone else's is refused with its sentence; a table downloads as CSV;
 * and the monthly report shows the same numbers, prints on A4 without the panel around it, and calls the
 * browser's printing. axe finds nothing on the screen and on the report.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addMonths, monthOf } from '../shared/availability';
import { formatCalendarDay, formatCalendarMonth, villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { bookingInput } from '../shared/schemas/booking';
import { VILLAGE_DEFAULTS } from '../shared/village-defaults';
import { createBooking, updateBooking } from '../server/modules/booking/booking.service';
import { saveTourismLog } from '../server/modules/stats/tourism-log.service';
import { adminJourney, createThroughApi, expectNoA11yViolations, expectToast } from './admin-support';
import { describeBrowser, type TestServer } from './harness';

const today = villageToday();
const thisMonth = monthOf(today);
const lastMonth = addMonths(thisMonth, -1);
const [thisYear, thisMonthNumber] = thisMonth.split('-').map(Number) as [number, number];
const [lastYear, lastMonthNumber] = lastMonth.split('-').map(Number) as [number, number];
const CAMPAIGN = '=HYPERLINK("http://contoh.test","klik")';
const PRICE = 250_000;

const ids = { obor: 0, makam: 0 };

async function seedStats(url: string, server: TestServer) {
  ids.obor = await createThroughApi(url, 'paket', { name: 'Paket Obor', description: 'Menonton Perang Obor', price: String(PRICE), phone: '081234567890', facilities: 'Makan' });
  ids.makam = await createThroughApi(url, 'attraction', { category: 'Religi', name: 'Makam Mbah Tegal', description: 'Ziarah', price: '0', time_open_close: 'Senin - Minggu, 08:00 - 17:00', location: '-6.6160, 110.6517' });
  // Today: 7 views by 4 visitors, counted as the day goes (rows until the day is over).
  const view = (page: string, visitor: string, utm_campaign = '') => ({ day: today, page, visitor, referrer: '', device: 'phone', language: 'id', utm_source: '', utm_medium: '', utm_campaign, ref: '' });
  await server.db
    .insertInto('page_view')
    .values([view('/', 'a'), view('/', 'b'), view('/', 'c'), view(`/paket/${ids.obor}`, 'a', CAMPAIGN), view(`/paket/${ids.obor}`, 'd'), view('/attractions', 'b'), view('/agenda', 'c')])
    .execute();
  // The first of last month, long rolled up: 40 views by 25 visitors.
  const day = `${lastMonth}-01`;
  await server.db
    .insertInto('stats_daily')
    .values([
      { day, dimension: 'total', value: '', views: 40, visitors: 25 },
      { day, dimension: 'page', value: '/kuliner', views: 40, visitors: 25 },
      { day, dimension: 'device', value: 'desktop', views: 40, visitors: 25 },
    ])
    .execute();
  // Three requests this week; one confirmed, for 5 people visiting this month.
  let address = 0;
  const request = async (people: number) => {
    const sent = await createBooking(server.db, bookingInput.parse({ target: 'paket', target_id: ids.obor, name: 'Siti', whatsapp: '081311112222', visit_date: today, people }), `10.6.0.${++address}`);
    return (await server.db.selectFrom('booking_request').select('id').where('code', '=', sent.code).executeTakeFirstOrThrow()).id;
  };
  const confirmed = await request(5);
  await request(2);
  await request(3);
  await updateBooking(server.db, confirmed, { status: 'dikonfirmasi' });
}

const totals = (page: Page) => page.getByTestId('stats-totals').innerText();
const expectTotals = (page: Page, views: number, visitors: number) => expect.poll(() => totals(page), { timeout: 10_000 }).toBe(message('statsTotals', { views, visitors }));
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A table's body rows as their cells' texts. */
const rowsOf = (page: Page, caption: string) =>
  page
    .locator('table')
    .filter({ has: page.locator('caption', { hasText: caption }) })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));

describeBrowser('admin statistics', () => {
  const journey = adminJourney({ seed: false, records: seedStats });

  it('the dashboard shows the last 7 days and leads to the statistics of this month', async () => {
    const { page } = journey;
    const week = page.getByRole('region', { name: messages.dashboardWeekTitle });
    await expect.poll(() => week.getByTestId('week-views').locator('dd').innerText(), { timeout: 10_000 }).toBe('7');
    expect(await week.getByTestId('week-visitors').locator('dd').innerText()).toBe('4');
    expect(await week.getByTestId('week-requests').locator('dd').innerText()).toBe('3');
    expect(await week.getByTestId('week-confirmed').locator('dd').innerText()).toBe('1');
    await expectNoA11yViolations(page, '/admin/dashboard');
    await week.getByRole('link', { name: messages.dashboardWeekLink }).click();
    await page.waitForURL('**/admin/statistik');
    await page.getByRole('heading', { level: 1, name: messages.statsTitle }).waitFor();
    expect(await page.getByRole('navigation', { name: messages.adminNavLabel }).getByRole('link', { name: messages.adminNavStatistik }).getAttribute('aria-current')).toBe('page');
    await expectTotals(page, 7, 4);
    expect(await page.getByLabel(messages.statsFilterMonth, { exact: true }).inputValue()).toBe(String(thisMonthNumber));
  });

  it('every section has its heading and its tables; each chart is hidden behind its table', async () => {
    const { page } = journey;
    for (const title of [messages.statsVisitsTitle, messages.statsPagesTitle, messages.statsReferrersTitle, messages.statsDevicesTitle, messages.statsLanguagesTitle, messages.statsCampaignsTitle, messages.statsRequestsTitle, messages.tourismLogTitle]) {
      await section(page, title).getByRole('heading', { level: 2, name: title }).waitFor();
    }
    expect(await rowsOf(page, messages.statsPagesTitle)).toEqual([
      ['/', '3', '3'],
      [`/paket/${ids.obor}`, '2', '2'],
      ['/agenda', '1', '1'],
      ['/attractions', '1', '1'],
    ]);
    expect(await rowsOf(page, messages.statsReferrersTitle)).toEqual([[messages.statsReferrerDirect, '7', '4']]);
    expect(await rowsOf(page, messages.statsDevicesTitle)).toEqual([['Ponsel', '7', '4']]);
    expect(await rowsOf(page, messages.statsCampaignsTitle)).toEqual([['utm_campaign', CAMPAIGN, '1', '1']]);
    expect(await page.getByTestId('stats-confirmed').innerText()).toBe('Dikonfirmasi: 1 dari 3 (33%)');
    expect(await rowsOf(page, messages.statsTargetsCaption)).toEqual([['Paket Obor', 'Paket Wisata', '2', '3', '1']]);
    for (const chart of ['kunjungan', 'permintaan-per-minggu', 'catatan-kunjungan-per-bulan']) {
      const drawn = page.getByTestId(`chart-${chart}`);
      expect(await drawn.getAttribute('aria-hidden')).toBe('true');
      await drawn.locator('canvas').waitFor();
    }
    await expectNoA11yViolations(page, '/admin/statistik');
  });

  it('the period is chosen by year and month, kept in the URL: last month, then the whole year', async () => {
    const { page } = journey;
    await page.getByLabel(messages.statsFilterYear, { exact: true }).selectOption(String(lastYear));
    await page.getByLabel(messages.statsFilterMonth, { exact: true }).selectOption(String(lastMonthNumber));
    await page.waitForURL(new RegExp(`[?&]tahun=${lastYear}&bulan=${lastMonthNumber}$`));
    await expectTotals(page, 40, 25);
    expect(await rowsOf(page, messages.statsPagesTitle)).toEqual([['/kuliner', '40', '25']]);
    expect(await page.getByTestId('stats-confirmed').innerText()).toBe('Dikonfirmasi: 0 dari 0 (0%)');
    await page.reload();
    await expectTotals(page, 40, 25);
    expect(await page.getByLabel(messages.statsFilterMonth, { exact: true }).inputValue()).toBe(String(lastMonthNumber));

    await page.getByLabel(messages.statsFilterYear, { exact: true }).selectOption(String(thisYear));
    await page.getByLabel(messages.statsFilterMonth, { exact: true }).selectOption({ label: messages.statsAllMonths });
    await page.waitForURL(new RegExp(`[?&]tahun=${thisYear}$`));
    const sameYear = lastYear === thisYear;
    await expectTotals(page, sameYear ? 47 : 7, sameYear ? 29 : 4);
    await section(page, messages.tourismLogTitle).getByText(messages.tourismLogChooseMonth).waitFor();
    await page.getByLabel(messages.statsFilterMonth, { exact: true }).selectOption(String(thisMonthNumber));
    await expectTotals(page, 7, 4);
  });

  it('a tourism log line: an empty field marked, filled from the confirmed requests, saved; a stale save refused', async () => {
    const { page, server } = journey;
    const log = section(page, messages.tourismLogTitle);
    const caption = message('tourismLogOfMonth', { month: formatCalendarMonth(thisMonth) });
    await expect.poll(() => rowsOf(page, caption), { timeout: 10_000 }).toEqual([
      ['Makam Mbah Tegal', 'Objek Wisata', '-', '-', '-', '-', 'Isi'],
      ['Paket Obor', 'Paket Wisata', '-', '-', '-', '-', 'Isi'],
    ]);
    await log.getByRole('button', { name: 'Isi catatan Paket Obor' }).click();
    const form = page.getByRole('form', { name: message('tourismLogFormTitle', { name: 'Paket Obor', month: formatCalendarMonth(thisMonth) }) });
    await form.waitFor();
    await form.getByRole('button', { name: messages.adminSave }).click();
    const domestic = form.getByLabel(messages.tourismLogDomestic);
    await expect.poll(() => domestic.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator(`#${await domestic.getAttribute('id')}-error`).innerText()).toBe(messages.tourismLogCountInvalid);
    await expectNoA11yViolations(page, 'tourism log form');

    await form.getByRole('button', { name: messages.tourismLogPrefill }).click();
    expect(await domestic.inputValue()).toBe('5');
    expect(await form.getByLabel(messages.tourismLogForeign).inputValue()).toBe('0');
    expect(await form.getByLabel(messages.tourismLogGroups).inputValue()).toBe('1');
    expect(await form.getByLabel(messages.tourismLogIncome).inputValue()).toBe(String(5 * PRICE));
    await domestic.fill('120');
    await form.getByLabel(messages.tourismLogForeign).fill('8');
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expectToast(page, messages.tourismLogSaved);
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => rowsOf(page, caption), { timeout: 10_000 }).toEqual([
      ['Makam Mbah Tegal', 'Objek Wisata', '-', '-', '-', '-', 'Isi'],
      ['Paket Obor', 'Paket Wisata', '120', '8', '1', '1.250.000', 'Ubah'],
    ]);
    expect(await rowsOf(page, messages.tourismLogByMonth)).toEqual([[formatCalendarMonth(thisMonth), '120', '8', '1', '1.250.000']]);

    // Someone else saves the line while it is open here: this save is refused with the log's sentence.
    await log.getByRole('button', { name: 'Ubah catatan Paket Obor' }).click();
    await form.waitFor();
    expect(await domestic.inputValue()).toBe('120');
    const month = thisMonth;
    await saveTourismLog(server.db, { month, target: 'paket', target_id: ids.obor, visitors_domestic: 130, visitors_foreign: 8, groups: 1, income: 5 * PRICE, version: 1 }, null);
    await form.getByLabel(messages.tourismLogGroups).fill('2');
    await form.getByRole('button', { name: messages.adminSave }).click();
    await expect.poll(() => form.getByRole('alert').first().innerText(), { timeout: 10_000 }).toBe(messages.tourismLogConflict);
    expect(await form.getByLabel(messages.tourismLogGroups).inputValue()).toBe('2');
    await form.getByRole('button', { name: messages.adminCancel }).click();
    await page.reload();
    await expect.poll(() => rowsOf(page, caption), { timeout: 10_000 }).toContainEqual(['Paket Obor', 'Paket Wisata', '130', '8', '1', '1.250.000', 'Ubah']);
  });

  it('"Unduh CSV" writes a table as shown, with the BOM and a formula-like campaign made harmless', async () => {
    const { page } = journey;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: message('statsCsvOf', { table: messages.statsCampaignsTitle }) }).click()]);
    expect(download.suggestedFilename()).toBe(`statistik-kampanye-${thisMonth}.csv`);
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text).toBe(`\uFEFF"Parameter","Nilai","Tayangan","Pengunjung"\r\n"utm_campaign","'${CAMPAIGN.replace(/"/g, '""')}","1","1"\r\n`);
  });

  it('the monthly report: the same numbers, the village and the period, printed on A4 without the panel', async () => {
    const { page } = journey;
    const screenTotals = await totals(page);
    const screenShare = await page.getByTestId('stats-confirmed').innerText();
    await page.getByRole('link', { name: messages.statsOpenReport }).click();
    await page.waitForURL(new RegExp(`/admin/statistik/laporan\\?tahun=${thisYear}&bulan=${thisMonthNumber}$`));
    const report = page.getByRole('article', { name: messages.statsReportTitle });
    await report.getByRole('heading', { level: 1, name: messages.statsReportTitle }).waitFor();
    expect(await report.getByText(VILLAGE_DEFAULTS.title, { exact: true }).count()).toBe(1);
    expect(await report.getByTestId('report-period').innerText()).toBe(`Periode: ${formatCalendarMonth(thisMonth)}`);
    await report.getByText(`Dibuat: ${formatCalendarDay(today)}`, { exact: true }).waitFor();
    await expect.poll(() => report.getByTestId('report-totals').innerText(), { timeout: 10_000 }).toBe(screenTotals);
    expect(await report.getByTestId('report-confirmed').innerText()).toBe(screenShare);
    expect(await rowsOf(page, messages.statsRequestStatuses)).toEqual([['Baru', '2'], ['Dihubungi', '0'], ['Dikonfirmasi', '1'], ['Selesai', '0'], ['Dibatalkan', '0']]);
    const caption = message('tourismLogOfMonth', { month: formatCalendarMonth(thisMonth) });
    await expect.poll(() => rowsOf(page, caption), { timeout: 10_000 }).toEqual([
      ['Makam Mbah Tegal', 'Objek Wisata', '-', '-', '-', '-'],
      ['Paket Obor', 'Paket Wisata', '130', '8', '1', '1.250.000'],
    ]);
    expect(await page.locator('table', { has: page.locator('caption', { hasText: caption }) }).locator('tfoot tr').innerText()).toMatch(/^Jumlah\s+130\s+8\s+1\s+1\.250\.000$/);
    expect(await report.getByRole('button', { name: messages.statsCsv }).count()).toBe(0);
    await expectNoA11yViolations(page, '/admin/statistik/laporan');

    // "Cetak" opens the browser's printing (replaced here, so the test can count it).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await report.getByRole('button', { name: messages.statsReportPrint }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: A4, and neither the sidebar, the bar above nor the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#admin-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await report.getByRole('button', { name: messages.statsReportPrint }).isVisible()).toBe(false);
    expect(await report.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#admin-main')?.parentElement ?? document.body).paddingLeft)).toBe('0px');
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // A4 is 595 × 842 points (Chromium rounds to whole device pixels); its default, Letter, would be 612 × 792.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\]/);
    await page.emulateMedia({ media: 'screen' });
  });
});
