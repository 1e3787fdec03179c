/**
 * Admin journey: a lodging's rooms and a package's daily places and days (DESIGN.md §9) are fields of the
 * record like any other. The lodging form keeps "Jumlah Kamar", the package form "Kapasitas per Hari" and
 * "Tanggal Jalan" (a date picked and added, a chip removed), each seen again after a reload, named in the
 * activity log and used by the month view. A bad value is told beside its field: by the form's own check,
 * and, when a request gets past it, by the server's refusal, in the same sentence at the same field.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addMonths, monthOf } from '../shared/availability';
import { formatCalendarDay, villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { adminJourney, createThroughApi, expectNoA11yViolations, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

const month = addMonths(monthOf(villageToday()), 1);
const on = (date: number) => `${month}-${String(date).padStart(2, '0')}`;
const ids = { pondok: 0, obor: 0 };

/** Whether the input is marked invalid, the sentence its aria-describedby names as its error, and its hint. */
function markOf(input: Locator): Promise<{ invalid: boolean; error: string | null; hint: string | null }> {
  return input.evaluate((element) => {
    const described = (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    const text = (suffix: string) => described.find((node) => node?.id.endsWith(suffix))?.textContent ?? null;
    return { invalid: element.getAttribute('aria-invalid') === 'true', error: text('-error'), hint: text('-hint') };
  });
}

const expectMark = (input: Locator, error: string) => expect.poll(async () => (await markOf(input)).error, { timeout: 10_000 }).toBe(error);

/**
 * Lets the next save of `procedure` reach the server with its record's JSON changed by `tamper`, as a form
 * whose own check was passed by would send it: the server's refusal is what the form then shows.
 */
async function tamperNextSave(page: Page, procedure: string, tamper: (json: string) => string): Promise<{ status: () => Promise<number> }> {
  const answer = page.waitForResponse((response) => response.url().includes(`/trpc/${procedure}`));
  await page.route(
    `**/trpc/${procedure}`,
    async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue({ postData: Buffer.from(tamper(body), 'latin1') });
    },
    { times: 1 },
  );
  return { status: async () => (await answer).status() };
}

/** The chips of the chosen days, in order, as they read (without their remove buttons). */
const chosenDays = (form: Locator) =>
  form
    .getByRole('list', { name: messages.adminRunDatesChosen })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''));

describeBrowser('admin availability fields', () => {
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      ids.pondok = await createThroughApi(url, 'accommodation', {
        name: 'Pondok Kamar',
        description: 'Homestay',
        price: '150000',
        phone: '081234567890',
        time_open_close: 'Check-in 14:00, Check-out 12:00',
      });
      ids.obor = await createThroughApi(url, 'paket', {
        name: 'Paket Obor',
        description: 'Menonton Perang Obor',
        price: '250000',
        phone: '081234567890',
        facilities: 'Makan',
        capacity: '40',
        run_dates: JSON.stringify([on(5)]),
      });
    },
  });

  it('the lodging form keeps "Jumlah Kamar"; 0 is refused beside it, by the form and by the server', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/edit/penginapan/${ids.pondok}`);
    const form = page.getByRole('form', { name: 'Edit Pondok Kamar' });
    const units = form.getByLabel(messages.adminFieldUnits);
    expect(await units.inputValue()).toBe('1');
    expect(await markOf(units)).toEqual({ invalid: false, error: null, hint: messages.adminUnitsHint });
    await expectNoA11yViolations(page, '/admin/edit/penginapan/$id');

    await units.fill('0');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectMark(units, messages.unitsInvalid);
    expect((await markOf(units)).invalid).toBe(true);

    await units.fill('3');
    const tampered = await tamperNextSave(page, 'accommodation.update', (body) => body.replace('"units":3', '"units":1000'));
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    // The form's check lets 3 through; the server refuses the 1000 it receives, and its sentence marks the field.
    expect(await tampered.status()).toBe(400);
    await expectMark(units, messages.unitsInvalid);
    expect(await server.db.selectFrom('accommodation').select('units').where('id', '=', ids.pondok).executeTakeFirstOrThrow()).toEqual({ units: 1 });

    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expect.poll(() => server.db.selectFrom('accommodation').select('units').where('id', '=', ids.pondok).executeTakeFirstOrThrow()).toEqual({ units: 3 });
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/penginapan');
    await page.goto(`${server.url}/admin/edit/penginapan/${ids.pondok}`);
    expect(await page.getByRole('form', { name: 'Edit Pondok Kamar' }).getByLabel(messages.adminFieldUnits).inputValue()).toBe('3');

    await page.goto(`${server.url}/admin/log`);
    await page.getByText(`${messages.adminLogField_units}: 1 → 3`, { exact: true }).waitFor();
  });

  it('the package form keeps "Kapasitas per Hari" and "Tanggal Jalan"; bad values are told beside them', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/edit/paket/${ids.obor}`);
    const form = page.getByRole('form', { name: 'Edit Paket Obor' });
    const capacity = form.getByLabel(messages.adminFieldCapacity);
    const runDates = form.getByLabel(messages.adminFieldRunDates, { exact: true });
    expect(await capacity.inputValue()).toBe('40');
    expect(await chosenDays(form)).toEqual([formatCalendarDay(on(5))]);
    expect((await markOf(runDates)).hint).toBe(messages.adminRunDatesHint);

    await capacity.fill('0');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectMark(capacity, messages.capacityInvalid);
    await capacity.fill('12');

    // A day added with the button, another with Enter (which adds it rather than saving), one removed.
    await runDates.fill(on(20));
    await form.getByRole('button', { name: messages.adminRunDatesAdd }).click();
    await runDates.fill(on(3));
    await runDates.press('Enter');
    expect(await chosenDays(form)).toEqual([on(3), on(5), on(20)].map(formatCalendarDay));
    await form.getByRole('button', { name: message('adminRunDatesRemove', { day: formatCalendarDay(on(5)) }) }).click();
    expect(await chosenDays(form)).toEqual([on(3), on(20)].map(formatCalendarDay));
    await expectNoA11yViolations(page, '/admin/edit/paket/$id');

    // A day that does not exist, which no date picker sends: the server's sentence is shown at the field.
    const tampered = await tamperNextSave(page, 'paket.update', (body) => body.replace(`"run_dates":["${on(3)}"`, `"run_dates":["${month}-32"`));
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    expect(await tampered.status()).toBe(400);
    await expectMark(runDates, messages.runDatesInvalid);

    await form.getByRole('button', { name: 'Terbitkan' }).click();
    const saved = () => server.db.selectFrom('paket').select(['capacity', 'run_dates']).where('id', '=', ids.obor).executeTakeFirstOrThrow();
    await expect.poll(saved).toEqual({ capacity: 12, run_dates: [on(3), on(20)] });
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/paket');

    await page.goto(`${server.url}/admin/edit/paket/${ids.obor}`);
    const again = page.getByRole('form', { name: 'Edit Paket Obor' });
    expect(await again.getByLabel(messages.adminFieldCapacity).inputValue()).toBe('12');
    expect(await chosenDays(again)).toEqual([on(3), on(20)].map(formatCalendarDay));

    // Empty is no limit; the month view then counts people on its two days and marks the others off.
    await again.getByLabel(messages.adminFieldCapacity).fill('');
    await again.getByRole('button', { name: message('adminRunDatesRemove', { day: formatCalendarDay(on(3)) }) }).click();
    await again.getByRole('button', { name: 'Terbitkan' }).click();
    await expect.poll(saved).toEqual({ capacity: null, run_dates: [on(20)] });
    await skipSavePause(page);
    await page.waitForURL('**/admin/daftar/paket');
    await page.goto(`${server.url}/admin/kalender?bulan=${month}`);
    const row = page.locator('tbody tr').filter({ has: page.locator('th[scope="row"]', { hasText: 'Paket Obor' }) });
    await row.getByText(messages.adminCalendarUnlimited, { exact: true }).waitFor();
    const shown = (date: number) => row.getByRole('cell').nth(date - 1).getByRole('button').evaluate((button) => button.firstChild?.textContent);
    expect([await shown(19), await shown(20), await shown(21)]).toEqual([messages.adminCalendarOff, '0', messages.adminCalendarOff]);
  });
});
