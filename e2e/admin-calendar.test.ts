/**
 * Admin journey: the availability calendar (DESIGN.md §9). An admin opens the month view from the sidebar
 * and pages to the next month, which the URL keeps; closes a lodging's day with a reason (the cell reads
 * "Tutup") and opens it again; confirms a request from a day's panel (its nights then read "Penuh"), and is
 * told in the server's sentence why a second request for the last room cannot be confirmed. On a phone the
 * month scrolls sideways under its names. The month and its panel are clean for axe.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDays, addMonths, formatDaySpans, monthBounds, monthOf } from '../shared/availability';
import { formatCalendarDay, formatCalendarMonth, villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { bookingInput, type BookingInput } from '../shared/schemas/booking';
import { createBooking } from '../server/modules/booking/booking.service';
import { adminJourney, createThroughApi, expectNoA11yViolations, signIn } from './admin-support';
import { describeBrowser, newPage, type TestServer } from './harness';

/** Next month: every day of it is ahead, so visitors may ask for any. */
const month = addMonths(monthOf(villageToday()), 1);
const on = (date: number) => `${month}-${String(date).padStart(2, '0')}`;

const LODGING = 'Pondok Kalender';
const PACKAGE = 'Paket Obor Kalender';
const requests = {} as Record<'dewi' | 'rudi', { id: number; code: string }>;

async function seed(url: string, server: TestServer) {
  const pondok = await createThroughApi(url, 'accommodation', {
    name: LODGING,
    description: 'Homestay satu kamar',
    price: '150000',
    phone: '081234567890',
    time_open_close: 'Check-in 14:00, Check-out 12:00',
    units: '1',
  });
  await createThroughApi(url, 'paket', { name: PACKAGE, description: 'Menonton Perang Obor', price: '250000', phone: '081234567890', facilities: 'Makan', capacity: '30' });
  // Two stays over the one room, both still to answer: they share the night of the 11th.
  const asked: [keyof typeof requests, BookingInput][] = [
    ['dewi', { target: 'accommodation', target_id: pondok, name: 'Dewi Lestari', whatsapp: '081355556666', check_in: on(10), check_out: on(12), people: 2 }],
    ['rudi', { target: 'accommodation', target_id: pondok, name: 'Rudi Hartono', whatsapp: '081377778888', check_in: on(11), check_out: on(13), people: 1 }],
  ];
  for (const [index, [key, input]] of asked.entries()) {
    const view = await createBooking(server.db, bookingInput.parse(input), `10.9.2.${index + 1}`);
    const row = await server.db.selectFrom('booking_request').select('id').where('code', '=', view.code).executeTakeFirstOrThrow();
    requests[key] = { id: row.id, code: view.code };
  }
}

/** The button of a day's cell, by its lodging or package and date (its name says both after its text). */
function dayButton(page: Page, name: string, day: string): Locator {
  return page.getByRole('button', { name: new RegExp(`, ${name}, \\w+, ${formatCalendarDay(day)}`) });
}

/** What the cell shows: its first text, without the words only a screen reader hears. */
function shown(page: Page, name: string, day: string): Promise<string> {
  return dayButton(page, name, day).evaluate((button) => button.firstChild?.textContent ?? '');
}

const expectShown = (page: Page, name: string, day: string, text: string) => expect.poll(() => shown(page, name, day), { timeout: 10_000, message: `${name} ${day}` }).toBe(text);

async function openDay(page: Page, name: string, day: string): Promise<Locator> {
  await dayButton(page, name, day).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await panel.getByText(formatCalendarDay(day), { exact: false }).first().waitFor();
  return panel;
}

async function closePanel(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: messages.adminCalendarDismiss }).click();
  await panel.waitFor({ state: 'hidden' });
}

describeBrowser('admin availability calendar', () => {
  const journey = adminJourney({ seed: false, records: seed });

  it('opens from the sidebar on this month, pages to the next, which a reload keeps; axe finds nothing', async () => {
    const { page } = journey;
    await page.getByRole('navigation', { name: messages.adminNavLabel }).getByRole('link', { name: messages.adminNavKalender, exact: true }).click();
    await page.waitForURL(/\/admin\/kalender$/);
    await page.getByRole('heading', { level: 1, name: messages.adminCalendarTitle }).waitFor();
    const picker = page.getByRole('group', { name: messages.adminCalendarMonthPicker });
    await picker.getByText(formatCalendarMonth(monthOf(villageToday())), { exact: true }).waitFor();

    await picker.getByRole('button', { name: messages.adminCalendarNext }).click();
    await page.waitForURL(new RegExp(`[?&]bulan=${month}`));
    await picker.getByText(formatCalendarMonth(month), { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('group', { name: messages.adminCalendarMonthPicker }).getByText(formatCalendarMonth(month), { exact: true }).waitFor();

    // Grouped by kind, each with what it has; the requests' nights are still free, and marked as waiting for an answer.
    const groups = await page.locator('tbody th[scope="rowgroup"]').allInnerTexts();
    expect(groups).toEqual([messages.categoryPenginapan, messages.categoryPaket]);
    expect(await page.locator('tbody th[scope="row"]').allInnerTexts()).toEqual([`${LODGING}\n1 kamar`, `${PACKAGE}\n30 orang per hari`]);
    await expectShown(page, LODGING, on(10), '0/1');
    await expectShown(page, PACKAGE, on(10), '0/30');
    const waiting = (date: number) => dayButton(page, LODGING, on(date)).evaluate((button, said) => button.textContent?.includes(said), messages.adminCalendarWaiting);
    expect(await Promise.all([9, 10, 11, 12, 13].map(waiting))).toEqual([false, true, true, true, false]);
    expect(await page.getByRole('link', { name: messages.adminCalendarSync }).getAttribute('href')).toBe('/admin/kalender/sinkronisasi');
    // The month scrolls inside its own box: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoA11yViolations(page, '/admin/kalender');
  });

  it('closes a day with its reason (the cell reads "Tutup") and opens it again', async () => {
    const { page, server } = journey;
    const panel = await openDay(page, LODGING, on(20));
    await panel.getByLabel(messages.adminCalendarReason).fill('Perbaikan atap');
    await panel.getByRole('button', { name: messages.adminCalendarCloseDay }).click();
    await panel.getByRole('status').getByText(message('adminCalendarDayClosed', { day: formatCalendarDay(on(20)) }), { exact: true }).waitFor();
    await panel.getByText(message('adminCalendarClosureReason', { reason: 'Perbaikan atap' }), { exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/kalender day panel');
    await closePanel(page, panel);
    await expectShown(page, LODGING, on(20), 'Tutup');
    expect(await server.db.selectFrom('availability_closure').select(['target', 'reason']).execute()).toEqual([{ target: 'accommodation', reason: 'Perbaikan atap' }]);

    const again = await openDay(page, LODGING, on(20));
    await again.getByRole('button', { name: messages.adminCalendarOpenDay }).click();
    await again.getByRole('status').getByText(message('adminCalendarDayOpened', { day: formatCalendarDay(on(20)) }), { exact: true }).waitFor();
    await again.getByRole('button', { name: messages.adminCalendarCloseDay }).waitFor();
    await closePanel(page, again);
    await expectShown(page, LODGING, on(20), '0/1');
    expect(await server.db.selectFrom('availability_closure').select('id').execute()).toEqual([]);
  });

  it('confirms a request from its day: it becomes "Dikonfirmasi" and its nights read "Penuh"', async () => {
    const { page, server } = journey;
    const panel = await openDay(page, LODGING, on(10));
    const link = panel.getByRole('link', { name: requests.dewi.code, exact: true });
    expect(await link.getAttribute('href')).toBe(`/admin/pemesanan/${requests.dewi.id}`);
    await panel.getByText('Dewi Lestari', { exact: true }).waitFor();
    await panel.getByText(`2 orang · Baru · ${message('adminCalendarStay', { checkIn: formatCalendarDay(on(10)), checkOut: formatCalendarDay(on(12)) })}`, { exact: true }).waitFor();
    await panel.getByRole('button', { name: message('adminCalendarConfirmLabel', { code: requests.dewi.code }) }).click();
    await panel.getByRole('status').getByText(messages.adminBookingsUpdated, { exact: true }).waitFor();
    await panel.getByText(/· Dikonfirmasi ·/).waitFor();
    expect(await panel.getByRole('button', { name: message('adminCalendarConfirmLabel', { code: requests.dewi.code }) }).count()).toBe(0);
    await closePanel(page, panel);
    await expectShown(page, LODGING, on(10), 'Penuh');
    await expectShown(page, LODGING, on(11), 'Penuh');
    await expectShown(page, LODGING, on(12), '0/1');
    expect(await server.db.selectFrom('booking_request').select('status').where('id', '=', requests.dewi.id).executeTakeFirstOrThrow()).toEqual({ status: 'dikonfirmasi' });

    // The request's code opens it in the inbox.
    await (await openDay(page, LODGING, on(10))).getByRole('link', { name: requests.dewi.code, exact: true }).click();
    await page.waitForURL(`**/admin/pemesanan/${requests.dewi.id}`);
    await page.getByRole('heading', { level: 1, name: message('adminBookingsDetail', { code: requests.dewi.code }) }).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`/admin/kalender\\?bulan=${month}$`));
  });

  it('a second request for the last room is refused with the server\'s sentence naming the full night', async () => {
    const { page, server } = journey;
    const panel = await openDay(page, LODGING, on(11));
    await panel.getByRole('button', { name: message('adminCalendarConfirmLabel', { code: requests.rudi.code }) }).click();
    const sentence = message('bookingConfirmFull', { name: LODGING, dates: formatDaySpans([on(11)]) });
    await panel.getByRole('alert').getByText(sentence, { exact: true }).waitFor();
    expect(await server.db.selectFrom('booking_request').select('status').where('id', '=', requests.rudi.id).executeTakeFirstOrThrow()).toEqual({ status: 'baru' });
    await expectNoA11yViolations(page, '/admin/kalender refused confirmation');
    await closePanel(page, panel);
    await expectShown(page, LODGING, on(12), '0/1');
  });

  it('on a phone the month scrolls sideways and the names stay in view', async () => {
    const { browser, server } = journey;
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone, server.url);
    await phone.goto(`${server.url}/admin/kalender?bulan=${month}`);
    const table = phone.getByRole('table');
    await expectShown(phone, LODGING, on(10), 'Penuh');
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const name = phone.getByRole('rowheader', { name: new RegExp(`^${LODGING}`) });
    const before = await name.boundingBox();
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(async () => (await name.boundingBox())?.x).toBe(before?.x);
    // The last day's cell came into view beside it, and opens its panel.
    const last = dayButton(phone, LODGING, addDays(monthBounds(month).end, -1));
    expect(await last.isVisible()).toBe(true);
    await last.click();
    await phone.getByRole('dialog', { name: new RegExp(`^${LODGING}`) }).getByRole('button', { name: messages.adminCalendarCloseDay }).waitFor();
    await expectNoA11yViolations(phone, '/admin/kalender on a phone');
    await phone.context().close();
  });
});

