/**
 * Admin journey: calendar sync (/admin/kalender/sinkronisasi). The admin copies a lodging's calendar address,
 * which serves its calendar, replaces it (the old one is then dead), adds an Airbnb calendar served on
 * 127.0.0.1 (allowed by CALENDAR_FETCH_ALLOW_HOSTS) and sees its bookings counted, syncs it again after it
 * changed, sees why another calendar failed, removes it, and the screen has no accessibility violation.
 */
import { expect, it } from 'vitest';
import { addDays } from '../shared/availability';
import { villageToday } from '../shared/event-time';
import { message, messages } from '../shared/messages';
import { airbnbFeed, useFeedServer } from '../server/test-support/feed-server';
import { adminJourney, createThroughApi, expectFormAlert, expectNoA11yViolations, expectToast } from './admin-support';
import { describeBrowser } from './harness';

const LODGING = 'Pondok Wisata Sambi';
const day = (offset: number) => addDays(villageToday(), offset);

describeBrowser('admin calendar sync', () => {
  const feeds = useFeedServer();
  const journey = adminJourney({
    seed: false,
    env: { CALENDAR_FETCH_ALLOW_HOSTS: '127.0.0.1' },
    records: async (url) => {
      await createThroughApi(url, 'accommodation', { name: LODGING, description: 'Homestay', price: '150000', phone: '081234567890', time_open_close: 'Check-in 14:00' });
    },
  });
  const lodging = () => journey.page.getByRole('region', { name: LODGING });
  const address = () => lodging().getByLabel(messages.adminCalendarSyncExportLabel, { exact: true });

  it("copies the lodging's calendar address, which serves its calendar; a new address kills the old one", async () => {
    const { page, server } = journey;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/admin/kalender/sinkronisasi`);
    await page.getByRole('heading', { level: 1, name: messages.adminCalendarSyncTitle }).waitFor();
    const old = await address().inputValue();
    expect(old).toMatch(new RegExp(`^${server.url}/kalender/penginapan/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await address().getAttribute('readonly')).not.toBeNull();
    await lodging().getByRole('button', { name: new RegExp(`^${messages.adminCalendarSyncCopy} `) }).click();
    await expectToast(page, messages.adminCalendarSyncCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);
    const served = await fetch(old);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8');

    await lodging().getByRole('button', { name: `${messages.adminCalendarSyncRegenerate} ${LODGING}` }).click();
    const dialog = page.getByRole('dialog', { name: messages.adminCalendarSyncRegenerateTitle });
    await dialog.getByText(message('adminCalendarSyncRegenerateText', { name: LODGING })).waitFor();
    await dialog.getByRole('button', { name: messages.adminCalendarSyncRegenerate }).click();
    await expectToast(page, messages.adminCalendarSyncRegenerated);
    await expect.poll(() => address().inputValue()).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(await address().inputValue())).status).toBe(200);
  });

  it("adds an Airbnb calendar and counts its bookings, syncs it again, shows another's failure, removes it", async () => {
    const { page } = journey;
    const form = lodging().getByRole('form', { name: message('adminCalendarSyncAddTitle', { name: LODGING }) });
    await form.getByRole('button', { name: messages.adminCalendarSyncAdd }).click();
    await expectFormAlert(page, message('adminCalendarSyncAddTitle', { name: LODGING }), messages.calendarFeedUrlRequired);

    const url = feeds.server.serve('/airbnb.ics', airbnbFeed([{ uid: 'a1', from: day(10), to: day(12) }, { uid: 'a2', from: day(20), to: day(21), summary: 'Airbnb (Not available)' }]));
    await form.getByLabel(messages.adminCalendarSyncFieldUrl).fill(url);
    await form.getByLabel(messages.adminCalendarSyncFieldLabel).fill('Airbnb');
    await form.getByRole('button', { name: messages.adminCalendarSyncAdd }).click();
    await expectToast(page, messages.adminCalendarSyncAdded);
    const row = lodging().getByRole('row').filter({ hasText: url });
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('2');
    expect(await row.locator('td').nth(1).innerText()).not.toBe(messages.adminCalendarSyncNever);
    expect(await form.getByLabel(messages.adminCalendarSyncFieldUrl).inputValue()).toBe('');

    feeds.server.serve('/airbnb.ics', airbnbFeed([{ uid: 'a1', from: day(10), to: day(12) }]));
    await lodging().getByRole('button', { name: `${messages.adminCalendarSyncSyncNow}: ${LODGING}` }).click();
    await expectToast(page, message('adminCalendarSyncSynced', { name: LODGING }));
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('1');

    const gone = feeds.server.serve('/hilang.ics', (_req, res) => res.writeHead(404).end());
    await form.getByLabel(messages.adminCalendarSyncFieldUrl).fill(gone);
    await form.getByRole('button', { name: messages.adminCalendarSyncAdd }).click();
    const failure = message('calendarFetchStatus', { status: 404 });
    await expectToast(page, failure);
    const failed = lodging().getByRole('row').filter({ hasText: gone });
    await failed.getByText(message('adminCalendarSyncLastError', { error: failure })).waitFor();
    expect(await failed.locator('td').nth(1).innerText()).toBe(messages.adminCalendarSyncNever);

    await failed.getByRole('button', { name: `${messages.adminCalendarSyncRemove} ${messages.adminCalendarSyncUnnamed}` }).click();
    const dialog = page.getByRole('dialog', { name: messages.adminCalendarSyncRemoveTitle });
    await dialog.getByRole('button', { name: messages.adminCalendarSyncRemove }).click();
    await expectToast(page, messages.adminCalendarSyncRemoved);
    await failed.waitFor({ state: 'detached' });
    await expectNoA11yViolations(page, '/admin/kalender/sinkronisasi');
  });
});
