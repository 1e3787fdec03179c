/**
 * Admin journey: the English texts of records. The list marks each attraction whose description is in
 * Indonesian only ("Belum diterjemahkan") and can show only those. The admin opens one, reaches the
 * "Inggris" tab with the keyboard, types its English description beside the Indonesian one and publishes:
 * its mark is gone, the filter shows only the other. A save refused because another admin saved first
 * keeps the English text typed, in the form and in its draft after a reload, and then publishes it.
 */
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { translatedFieldLabel } from '../shared/schemas/translation';
import { adminJourney, createThroughApi, editInTwoBrowsers, expectNoA11yViolations, expectToast, skipSavePause } from './admin-support';
import { describeBrowser, hydrated } from './harness';

const TRANSLATED = 'Makam Mantingan';
const UNTRANSLATED = 'Pantai Kartini';
const DESCRIPTION = 'Makam dan masjid kuno peninggalan Ratu Kalinyamat.';
const ENGLISH = 'The tomb and old mosque of Queen Kalinyamat, a quiet place of pilgrimage.';
const ENGLISH_LABEL = translatedFieldLabel('description', 'en');
const place = { price: '0', time_open_close: 'Senin - Minggu, 08:00 - 17:00', location: '-6.6160, 110.6517' };

describeBrowser('admin: English texts of records', () => {
  const ids: Record<string, number> = {};
  const journey = adminJourney({
    seed: false,
    records: async (url) => {
      ids[TRANSLATED] = await createThroughApi(url, 'attraction', { category: 'Religi', name: TRANSLATED, description: DESCRIPTION, ...place });
      ids[UNTRANSLATED] = await createThroughApi(url, 'attraction', { category: 'Pesisir', name: UNTRANSLATED, description: 'Pantai di utara desa.', ...place });
    },
  });

  const row = (name: string) => journey.page.locator('tbody tr').filter({ hasText: name });
  const marked = (name: string) => row(name).getByText(messages.adminUntranslated, { exact: true });
  const stored = (name: string) =>
    journey.server.db.selectFrom('attraction').select('translations').where('id', '=', ids[name] ?? 0).executeTakeFirstOrThrow().then((found) => found.translations);

  it('marks the records without English', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: 'Wisata', exact: true }).click();
    await page.getByRole('tab', { name: 'Daftar Wisata', selected: true }).waitFor();
    await marked(TRANSLATED).waitFor();
    await marked(UNTRANSLATED).waitFor();
    await expectNoA11yViolations(page, '/admin/daftar/wisata with untranslated records');
  });

  it('types the English description in the English tab, beside the Indonesian one, and publishes it', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: `Edit ${TRANSLATED}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit ${TRANSLATED}` });
    await form.waitFor();
    // The Indonesian tab is open first; the arrow key moves to "Inggris" and opens it.
    const tabs = form.getByRole('tablist', { name: messages.adminLanguageTabs });
    expect(await tabs.getByRole('tab', { name: messages.adminLanguage_id }).getAttribute('aria-selected')).toBe('true');
    expect(await form.getByLabel(ENGLISH_LABEL).count()).toBe(0);
    await tabs.getByRole('tab', { name: messages.adminLanguage_id }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: messages.adminLanguage_en }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(messages.adminLanguage_en);
    const panel = form.getByRole('tabpanel');
    await panel.getByText(DESCRIPTION, { exact: true }).waitFor();
    await panel.getByText(messages.adminEnglishHint, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'the English tab');

    await form.getByLabel(ENGLISH_LABEL).fill(ENGLISH);
    expect(await form.getByLabel(ENGLISH_LABEL).getAttribute('lang')).toBe('en');
    await form.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);
    await skipSavePause(page);
    await page.getByRole('tab', { name: 'Daftar Wisata', selected: true }).waitFor();

    await marked(UNTRANSLATED).waitFor();
    await marked(TRANSLATED).waitFor({ state: 'detached' });
    expect(await stored(TRANSLATED)).toEqual({ en: { description: ENGLISH } });
  });

  it('shows only the records still without English when filtered', async () => {
    const { page } = journey;
    const filter = page.getByRole('group', { name: messages.adminFilterTranslation });
    await filter.getByRole('button', { name: messages.adminUntranslated }).click();
    await expect.poll(() => page.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining(UNTRANSLATED)]);
    await filter.getByRole('button', { name: messages.adminFilterAll }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
  });

  it('keeps the English text typed through a save refused because another admin saved first, and its draft', async () => {
    const { page } = journey;
    const { other, first, second } = await editInTwoBrowsers(journey, ids[UNTRANSLATED] ?? 0, UNTRANSLATED);
    await first.getByLabel('Deskripsi').fill('Pantai di utara desa, dengan dermaga.');
    await first.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(page, messages.updated);

    await second.getByRole('tab', { name: messages.adminLanguage_en }).click();
    await second.getByLabel(ENGLISH_LABEL).fill('A beach to the north of the village.');
    await second.getByRole('button', { name: 'Terbitkan' }).click();
    await expect.poll(() => second.getByRole('alert').first().textContent(), { timeout: 5_000 }).toMatch(/^Data ini sudah diubah oleh /);
    expect(await second.getByLabel(ENGLISH_LABEL).inputValue()).toBe('A beach to the north of the village.');
    expect(await stored(UNTRANSLATED)).toEqual({});

    // Reloaded as the sentence says, the draft keeps the English text over the newer save, and publishes it.
    other.on('dialog', (dialog) => void dialog.accept());
    await other.reload();
    await hydrated(other);
    await other.getByRole('status').filter({ hasText: messages.adminDraftRestored }).waitFor();
    expect(await second.getByLabel('Deskripsi').inputValue()).toBe('Pantai di utara desa, dengan dermaga.');
    await second.getByRole('tab', { name: messages.adminLanguage_en }).click();
    expect(await second.getByLabel(ENGLISH_LABEL).inputValue()).toBe('A beach to the north of the village.');
    await second.getByRole('button', { name: 'Terbitkan' }).click();
    await expectToast(other, messages.updated);
    expect(await stored(UNTRANSLATED)).toEqual({ en: { description: 'A beach to the north of the village.' } });
    await other.close();
  });
});
