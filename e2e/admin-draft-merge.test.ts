/**
 * Admin journey: two admins never overwrite each other silently. Admin A saves an attraction while admin
 * B, in another browser, has it open with unsaved changes; B's save is refused (409), and B reloads as
 * the sentence says. B's draft comes back merged with A's save: the field only B changed keeps B's value,
 * the field only A changed takes A's, and the field both changed shows both values until B chooses.
 * Saving before that is refused with the same sentence and nothing is sent; after it, A's change stays.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { message, messages } from '../shared/messages';
import { adminJourney, createThroughApi, editInTwoBrowsers, expectNoA11yViolations, expectToast } from './admin-support';
import { describeBrowser, hydrated } from './harness';

const NAME = 'Pantai Kartini';
const DESCRIPTION = 'Pantai di utara desa.';
const THEIR_DESCRIPTION = 'Pantai di utara desa, dengan dermaga.';
const MY_DESCRIPTION = 'Pantai di utara desa, dengan mercusuar.';
const MY_NAME = 'Pantai Kartini Lama';

describeBrowser('admin: a restored draft over a newer save', () => {
  let id = 0;
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      id = await createThroughApi(url, 'attraction', {
        category: 'Pesisir',
        name: NAME,
        description: DESCRIPTION,
        price: '5000',
        time_open_close: 'Senin - Minggu, 06:00 - 18:00',
        location: '-6.6160, 110.6517',
      });
    },
  });

  const stored = () => journey.server.db.selectFrom('attraction').select(['name', 'description', 'price']).where('id', '=', id).executeTakeFirstOrThrow();

  /** Counts the page's saves of the attraction as they are sent. */
  function countSaves(page: Page): () => number {
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/trpc/attraction.update') sent += 1;
    });
    return () => sent;
  }

  it('merges what only one side changed, asks about what both changed, and refuses to save until answered', async () => {
    const { page } = journey;
    const { other, first, second } = await editInTwoBrowsers(journey, id, NAME);

    // A: the description and the price.
    await first.getByLabel('Deskripsi').fill(THEIR_DESCRIPTION);
    await first.getByLabel('Harga (Rp)').fill('7500');
    await first.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);

    // B, over the version A replaced: the name, and the description too.
    await second.getByLabel('Nama').fill(MY_NAME);
    await second.getByLabel('Deskripsi').fill(MY_DESCRIPTION);
    await second.getByRole('button', { name: 'Terbitkan' }).click();
    const alert = second.getByRole('alert').first();
    await expect.poll(() => alert.textContent(), { timeout: 5_000 }).toMatch(/^Data ini sudah diubah oleh .+ pada .+\. Muat ulang untuk melihat perubahan\.$/);
    const refusal = await alert.textContent();

    // B reloads as told, past the browser's unsaved-changes prompt.
    other.on('dialog', (dialog) => void dialog.accept());
    await other.reload();
    await hydrated(other);
    const note = other.getByRole('status').filter({ hasText: messages.adminDraftRestored });
    await note.waitFor();
    // The draft was typed over the older version: its unchanged price must not bring back the old one.
    expect(await second.getByLabel('Nama').inputValue()).toBe(MY_NAME);
    expect(await second.getByLabel('Harga (Rp)').inputValue()).toBe('7500');
    expect(await note.textContent()).toBe(`${messages.adminDraftRestored} ${messages.adminDraftMerged}`);

    const choices = second.getByRole('group', { name: /^Pilihan versi untuk / });
    const description = second.getByRole('group', { name: message('adminConflictGroup', { field: messages.adminFieldDescription }) });
    await description.waitFor();
    expect(await choices.count()).toBe(1);
    expect(await description.getByRole('term').allTextContents()).toEqual([messages.adminConflictTheirs, messages.adminConflictMine]);
    expect(await description.getByRole('definition').allTextContents()).toEqual([THEIR_DESCRIPTION, MY_DESCRIPTION]);
    await expectNoA11yViolations(other, '/admin/edit/wisata/$id with a field to choose');

    // Publishing (or saving a draft) before choosing: the same sentence, and nothing sent.
    const saves = countSaves(other);
    for (const button of [messages.adminPublish, messages.adminSaveDraft]) {
      await second.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => alert.textContent(), { timeout: 5_000 }).toBe(refusal);
    }
    expect(saves()).toBe(0);
    expect(await stored()).toEqual({ name: NAME, description: THEIR_DESCRIPTION, price: 7500 });

    // B keeps their own description; A's price stays, B's name lands.
    await description.getByRole('button', { name: messages.adminConflictUseMine }).click();
    await choices.first().waitFor({ state: 'detached' });
    expect(await second.getByLabel('Deskripsi').inputValue()).toBe(MY_DESCRIPTION);
    await second.getByRole('button', { name: messages.adminPublish, exact: true }).click();
    await expectToast(other, messages.updated);
    expect(saves()).toBe(1);
    expect(await stored()).toEqual({ name: MY_NAME, description: MY_DESCRIPTION, price: 7500 });
    await other.context().close();
  });
});
