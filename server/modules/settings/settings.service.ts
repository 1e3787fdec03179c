/**
 * "Pengaturan Desa": the village's own texts (the visitors' prose also in English), contacts, photos and
 * map, one versioned row edited by the admins. Every public page reads it (server render, SEO, calendar,
 * booking hand-off), so it is a cached read, dropped on every write like the lists, across instances too
 * (db/read-cache.ts); the page caches follow the same drop. A save names the version it was made over and
 * is refused (CONFLICT) when another save came first; it is audited, and its photos are image rows of the
 * owner 'village'.
 */
import { message } from '../../../shared/messages';
import type { PhotoChange, VillageSettingsData, VillageSettingsView } from '../../../shared/schemas/village-settings';
import { type VillageImage, type VillageSettings } from '../../../shared/village';
import { VILLAGE_DEFAULTS } from '../../../shared/village-defaults';
import { formatVillageDateTime } from '../../../shared/village-time';
import type { Db } from '../../db/connection';
import { cachedRead, writing } from '../../db/read-cache';
import { AppError } from '../../errors';
import { audit, changesBetween } from '../audit/audit.service';
import { processImage, type ImageUpload, type ProcessedImage } from '../media/image-processing';
import { replaceImageAt } from '../media/media.service';
import * as repo from './settings.repository';

/** The photos' places among the village's image rows. */
const PHOTO_POSITION = { hero: 0, logo: 1 } as const;
type Photo = keyof typeof PHOTO_POSITION;

/** Stored values over the defaults: a setting added later reads as its default until first saved. */
function withDefaults(stored: unknown): VillageSettings {
  const values = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<VillageSettings>;
  return {
    ...VILLAGE_DEFAULTS,
    ...values,
    social: { ...VILLAGE_DEFAULTS.social, ...values.social },
    heroFocus: { ...VILLAGE_DEFAULTS.heroFocus, ...values.heroFocus },
    map: { ...VILLAGE_DEFAULTS.map, ...values.map },
  };
}

/** The settings and their version (0 while the village has never saved any: the defaults). */
export function readVillageSettings(db: Db): Promise<VillageSettingsView> {
  return cachedRead(db, 'village-settings', async () => {
    const row = await repo.selectSettings(db);
    return row ? { settings: withDefaults(row.settings), version: row.version } : { settings: VILLAGE_DEFAULTS, version: 0 };
  });
}

/**
 * What one save changes of one photo: keep it, remove it, or replace it with an upload (or a picture
 * already processed: the demo content's).
 */
export type PhotoUpdate = { change: Exclude<PhotoChange, 'replace'> } | { change: 'replace'; file: ImageUpload } | { change: 'replace'; processed: ProcessedImage };

export interface SettingsSave {
  version: number;
  data: VillageSettingsData;
  hero: PhotoUpdate;
  logo: PhotoUpdate;
}

/**
 * The settings as the log compares them: each English text under its name in that language ("about_en",
 * as a record's are), so a change names the language it was made in.
 */
function audited({ translations, ...settings }: VillageSettings): Record<string, unknown> {
  const english = Object.entries(translations.en ?? {}).map(([field, text]) => [`${field}_en`, text]);
  return { ...settings, ...Object.fromEntries(english) };
}

async function conflict(trx: Db): Promise<AppError> {
  const last = await repo.selectLastSave(trx);
  return new AppError('CONFLICT', 'settingsConflict', {
    nama: last?.saved_by ?? message('recordConflictSomeone'),
    waktu: last ? formatVillageDateTime(last.updated_at.toISOString()) : '',
  });
}

/** Replaces or removes one photo's image row; answers the photo the settings then name. */
async function applyPhoto(trx: Db, photo: Photo, current: VillageImage | null, processed: ProcessedImage | null, change: PhotoChange): Promise<VillageImage | null> {
  if (change === 'keep') return current;
  await replaceImageAt(trx, 'village', repo.SETTINGS_ROW_ID, PHOTO_POSITION[photo], current?.dir ?? null, processed);
  return processed ? { dir: processed.dir, width: processed.width, height: processed.height } : null;
}

async function processedOf(update: PhotoUpdate): Promise<ProcessedImage | null> {
  if (update.change !== 'replace') return null;
  return 'processed' in update ? update.processed : processImage(update.file);
}

/**
 * Saves the settings over `version` (0: the defaults, never saved). Photos are decoded and re-encoded before
 * the transaction opens, as a record's images are; the change is audited field by field.
 */
export async function saveVillageSettings(db: Db, save: SettingsSave, userId: number | null): Promise<VillageSettingsView> {
  const [hero, logo] = await Promise.all([processedOf(save.hero), processedOf(save.logo)]);
  return writing(db, async (trx) => {
    const row = await repo.selectSettings(trx);
    if ((row?.version ?? 0) !== save.version) throw await conflict(trx);
    const before = row ? withDefaults(row.settings) : VILLAGE_DEFAULTS;
    const after: VillageSettings = {
      ...save.data,
      hero: await applyPhoto(trx, 'hero', before.hero, hero, save.hero.change),
      logo: await applyPhoto(trx, 'logo', before.logo, logo, save.logo.change),
    };
    // The write itself checks the version too: of two saves over one version, the second writes nothing.
    if (!(await repo.saveSettingsOver(trx, save.version, after, userId))) throw await conflict(trx);
    const version = save.version + 1;
    await audit(trx, { action: 'update', kind: 'settings', recordId: repo.SETTINGS_ROW_ID, recordName: after.title, changes: changesBetween(audited(before), audited(after)) });
    return { settings: after, version };
  });
}
