/**
 * Records in two languages, over the real HTTP server on both databases: English saved beside the
 * Indonesian is read in its place when a public read asks for English, with the fields still in Indonesian
 * named; a read without a language, and the legacy REST API, answer as before. The admin reads the English
 * and which records lack it; a stale save, a draft, the activity log and a refused save treat it as the
 * rest of the record.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_MAX } from '../../../shared/constants';
import { message, messages } from '../../../shared/messages';
import type { AuditPage } from '../../../shared/schemas/audit';
import { formatVillageDateTime } from '../../../shared/village-time';
import { databases } from '../../test-support/db';
import { multipart, validData } from '../../test-support/fixtures';
import { useTestServer, type JsonObject } from '../../test-support/http';
import { recordForm } from '../../test-support/trpc';
import { callTrpc, type TrpcAnswer } from '../../test-support/trpc-http';

type Stored = JsonObject & { id: number; description: string; facilities?: string[]; points_of_attraction?: string[] };
type AdminRecord = Stored & { translations: { en: JsonObject }; meta: { version: number; status: string; updatedAt: string; updatedBy: string | null } };

const ENGLISH = {
  description: 'The torch war at the village crossroads, the high point of the harvest thanksgiving.',
  facilities: ['Stage', 'Parking'],
};

describe.each(databases)('record translations (%s)', (kind) => {
  const t = useTestServer(kind);
  const read = <T = Stored>(path: string, input?: unknown) => callTrpc<T>(t.server, 'query', path, { input });
  const adminRead = <T = AdminRecord>(path: string, input?: unknown) => callTrpc<T>(t.server, 'query', path, { input, token: t.token });
  const save = <T = Stored>(path: string, input: unknown) => callTrpc<T>(t.server, 'mutation', path, { input, token: t.token });
  const saved = async <T = Stored>(answer: Promise<TrpcAnswer<T>>): Promise<T> => {
    const { status, data, error } = await answer;
    expect(status, error?.message).toBe(200);
    return data as T;
  };
  const createAttraction = (data: object, translations?: unknown, status?: string) =>
    saved(save('attraction.create', recordForm(data, { translations, ...(status ? { status } : {}) })));
  const stored = async (table: 'attraction' | 'event', id: number) =>
    (await t.server.db.selectFrom(table).select(['translations', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
  const newestAudit = async () => (await adminRead<AuditPage>('audit.list', { kind: 'attraction' })).data?.rows[0];

  it('reads in English show the English in place and name the fields still in Indonesian; each language is its own list', async () => {
    const created = await createAttraction(validData.attraction, { en: ENGLISH });
    const indonesian = await saved(read('attraction.byId', { id: created.id }));
    const english = await saved(read('attraction.byId', { id: created.id, locale: 'en' }));
    expect(english).toEqual({ ...indonesian, ...ENGLISH, indonesian: ['points_of_attraction'] });
    expect(english.points_of_attraction).toEqual(['Obor blarak']);
    // The list in English, filtered or not, and then in Indonesian again: never the other language's copy.
    expect((await saved(read<Stored[]>('attraction.list', { category: 'Budaya', locale: 'en' }))).find((record) => record.id === created.id)).toEqual(english);
    expect((await saved(read<Stored[]>('attraction.list', { locale: 'en' }))).find((record) => record.id === created.id)).toEqual(english);
    expect((await saved(read<Stored[]>('attraction.list'))).find((record) => record.id === created.id)).toEqual(indonesian);
    expect((await saved(read<Stored[]>('attraction.list', { category: 'Budaya' }))).find((record) => record.id === created.id)).toEqual(indonesian);
    expect(await saved(read('attraction.byId', { id: created.id, locale: 'id' }))).toEqual(indonesian);
    // A kind whose list takes no filter takes the language alone; its hours are free text, so translated too.
    const warung = await saved(save('kuliner.create', recordForm(validData.kuliner, { translations: { en: { opening_hours: 'Daily, 05:30 - 10:00' } } })));
    const [inEnglish] = (await saved(read<Stored[]>('kuliner.list', { locale: 'en' }))).filter((record) => record.id === warung.id);
    expect(inEnglish).toMatchObject({ opening_hours: 'Daily, 05:30 - 10:00', description: validData.kuliner.description, indonesian: ['description'] });
    expect((await saved(read<Stored[]>('kuliner.list'))).find((record) => record.id === warung.id)).toEqual(warung);
    expect((await read('attraction.byId', { id: created.id, locale: 'fr' })).status).toBe(400);
    expect((await read('kuliner.list', { locale: 'fr' })).error?.data.fieldErrors).toEqual({ locale: [messages.invalidInput] });
  });

  it('reads without a language answer exactly as before, and the legacy REST API knows nothing of translations', async () => {
    const plain = await createAttraction(validData.attraction);
    const translated = await createAttraction(validData.attraction, { en: ENGLISH });
    const keysOf = (record: object) => Object.keys(record).sort();
    expect(keysOf(translated)).toEqual(keysOf(plain));
    expect(keysOf(await saved(read('attraction.byId', { id: translated.id })))).toEqual(keysOf(plain));
    for (const record of await saved(read<Stored[]>('attraction.list'))) expect(keysOf(record)).toEqual(keysOf(plain));
    const rest = await t.server.call<JsonObject>('GET', `/api/data/attraction/${translated.id}`);
    const restPlain = await t.server.call<JsonObject>('GET', `/api/data/attraction/${plain.id}`);
    expect(rest.status).toBe(200);
    expect(keysOf(rest.body)).toEqual(keysOf(restPlain.body));
    expect(rest.body).not.toHaveProperty('translations');
    expect(rest.body.description).toBe(validData.attraction.description);
    const restList = await t.server.call<JsonObject[]>('GET', '/api/data/attraction');
    expect(restList.body.every((record) => !('translations' in record) && !('indonesian' in record))).toBe(true);
    // A legacy PUT, which sends no English, keeps it.
    expect((await t.server.call('PUT', `/api/data/attraction/${translated.id}`, { token: t.token, form: multipart({ name: 'Perang Obor Baru' }) })).status).toBe(200);
    expect((await stored('attraction', translated.id)).translations).toEqual({ en: ENGLISH });
  });

  it('the admin reads the English and which records lack it; an update without English keeps it, one with empty fields clears them', async () => {
    const partial = await createAttraction(validData.attraction, { en: ENGLISH });
    const whole = await createAttraction(validData.attraction, { en: { ...ENGLISH, points_of_attraction: ['Torches of dried coconut leaves'] } });
    const untouched = await createAttraction({ name: 'Batik Tulis', description: 'Batik tulis motif obor.', category: 'UMKM' });
    expect((await saved(adminRead('attraction.adminById', { id: partial.id }))).translations).toEqual({ en: ENGLISH });
    expect((await saved(adminRead('attraction.adminById', { id: untouched.id }))).translations).toEqual({ en: {} });
    const flags = new Map((await saved(adminRead<AdminRecord[]>('attraction.adminList'))).map((record) => [record.id, record.untranslated]));
    expect([flags.get(partial.id), flags.get(whole.id), flags.get(untouched.id)]).toEqual([true, false, true]);
    const lacking = (await saved(adminRead<AdminRecord[]>('attraction.adminList', { untranslated: true }))).map((record) => record.id);
    expect(lacking).toContain(partial.id);
    expect(lacking).toContain(untouched.id);
    expect(lacking).not.toContain(whole.id);

    await saved(save('attraction.update', recordForm({ ...validData.attraction, name: 'Nama Baru' }, { id: partial.id, version: 1 })));
    expect((await stored('attraction', partial.id)).translations).toEqual({ en: ENGLISH });
    await saved(save('attraction.update', recordForm(validData.attraction, { id: partial.id, version: 2, translations: { en: { description: ' ', facilities: ['Stage'] } } })));
    expect((await stored('attraction', partial.id)).translations).toEqual({ en: { facilities: ['Stage'] } });
    const english = await saved(read('attraction.byId', { id: partial.id, locale: 'en' }));
    expect(english).toMatchObject({ description: validData.attraction.description, facilities: ['Stage'], indonesian: ['description', 'points_of_attraction'] });
    await saved(save('attraction.update', recordForm(validData.attraction, { id: partial.id, version: 3, translations: { en: {} } })));
    expect((await stored('attraction', partial.id)).translations).toEqual({});
  });

  it('a save over a newer version is refused (409) with its English, which is not stored', async () => {
    const created = await createAttraction(validData.attraction, { en: ENGLISH });
    await saved(save('attraction.update', recordForm(validData.attraction, { id: created.id, version: 1, translations: { en: { description: 'First English.' } } })));
    const stale = await save('attraction.update', recordForm(validData.attraction, { id: created.id, version: 1, translations: { en: { description: 'Second English.' } } }));
    expect(stale.status).toBe(409);
    const admin = await saved(adminRead('attraction.adminById', { id: created.id }));
    expect(stale.error?.message).toBe(message('recordConflict', { nama: admin.meta.updatedBy ?? '', waktu: formatVillageDateTime(admin.meta.updatedAt) }));
    expect(admin.translations).toEqual({ en: { description: 'First English.' } });
    expect(admin.meta.version).toBe(2);
  });

  it('a draft keeps its English, shown in its preview in English; publishing without English keeps it', async () => {
    const draft = await createAttraction({ name: 'Pantai Draf' }, { en: { description: 'A beach still being written up.' } }, 'draft');
    const admin = await saved(adminRead('attraction.adminById', { id: draft.id }));
    expect(admin).toMatchObject({ meta: { status: 'draft' }, translations: { en: { description: 'A beach still being written up.' } } });
    // Its Indonesian description is still empty: nothing is shown in Indonesian in its place.
    expect(await saved(adminRead('attraction.byId', { id: draft.id, locale: 'en' }))).toMatchObject({ draft: true, description: 'A beach still being written up.', indonesian: [] });
    expect((await read('attraction.byId', { id: draft.id, locale: 'en' })).status).toBe(404);
    await saved(save('attraction.update', recordForm({ ...validData.attraction, name: 'Pantai Draf' }, { id: draft.id, version: 1, status: 'published' })));
    expect(await saved(read('attraction.byId', { id: draft.id, locale: 'en' }))).toMatchObject({ description: 'A beach still being written up.', indonesian: ['facilities', 'points_of_attraction'] });
  });

  it('the activity log names a changed text by its language', async () => {
    const created = await createAttraction(validData.attraction, { en: ENGLISH });
    await saved(save('attraction.update', recordForm(validData.attraction, { id: created.id, version: 1, translations: { en: { ...ENGLISH, description: 'A new English description.' } } })));
    expect(await newestAudit()).toMatchObject({ action: 'update', recordId: created.id, changes: { description_en: [ENGLISH.description, 'A new English description.'] } });
    expect(Object.keys((await newestAudit())?.changes ?? {})).toEqual(['description_en']);
    // The log screen shows the field by the catalogue's name for it.
    expect(messages.adminLogField_description_en).toBe('Deskripsi (Inggris)');
    await saved(save('attraction.update', recordForm(validData.attraction, { id: created.id, version: 2, translations: { en: { description: 'A new English description.' } } })));
    expect((await newestAudit())?.changes).toEqual({ facilities_en: [ENGLISH.facilities, null] });
  });

  it("bad English is refused with the field's Indonesian sentence, beside the data's own problems, and nothing is saved", async () => {
    const count = async () => (await t.server.db.selectFrom('attraction').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = { records: Number(await count()), log: (await adminRead<AuditPage>('audit.list', {})).data?.total };
    const tooLong = await save('attraction.create', recordForm(validData.attraction, { translations: { en: { description: 'x'.repeat(TEXT_MAX + 1) } } }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.message).toBe(messages.textTooLong);
    expect(tooLong.error?.data.fieldErrors).toEqual({ description_en: [messages.textTooLong] });
    const both = await save('attraction.create', recordForm({ ...validData.attraction, name: '' }, { translations: { en: { facilities: ['Stage\nParking'] } } }));
    expect(both.error?.data.fieldErrors).toEqual({
      name: [messages.requiredFields],
      facilities_en: [message('singleLineInvalid', { field: messages.adminLogField_facilities_en })],
    });
    const notAnObject = await save('attraction.create', recordForm(validData.attraction, { translations: 'teks' }));
    expect(notAnObject.error?.data.fieldErrors).toEqual({ translations: [messages.invalidInput] });
    const place = await save('event.create', recordForm(validData.event, { translations: { en: { place: 'Batik\r\nStudio' } } }));
    expect(place.error?.message).toBe('Tempat (Inggris) tidak boleh berisi baris baru atau karakter kontrol.');
    expect(Number(await count())).toBe(before.records);
    // An update refused for its English leaves the record as it was.
    const created = await createAttraction(validData.attraction, { en: ENGLISH });
    const refused = await save('attraction.update', recordForm(validData.attraction, { id: created.id, version: 1, translations: { en: { points_of_attraction: ['x'.repeat(101)] } } }));
    expect(refused.error?.data.fieldErrors).toEqual({ points_of_attraction_en: [messages.textTooLong] });
    expect(await stored('attraction', created.id)).toEqual({ translations: { en: ENGLISH }, version: 1 });
    expect((await adminRead<AuditPage>('audit.list', {})).data?.total).toBe((before.log ?? 0) + 1);
    // The map's JSON form takes the same part, and its points have no text to translate.
    expect((await save('mapLocation.create', { data: validData.mapLocation, translations: { en: {} } })).status).toBe(200);
    expect((await save('mapLocation.create', { data: validData.mapLocation, translations: [] })).status).toBe(400);
  });
});
