/**
 * The village's settings ("Pengaturan Desa") where the screens read them. The server render reads them
 * once a page (entry-server.tsx registers where); in the browser they come with the page, in the element
 * `villageSettingsScript` writes, so an island or the admin panel shows what the page was rendered with.
 * The admin's own save replaces them at once (`replaceVillageSettings`).
 */
import { VILLAGE_DEFAULTS, VILLAGE_SCRIPT_ID, type VillageSettings } from '@shared/village';

let serverLookup: (() => VillageSettings | undefined) | null = null;
let browserCopy: VillageSettings | null = null;

/** The server render: where the settings of the page being rendered are. */
export function readVillageSettingsFrom(lookup: () => VillageSettings | undefined): void {
  serverLookup = lookup;
}

function fromPage(): VillageSettings {
  const text = typeof document === 'undefined' ? null : document.getElementById(VILLAGE_SCRIPT_ID)?.textContent;
  if (!text) return VILLAGE_DEFAULTS;
  try {
    return JSON.parse(text) as VillageSettings;
  } catch {
    return VILLAGE_DEFAULTS;
  }
}

export function villageSettings(): VillageSettings {
  if (serverLookup) return serverLookup() ?? VILLAGE_DEFAULTS;
  browserCopy ??= fromPage();
  return browserCopy;
}

/** After the admin saved: the panel shows the new settings without a reload. */
export function replaceVillageSettings(settings: VillageSettings): void {
  browserCopy = settings;
}
