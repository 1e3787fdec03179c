/**
 * Admin journey: drafts, the trash and no silent overwrite. An attraction saved with "Simpan Draf" is
 * listed with its badge and filter, hidden from visitors (404) and shown to its editor under the preview
 * banner; "Terbitkan" shows it to everyone. A delete hides it again and lists it in /admin/sampah, from
 * which it is restored, and once deleted again, deleted for good. Two sessions editing one record: the
 * second save is refused with the server's sentence and the form keeps what was typed.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { TRASH_RETENTION_DAYS } from '../shared/schemas/lifecycle';
import { adminJourney, editInTwoBrowsers, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser, hydrated, hydrationErrors, newPage } from './harness';

const NAME = 'Pantai Kartini Baru';
const LIST = '/admin/daftar/wisata';

/** "Data ini sudah diubah oleh {nama} pada {waktu}. …" with any name and time: the server fills them in. */
const CONFLICT = new RegExp(`^${messages.recordConflict.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

describeBrowser('admin drafts, trash and conflicts', () => {
  const journey = adminJourney({ seed: false });
  let id = 0;

  const row = (page: Page) => page.getByRole('row').filter({ hasText: NAME });

  /** The public page as an anonymous visitor sees it: its HTTP status, and the page itself once hydrated. */
  async function visitAnonymously(check: (visitor: Page) => Promise<void>): Promise<number | undefined> {
    const visitor = await newPage(journey.browser);
    const response = await visitor.goto(`${journey.server.url}/attraction/${id}`);
    await hydrated(visitor);
    await check(visitor);
    await visitor.context().close();
    return response?.status();
  }

  it('saves a new attraction as a draft: listed with its badge, found by the "Draf" filter', async () => {
    const { page, server } = journey;
    await openList(page, 'Wisata', 'Daftar Wisata', 'Tambah Wisata');
    await page.getByRole('tab', { name: 'Tambah Wisata' }).click();
    const form = page.getByRole('form', { name: 'Tambah Wisata' });
    await form.getByLabel('Kategori').selectOption('Pesisir');
    await form.getByLabel('Nama').fill(NAME);
    await form.getByLabel('Deskripsi').fill('Pantai di utara desa.');
    await form.getByLabel('Harga (Rp)').fill('5000');
    await form.getByLabel('Hari buka').selectOption('Senin');
    await form.getByLabel('Sampai hari').selectOption('Minggu');
    await form.getByLabel('Jam buka').fill('06:00');
    await form.getByLabel('Jam tutup').fill('18:00');
    await form.getByLabel('Lokasi (lat, lng)').fill('-6.6160, 110.6517');
    await form.getByRole('button', { name: 'Simpan Draf' }).click();
    await expectToast(page, messages.adminDraftSaved);
    await skipSavePause(page);
    await page.getByRole('tab', { name: 'Daftar Wisata', selected: true }).waitFor({ timeout: 10_000 });

    const saved = await server.db.selectFrom('attraction').select(['id', 'status']).where('name', '=', NAME).executeTakeFirstOrThrow();
    expect(saved.status).toBe('draft');
    id = saved.id;
    await row(page).getByText(messages.adminStatus_draft, { exact: true }).waitFor();
    await expectNoA11yViolations(page, `${LIST} with a draft`);

    const status = page.getByRole('group', { name: messages.adminFilterRecordStatus });
    await status.getByRole('button', { name: 'Draf' }).click();
    await page.waitForURL(`**${LIST}?status=draft`);
    expect(await page.locator('tbody tr').count()).toBe(1);
    await row(page).waitFor();
    await status.getByRole('button', { name: 'Terbit' }).click();
    await page.getByText(messages.emptyAttractions, { exact: true }).waitFor();
    // The filter is in the URL: a reload keeps it.
    await page.reload();
    expect(await page.getByRole('group', { name: messages.adminFilterRecordStatus }).getByRole('button', { name: 'Terbit' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('group', { name: messages.adminFilterRecordStatus }).getByRole('button', { name: 'Semua' }).click();
    await row(page).waitFor();
  });

  it('hides a draft from visitors (404) and previews it, under the banner, to its signed-in editor', async () => {
    const { page, server } = journey;
    const status = await visitAnonymously(async (visitor) => {
      await visitor.getByRole('alert').filter({ hasText: messages.attractionDetailFailed }).waitFor();
      expect(await visitor.getByText(messages.previewDraftBanner).count()).toBe(0);
    });
    expect(status).toBe(404);

    // Another tab of the signed-in browser: its session cookie makes the page a preview.
    const tab = await page.context().newPage();
    await tab.goto(`${server.url}/attraction/${id}`);
    await tab.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await tab.getByRole('status').filter({ hasText: messages.previewDraftBanner }).waitFor();
    await hydrated(tab);
    expect(hydrationErrors(tab)).toEqual([]);
    await tab.close();
  });

  it('publishes the draft from its edit screen: visitors see it, without the banner', async () => {
    const { page, server } = journey;
    await page.getByRole('link', { name: `Edit ${NAME}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${NAME}` });
    await form.waitFor();
    await page.getByText(/^Terakhir diubah oleh .+, \d{1,2} \w+ \d{4} \d{2}\.\d{2}$/).waitFor();
    await page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(messages.adminStatus_draft, { exact: true }).waitFor();
    await expectNoA11yViolations(page, '/admin/edit/wisata/$id of a draft');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);
    await skipSavePause(page);
    await page.waitForURL(`**${LIST}`, { timeout: 10_000 });
    await row(page).getByText(messages.adminStatus_draft, { exact: true }).waitFor({ state: 'detached' });

    const published = await server.db.selectFrom('attraction').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(published.status).toBe('published');
    const status = await visitAnonymously(async (visitor) => {
      await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
      expect(await visitor.getByText(messages.previewDraftBanner).count()).toBe(0);
    });
    expect(status).toBe(200);
  });

  it('refuses the second of two saves over the same version, keeping what was typed', async () => {
    const { page, server } = journey;
    const { other, editPath, first, second } = await editInTwoBrowsers(journey, id, NAME, { clock: true });

    await first.getByLabel('Deskripsi').fill('Pantai di utara desa, dengan dermaga.');
    await first.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);

    await second.getByLabel('Nama').fill('Pantai Kartini Lama');
    await second.getByRole('button', { name: 'Terbitkan' }).click();
    await expect.poll(() => second.getByRole('alert').first().textContent(), { timeout: 5_000 }).toMatch(CONFLICT);
    // No move to the list after the pause of a save: the form stays, as typed.
    await skipSavePause(other);
    expect(other.url()).toBe(editPath);
    expect(await second.getByLabel('Nama').inputValue()).toBe('Pantai Kartini Lama');
    const stored = await server.db.selectFrom('attraction').select(['name', 'description']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: NAME, description: 'Pantai di utara desa, dengan dermaga.' });

    // The unsaved-changes guard still holds the typed value.
    await other.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const guard = other.getByRole('dialog', { name: messages.adminUnsavedTitle });
    await guard.getByRole('button', { name: messages.adminUnsavedStay }).click();
    await guard.waitFor({ state: 'hidden' });
    expect(other.url()).toBe(editPath);
    expect(await second.getByLabel('Nama').inputValue()).toBe('Pantai Kartini Lama');
    await other.context().close();

    await page.waitForURL(`**${LIST}`, { timeout: 10_000 });
  });

  it('moves a deleted record to the trash: hidden from visitors, listed in Sampah, restored', async () => {
    const { page, server } = journey;
    await page.getByRole('button', { name: `Hapus ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Hapus' });
    await dialog.getByText(message('adminConfirmTrash', { name: NAME, days: TRASH_RETENTION_DAYS }), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, message('adminMovedToTrash', { name: NAME }));
    await row(page).waitFor({ state: 'detached' });
    expect(await visitAnonymously(async () => undefined)).toBe(404);

    await page.goto(`${server.url}/admin/sampah`);
    await page.getByRole('heading', { level: 1, name: messages.adminTrashTitle }).waitFor();
    await page.getByText(message('adminTrashNote', { days: TRASH_RETENTION_DAYS }), { exact: true }).waitFor();
    const trashed = page.getByRole('row').filter({ hasText: NAME });
    expect(await trashed.getByRole('cell').allInnerTexts()).toEqual([
      NAME,
      'Wisata',
      expect.stringMatching(/^\d{1,2} \w+ \d{4} \d{2}\.\d{2}$/),
      expect.stringMatching(/\S/),
      expect.stringContaining('Pulihkan'),
    ]);
    await expectNoA11yViolations(page, '/admin/sampah');

    await page.getByRole('button', { name: `Pulihkan ${NAME}`, exact: true }).click();
    await expectToast(page, messages.recordRestored);
    await page.getByText(messages.adminTrashEmpty, { exact: true }).waitFor();
    await page.goto(`${server.url}${LIST}`);
    await row(page).waitFor();
    expect(await visitAnonymously(async () => undefined)).toBe(200);
  });

  it('deletes a record for good from Sampah, after its own confirmation', async () => {
    const { page, server } = journey;
    await page.getByRole('button', { name: `Hapus ${NAME}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, message('adminMovedToTrash', { name: NAME }));

    await page.goto(`${server.url}/admin/sampah`);
    await page.getByRole('button', { name: `Hapus permanen ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.adminPurge });
    await dialog.getByText(message('adminConfirmPurge', { name: NAME }), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: messages.adminPurge, exact: true }).click();
    await expectToast(page, messages.recordPurged);
    await page.getByText(messages.adminTrashEmpty, { exact: true }).waitFor();
    expect(await server.db.selectFrom('attraction').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});
