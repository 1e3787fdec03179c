/**
 * Admin journey: a record form says everything at once (docs/decisions/0015), for two kinds. On an empty
 * form "Simpan Draf" marks only the name; "Terbitkan" marks every required field together, each with its
 * sentence beside it (named by the input's aria-describedby), and takes the admin to the first of them. A
 * draft with only a name is saved ("Draf disimpan."); filling the rest on its edit screen publishes it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { adminJourney, expectFormAlert, expectNoA11yViolations, expectToast, openList, skipSavePause } from './admin-support';
import { describeBrowser } from './harness';

interface KindCase {
  menu: string;
  screen: string;
  table: 'attraction' | 'kuliner';
  name: string;
  /** The labels of its required inputs, in the form's order. */
  required: readonly string[];
  /** Fills every input but the name, as a complete record needs. */
  fillRest: (form: Locator) => Promise<void>;
  updated: string;
}

const KINDS: readonly KindCase[] = [
  {
    menu: 'Wisata',
    screen: 'wisata',
    table: 'attraction',
    name: 'Pantai Draf Sambi',
    required: ['Kategori', 'Nama', 'Deskripsi', 'Harga (Rp)', 'Hari buka', 'Sampai hari', 'Jam buka', 'Jam tutup', 'Lokasi (lat, lng)'],
    fillRest: async (form) => {
      await form.getByLabel('Kategori').selectOption('Pesisir');
      await form.getByLabel('Deskripsi').fill('Pantai di utara desa.');
      await form.getByLabel('Harga (Rp)').fill('5000');
      await form.getByLabel('Hari buka').selectOption('Senin');
      await form.getByLabel('Sampai hari').selectOption('Minggu');
      await form.getByLabel('Jam buka').fill('06:00');
      await form.getByLabel('Jam tutup').fill('18:00');
      await form.getByLabel('Lokasi (lat, lng)').fill('-6.6160, 110.6517');
    },
    updated: messages.updated,
  },
  {
    menu: 'Kuliner',
    screen: 'kuliner',
    table: 'kuliner',
    name: 'Sate Draf Sambi',
    required: ['Kategori', 'Nama', 'Deskripsi', 'Lokasi (lat, lng)'],
    fillRest: async (form) => {
      await form.getByLabel('Kategori').selectOption('Makanan');
      await form.getByLabel('Deskripsi').fill('Sate kambing muda.');
      await form.getByLabel('Lokasi (lat, lng)').fill('-6.5921,110.6495');
    },
    updated: messages.kulinerUpdated,
  },
];

/** Whether the input is marked invalid, and the sentence its aria-describedby names as its error. */
function markOf(input: Locator): Promise<{ invalid: boolean; error: string | null }> {
  return input.evaluate((element) => {
    const described = (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    const error = described.find((node) => node?.id.endsWith('-error'));
    return { invalid: element.getAttribute('aria-invalid') === 'true', error: error?.textContent ?? null };
  });
}

/** Whether the input has the focus and lies wholly inside the viewport. */
function focusedInView(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return document.activeElement === element && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function openAddForm(page: Page, kind: KindCase): Promise<Locator> {
  await openList(page, kind.menu, `Daftar ${kind.menu}`, `Tambah ${kind.menu}`);
  await page.getByRole('tab', { name: `Tambah ${kind.menu}` }).click();
  const form = page.getByRole('form', { name: `Tambah ${kind.menu}` });
  await form.waitFor();
  return form;
}

describeBrowser('admin record forms say everything at once', () => {
  const journey = adminJourney({ seed: false });

  for (const kind of KINDS) {
    it(`${kind.menu}: a draft marks only the name; publishing marks every required field and goes to the first`, async () => {
      const { page } = journey;
      const form = await openAddForm(page, kind);
      const invalid = form.locator('[aria-invalid="true"]');

      await form.getByRole('button', { name: 'Simpan Draf' }).click();
      await expectFormAlert(page, `Tambah ${kind.menu}`, messages.requiredFields);
      expect(await markOf(form.getByLabel('Nama'))).toEqual({ invalid: true, error: messages.requiredFields });
      expect(await invalid.count()).toBe(1);
      // The focus moves once the marks are drawn (an effect), so it is waited for.
      await expect.poll(() => focusedInView(form.getByLabel('Nama')), { timeout: 5_000 }).toBe(true);

      await form.getByRole('button', { name: 'Terbitkan' }).click();
      await expect.poll(() => invalid.count(), { timeout: 5_000 }).toBe(kind.required.length);
      for (const label of kind.required) {
        expect(await markOf(form.getByLabel(label)), label).toEqual({ invalid: true, error: messages.requiredFields });
      }
      const first = kind.required[0] ?? '';
      await expect.poll(() => focusedInView(form.getByLabel(first)), { timeout: 5_000 }).toBe(true);
      await expectNoA11yViolations(page, `/admin/daftar/${kind.screen}?tab=tambah with every required field marked`);
    });

    it(`${kind.menu}: a draft with only its name is saved, and filling the rest publishes it`, async () => {
      const { page, server } = journey;
      const form = page.getByRole('form', { name: `Tambah ${kind.menu}` });
      await form.getByLabel('Nama').fill(kind.name);
      // The marks go with the next check: a draft's, which the name now passes.
      await form.getByRole('button', { name: 'Simpan Draf' }).click();
      await expectToast(page, messages.adminDraftSaved);
      await skipSavePause(page);
      await page.getByRole('tab', { name: `Daftar ${kind.menu}`, selected: true }).waitFor({ timeout: 10_000 });
      const draft = await server.db.selectFrom(kind.table).select(['id', 'status', 'category']).where('name', '=', kind.name).executeTakeFirstOrThrow();
      expect(draft).toMatchObject({ status: 'draft', category: '' });

      await page.goto(`${server.url}/admin/edit/${kind.screen}/${draft.id}`);
      const edit = page.getByRole('form', { name: `Edit ${kind.name}` });
      await edit.waitFor();
      await expectNoA11yViolations(page, `/admin/edit/${kind.screen}/$id of a draft with only its name`);
      await kind.fillRest(edit);
      await edit.getByRole('button', { name: 'Terbitkan' }).click();
      await expectToast(page, kind.updated);
      await skipSavePause(page);
      await page.getByRole('tab', { name: `Daftar ${kind.menu}`, selected: true }).waitFor({ timeout: 10_000 });
      const published = await server.db.selectFrom(kind.table).select(['status', 'category']).where('id', '=', draft.id).executeTakeFirstOrThrow();
      expect(published.status).toBe('published');
      expect(published.category).not.toBe('');
    });
  }
});
