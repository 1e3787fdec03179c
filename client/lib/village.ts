/**
 * The village's settings ("Pengaturan Desa") where the screens read them. The server render reads them
 * once a page (entry-server.tsx registers where); in the browser they come with the page, in the element
 * `villageSettingsScript` writes, so an island or the admin panel shows what the page was rendered with.
 * The admin's own save replaces them at once (`replaceVillageSettings`).
 */
import { currentLocale, DEFAULT_LOCALE } from '@shared/locale';
import { VILLAGE_SCRIPT_ID, type VillageSettings, type VillageTranslatedField } from '@shared/village';

let serverLookup: (() => VillageSettings) | null = null;
let browserCopy: VillageSettings | null = null;

/** The server render: where the settings of the page being rendered are. */
export function readVillageSettingsFrom(lookup: () => VillageSettings): void {
  serverLookup = lookup;
}

/**
 * The settings the page carries. Every page the server sends carries them (its defaults before the first
 * save), so the browser never downloads the defaults themselves (shared/village-defaults.ts).
 */
function fromPage(): VillageSettings {
  const text = typeof document === 'undefined' ? null : document.getElementById(VILLAGE_SCRIPT_ID)?.textContent;
  if (!text) throw new Error(`The page carries no village settings (#${VILLAGE_SCRIPT_ID})`);
  return JSON.parse(text) as VillageSettings;
}

function storedSettings(): VillageSettings {
  if (serverLookup) return serverLookup();
  browserCopy ??= fromPage();
  return browserCopy;
}

/** The English texts the village has written: a text left empty is not one. */
function english(settings: VillageSettings): Partial<Record<VillageTranslatedField, string>> {
  return Object.fromEntries(Object.entries(settings.translations.en ?? {}).filter(([, text]) => text.trim() !== ''));
}

const inEnglish = new WeakMap<VillageSettings, VillageSettings>();

/** The settings as the page shows them: on an English page, the texts the village has in English. */
export function villageSettings(): VillageSettings {
  const settings = storedSettings();
  if (currentLocale() === DEFAULT_LOCALE) return settings;
  const shown = inEnglish.get(settings) ?? { ...settings, ...english(settings) };
  inEnglish.set(settings, shown);
  return shown;
}

/** `'id'` for a text an English page shows in Indonesian (not translated yet), for its element's `lang`. */
export function villageTextLang(field: VillageTranslatedField): 'id' | undefined {
  return currentLocale() !== DEFAULT_LOCALE && !(field in english(storedSettings())) ? 'id' : undefined;
}

/** After the admin saved: the panel shows the new settings without a reload. */
export function replaceVillageSettings(settings: VillageSettings): void {
  browserCopy = settings;
}
