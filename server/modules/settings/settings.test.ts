/**
 * "Pengaturan Desa" from outside, on each database: anyone reads them, only an admin saves them, every
 * invalid field (English ones too) is named with its own sentence, a save over a stale version is refused
 * (409) with who and when, the change is audited (an English text's under its language), the hero photo is
 * served to visitors, and every public page shows a save at once: the page caches drop it, here and on a
 * second instance (on Postgres, another process's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { type VillageSettings } from '../../../shared/village';
import { VILLAGE_DEFAULTS } from '../../../shared/village-defaults';
import { databases, SETUP_TIMEOUT } from '../../test-support/db';
import { jpeg } from '../../test-support/fixtures';
import { startRenderingPair, type RenderingPair, type TestServer } from '../../test-support/http';

type Saved = {
  result?: { data: { settings: VillageSettings; version: number } };
  error?: { data: { httpStatus: number; fieldErrors: Record<string, string[]> | null }; message: string };
};

/** The form as the panel sends it: the settings' JSON, the version it loaded, and what to do with each photo. */
function saveForm(settings: VillageSettings, version: number, photos: { hero?: Blob; logo?: 'remove' } = {}): FormData {
  const { hero, logo, ...data } = settings;
  void hero;
  void logo;
  const form = new FormData();
  form.set('version', String(version));
  form.set('data', JSON.stringify(data));
  form.set('hero', photos.hero ? 'replace' : 'keep');
  if (photos.hero) form.set('heroFile', photos.hero, 'pantai.jpg');
  form.set('logo', photos.logo ?? 'keep');
  return form;
}

async function save(server: TestServer, token: string, form: FormData) {
  const answer = await server.call<Saved>('POST', '/trpc/settings.save', { token, form });
  return { status: answer.status, body: answer.body };
}

async function read(server: TestServer) {
  const answer = await server.call<{ result: { data: { settings: VillageSettings; version: number } } }>('GET', '/trpc/settings.get');
  return answer.body.result.data;
}

/** The first sentence of a refused save for each field (nested ones under their group: `social`, `map`). */
function issuesOf(body: Saved): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(body.error?.data.fieldErrors ?? {}).map(([field, sentences]) => [field, sentences[0]]));
}

describe.each(databases)('village settings (%s)', (kind) => {
  let pair: RenderingPair;
  let a: TestServer;
  let b: TestServer;
  let token: string;

  beforeAll(async () => {
    pair = await startRenderingPair(kind);
    ({ a, b, token } = pair);
  }, SETUP_TIMEOUT);

  afterAll(() => pair?.close(), SETUP_TIMEOUT);

  it('reads as the defaults before the first save, for anyone', async () => {
    expect(await read(a)).toEqual({ settings: VILLAGE_DEFAULTS, version: 0 });
  });

  it('names every invalid field at once, each with its own sentence, and saves nothing', async () => {
    const bad = {
      ...VILLAGE_DEFAULTS,
      name: '',
      tagline: 'dua\nbaris',
      whatsApp: '12345',
      email: 'bukan-email',
      social: { ...VILLAGE_DEFAULTS.social, instagram: 'javascript:alert(1)' },
      map: { ...VILLAGE_DEFAULTS.map, zoom: 40 },
      // The English versions are checked as the Indonesian ones are.
      translations: { en: { tagline: 'two\nlines' } },
    };
    const refused = await save(a, token, saveForm(bad, 0));
    expect(refused.status).toBe(400);
    expect(issuesOf(refused.body)).toEqual({
      name: messages.settingsNameRequired,
      tagline: messages.settingsOneLine,
      whatsApp: messages.settingsWhatsAppInvalid,
      email: messages.emailInvalid,
      social: messages.settingsUrlInvalid,
      map: messages.settingsZoomInvalid,
      translations: messages.settingsOneLine,
    });
    expect((await read(a)).version).toBe(0);
  });

  it('is saved by an admin only', async () => {
    const anonymous = await a.call('POST', '/trpc/settings.save', { form: saveForm(VILLAGE_DEFAULTS, 0) });
    expect(anonymous.status).toBe(401);
  });

  it('shows a save on every public page at once, on both instances, with the hero photo served to visitors', async () => {
    // Both instances render and keep the front page first.
    for (const server of [a, b]) {
      expect((await server.call('GET', '/')).text).toContain(VILLAGE_DEFAULTS.tagline);
      expect((await server.call('GET', '/')).headers.get('x-page-cache')).toBe('hit');
    }
    const changed = { ...VILLAGE_DEFAULTS, tagline: 'Pantai, obor dan ukiran: selamat datang!', whatsApp: '6281122334455', about: 'Paragraf pertama.\n\n## Sejarah\n\nParagraf kedua.' };
    const saved = await save(a, token, saveForm(changed, 0, { hero: new Blob([new Uint8Array(await jpeg(1800, 900))], { type: 'image/jpeg' }) }));
    expect(saved.status).toBe(200);
    const hero = saved.body.result?.data.settings.hero;
    // Stored as every photo is: at most 1600 px wide (DESIGN.md §1).
    expect(hero).toMatchObject({ width: 1600, height: 800 });
    expect(saved.body.result?.data.version).toBe(1);

    for (const server of [a, b]) {
      const home = (await server.call('GET', '/')).text;
      expect(home).toContain(changed.tagline);
      expect(home).not.toContain(VILLAGE_DEFAULTS.tagline);
      expect(home).toContain('https://wa.me/6281122334455');
      // The hero is the page's largest image: preloaded with the sizes the page uses, and given its size.
      expect(home).toMatch(new RegExp(`<link rel="preload" as="image" href="/uploads/${hero?.dir}\\?w=\\d+"[^>]*fetchpriority="high"`));
      expect(home).toContain(`width="1600" height="800"`);
      const about = (await server.call('GET', '/about')).text;
      expect(about).toContain('<h2 class="pt-4 text-2xl font-bold text-slate-900">Sejarah</h2>');
      expect(about).toContain('Paragraf kedua.');
    }
    const photo = await b.call('GET', `/uploads/${hero?.dir}?w=480`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a save over a stale version with who saved and when, and audits the one that was saved', async () => {
    const stale = await save(a, token, saveForm({ ...VILLAGE_DEFAULTS, tagline: 'Tulisan lama' }, 0));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/^Pengaturan desa sudah diubah oleh Admin pada \d+ \w+ \d{4} \d{2}\.\d{2}\./);
    expect((await read(b)).settings.tagline).toBe('Pantai, obor dan ukiran: selamat datang!');

    const entry = await a.db.selectFrom('audit_log').selectAll().where('kind', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'update', record_name: VILLAGE_DEFAULTS.title, user_email: 'admin@test.desa.id' });
    expect(Object.keys(entry.changes ?? {}).sort()).toEqual(['about', 'hero', 'tagline', 'whatsApp']);
  });

  it('of saves sent together over one version, one is saved and every other is refused', async () => {
    const current = await read(a);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => save(n % 2 === 0 ? a : b, token, saveForm({ ...current.settings, tagline: `Serentak ${n}` }, current.version))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const saved = answers.find((answer) => answer.status === 200)?.body.result?.data.settings.tagline;
    expect((await read(b)).settings.tagline).toBe(saved);
    expect((await read(a)).version).toBe(current.version + 1);
  });

  it('keeps the English texts beside the Indonesian ones, refuses a bad one by its field, and logs their language', async () => {
    const current = await read(a);
    const english = { tagline: 'Torches, sea and carving: welcome!', description: 'A village on the coast of Jepara.', about: '' };
    const tooLong = await save(a, token, saveForm({ ...current.settings, translations: { en: { ...english, description: 'x'.repeat(301) } } }, current.version));
    expect(tooLong.status).toBe(400);
    expect(issuesOf(tooLong.body)).toEqual({ translations: messages.textTooLong });

    const saved = await save(a, token, saveForm({ ...current.settings, translations: { en: english } }, current.version));
    expect(saved.status).toBe(200);
    // An English text left empty is not translated: the English page shows the Indonesian one.
    const { about, ...written } = english;
    void about;
    expect((await read(b)).settings.translations).toEqual({ en: written });
    const entry = await a.db.selectFrom('audit_log').select('changes').where('kind', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.changes).toEqual({
      tagline_en: [VILLAGE_DEFAULTS.translations.en?.tagline, english.tagline],
      description_en: [VILLAGE_DEFAULTS.translations.en?.description, english.description],
      about_en: [VILLAGE_DEFAULTS.translations.en?.about, null],
    });

    // A save over a stale version keeps nothing of its English either.
    const stale = await save(a, token, saveForm({ ...current.settings, translations: { en: { tagline: 'Stale' } } }, current.version));
    expect(stale.status).toBe(409);
    expect((await read(b)).settings.translations).toEqual({ en: written });
  });

  it('removes the hero photo: the page goes back to the drawn backdrop and the photo is gone', async () => {
    const current = await read(a);
    const dir = current.settings.hero?.dir;
    const saved = await save(a, token, saveForm(current.settings, current.version, {}));
    expect(saved.status).toBe(200);
    const form = saveForm(current.settings, current.version + 1);
    form.set('hero', 'remove');
    expect((await save(a, token, form)).status).toBe(200);
    expect((await read(b)).settings.hero).toBeNull();
    expect((await b.call('GET', '/')).text).toContain('hero-backdrop');
    expect((await b.call('GET', `/uploads/${dir}`)).status).toBe(404);
  });
});
