/**
 * Journey: a visitor reads which days a lodging has free before asking for them. Without JavaScript the
 * calendar is in the page and its month links load the other months; with it, the months are drawn in
 * place and what the visitor typed into the booking form stays; a request for a full night is refused
 * with the nearest free stay beside the check-in; axe finds nothing on the page with its calendar.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarMonths } from '../shared/availability';
import { formatCalendarDay, formatCalendarMonth } from '../shared/event-time';
import { message } from '../shared/messages';
import { closeDay } from '../server/modules/availability/availability.service';
import { createBooking, updateBooking } from '../server/modules/booking/booking.service';
import { checkA11y, describeBrowser, newPage, PUBLIC_PAGE_RULES } from './harness';
import { closePublicSuite, dayFrom, messageOf, openPublicSuite, settled, type PublicSuite } from './public-fixtures';

const PHONE = { width: 375, height: 812 };
const months = calendarMonths();

let suite: PublicSuite;

/** The calendar's month as its caption names it. */
function shownMonth(page: Page): Promise<string | null> {
  return page.locator('#ketersediaan caption').textContent();
}

/** A day's cell as it reads: its number, then its state. */
async function dayCell(page: Page, day: string): Promise<string> {
  const text = await page.locator(`#ketersediaan td[data-day="${day}"]`).innerText();
  return text.replace(/\s+/g, ' ').trim();
}

/** Pages the calendar forward with its links until it shows the month of `day`. */
async function pageTo(page: Page, day: string): Promise<void> {
  const caption = formatCalendarMonth(day.slice(0, 7));
  while ((await shownMonth(page)) !== caption) {
    await page.getByRole('link', { name: 'Bulan berikutnya' }).click();
    await page.waitForLoadState();
    await page.locator('#ketersediaan [aria-busy]').waitFor({ state: 'detached' });
  }
}

const monthLink = (page: Page, name: string): Locator => page.locator('#ketersediaan').getByRole('link', { name });

describeBrowser('the calendar of free days', () => {
  beforeAll(async () => {
    suite = await openPublicSuite();
    const { db } = suite.server;
    // The lodging has one room: a confirmed stay fills the nights of days 2 and 3; day 6 is closed.
    const stay = await createBooking(
      db,
      { target: 'accommodation', target_id: suite.ids.lodging, name: 'Budi', whatsapp: '6281311112222', visit_date: null, check_in: dayFrom(2), check_out: dayFrom(4), people: 2, note: '', website: '' },
      'calendar-seed',
    );
    const { id } = await db.selectFrom('booking_request').select('id').where('code', '=', stay.code).executeTakeFirstOrThrow();
    await updateBooking(db, id, { status: 'dikonfirmasi' });
    await closeDay(db, { target: 'accommodation', id: suite.ids.lodging, day: dayFrom(6), reason: 'Renovasi' }, null);
  });
  afterAll(() => closePublicSuite(suite));

  it('reads the calendar and pages through its months without JavaScript', async () => {
    const page = await newPage(suite.browser, PHONE, { javaScript: false });
    const path = `/accommodation/${suite.ids.lodging}`;
    await page.goto(`${suite.server.url}${path}`);
    const calendar = page.getByRole('region', { name: 'Ketersediaan' });
    expect(await calendar.getByRole('table', { name: formatCalendarMonth(months[0] ?? '') }).isVisible()).toBe(true);
    // Monday first: abbreviated on screen, each column named by its day's full name.
    const columns = calendar.getByRole('columnheader');
    expect(await columns.locator('[aria-hidden="true"]').allInnerTexts()).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    const days = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
    expect(await columns.locator('.sr-only').allTextContents()).toEqual(days);
    for (const name of days) expect(await calendar.getByRole('columnheader', { name, exact: true }).count()).toBe(1);
    // This month has no month before it to show.
    expect(await monthLink(page, 'Bulan sebelumnya').count()).toBe(0);

    await pageTo(page, dayFrom(2));
    expect(await dayCell(page, dayFrom(2))).toBe(`${Number(dayFrom(2).slice(8))} Penuh`);
    await pageTo(page, dayFrom(4));
    expect(await dayCell(page, dayFrom(4))).toBe(`${Number(dayFrom(4).slice(8))} Tersedia`);
    await pageTo(page, dayFrom(6));
    expect(await dayCell(page, dayFrom(6))).toBe(`${Number(dayFrom(6).slice(8))} Tutup`);

    // Each link loads the page with its month, scrolled to the calendar, up to the sixth month and back.
    await page.goto(`${suite.server.url}${path}`);
    for (const month of months.slice(1)) {
      await monthLink(page, 'Bulan berikutnya').click();
      await page.waitForURL(`${suite.server.url}${path}?bulan=${month}#ketersediaan`);
      expect(await shownMonth(page)).toBe(formatCalendarMonth(month));
    }
    expect(await monthLink(page, 'Bulan berikutnya').count()).toBe(0);
    await monthLink(page, 'Bulan sebelumnya').click();
    await page.waitForURL(`${suite.server.url}${path}?bulan=${months[4]}#ketersediaan`);
    expect(await shownMonth(page)).toBe(formatCalendarMonth(months[4] ?? ''));
    // Scrolled (smoothly, as the site scrolls) to the calendar.
    await expect.poll(() => page.locator('#ketersediaan-title').evaluate((title) => title.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
    await page.context().close();
  });

  it('keeps the chosen photo and the calendar’s month in each other’s links, with and without JavaScript', async () => {
    const path = `/paket/${suite.ids.paket}`;
    const photo = (page: Page, n: number) => page.getByRole('link', { name: `Tampilkan foto ${n} dari 2` });
    const plain = await newPage(suite.browser, PHONE, { javaScript: false });
    await plain.goto(`${suite.server.url}${path}?foto=2`);
    await monthLink(plain, 'Bulan berikutnya').click();
    await plain.waitForURL(`${suite.server.url}${path}?foto=2&bulan=${months[1]}#ketersediaan`);
    expect(await photo(plain, 2).getAttribute('aria-current')).toBe('page');
    await photo(plain, 1).click();
    await plain.waitForURL(`${suite.server.url}${path}?bulan=${months[1]}`);
    expect(await shownMonth(plain)).toBe(formatCalendarMonth(months[1] ?? ''));
    await plain.context().close();

    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}${path}`);
    await settled(page);
    await photo(page, 2).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?foto=2');
    await monthLink(page, 'Bulan berikutnya').click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?foto=2&bulan=${months[1]}`);
    await photo(page, 1).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?bulan=${months[1]}`);
    expect(await shownMonth(page)).toBe(formatCalendarMonth(months[1] ?? ''));
    await page.context().close();
  });

  it('with JavaScript draws the months in place, and what was typed in the form stays', async () => {
    const page = await newPage(suite.browser, PHONE);
    const path = `/accommodation/${suite.ids.lodging}`;
    await page.goto(`${suite.server.url}${path}`);
    await settled(page);
    const form = page.locator('#pemesanan');
    await form.getByLabel('Nama', { exact: true }).fill('Budi Santoso');
    await form.getByLabel('Nomor WhatsApp').fill('0813 1111 2222');
    await form.getByLabel('Tanggal Check-in').fill(dayFrom(20));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await monthLink(page, 'Bulan berikutnya').click();
    await expect.poll(() => shownMonth(page)).toBe(formatCalendarMonth(months[1] ?? ''));
    expect(new URL(page.url()).search).toBe(`?bulan=${months[1]}`);
    await monthLink(page, 'Bulan sebelumnya').click();
    await expect.poll(() => shownMonth(page)).toBe(formatCalendarMonth(months[0] ?? ''));
    expect(new URL(page.url()).search).toBe('');
    // The first month has no link back: the focus went to the month drawn, not lost with the link.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TABLE');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await form.getByLabel('Nama', { exact: true }).inputValue()).toBe('Budi Santoso');
    expect(await form.getByLabel('Nomor WhatsApp').inputValue()).toBe('0813 1111 2222');
    expect(await form.getByLabel('Tanggal Check-in').inputValue()).toBe(dayFrom(20));
    await page.context().close();
  });

  it('refuses a request for a full night with the nearest free stay beside the check-in, everything typed kept', async () => {
    const page = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
    await settled(page);
    const form = page.locator('#pemesanan');
    const checkIn = form.getByLabel('Tanggal Check-in');
    await form.getByLabel('Nama', { exact: true }).fill('Budi Santoso');
    await form.getByLabel('Nomor WhatsApp').fill('0813 1111 2222');
    await checkIn.fill(dayFrom(3));
    await form.getByLabel('Tanggal Check-out').fill(dayFrom(5));
    await form.getByLabel('Jumlah Orang').fill('2');
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
    // Night 3 is taken, 4 and 5 are free (the closed day 6 is the check-out): two nights from day 4.
    const sentence = message('bookingDatesFullNextStay', { checkIn: formatCalendarDay(dayFrom(4)), checkOut: formatCalendarDay(dayFrom(6)) });
    await expect.poll(() => messageOf(checkIn)).toBe(sentence);
    expect(await checkIn.evaluate((input) => input === document.activeElement)).toBe(true);
    expect([await checkIn.inputValue(), await form.getByLabel('Tanggal Check-out').inputValue(), await form.getByLabel('Nama', { exact: true }).inputValue()]).toEqual([
      dayFrom(3),
      dayFrom(5),
      'Budi Santoso',
    ]);
    expect(await form.getByTestId('booking-sent').count()).toBe(0);
    await page.context().close();
  });

  it('has no axe violations on a lodging page with its calendar, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const page = await newPage(suite.browser, viewport);
      await page.goto(`${suite.server.url}/accommodation/${suite.ids.lodging}`);
      await settled(page);
      await pageTo(page, dayFrom(2));
      expect(await checkA11y(page, PUBLIC_PAGE_RULES)).toEqual([]);
      await page.context().close();
    }
  });
});
