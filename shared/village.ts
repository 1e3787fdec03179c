/**
 * The village (DESIGN.md §0). What the village's team edits in the panel ("Pengaturan Desa") lives in the
 * database (server/modules/settings/); `VILLAGE_DEFAULTS` are its first values, today's Tegalsambi, which
 * the demo content loads and which serve until a row exists. What stays here is fixed for every village
 * in Indonesia's western zone: the clock, and the masterplan's address.
 */
export const village = {
  /** The village's clock: dates and years are read in this zone on the server and in every browser. */
  timeZone: 'Asia/Jakarta',
  /** That zone's fixed offset from UTC (Indonesia keeps no daylight saving) and its name on event times. */
  utcOffset: '+07:00',
  zoneLabel: 'WIB',
  masterplanPath: '/masterplan-tegalsambi',
  defaultAdminEmail: 'admin@tegalsambi.desa.id',
} as const;

/** A picture of the village (the hero photo, the logo): an image row's name and its size as stored. */
export interface VillageImage {
  dir: string;
  width: number;
  height: number;
}

/**
 * The settings' texts a visitor reads as prose, which the English pages (`/en/…`) show in English when the
 * village has written them. The site's title and the village's name are proper nouns and stay as they are.
 */
export const VILLAGE_TRANSLATED_FIELDS = ['tagline', 'description', 'about'] as const;
export type VillageTranslatedField = (typeof VILLAGE_TRANSLATED_FIELDS)[number];

export interface VillageSettings {
  name: string;
  title: string;
  tagline: string;
  description: string;
  /** The "Tentang Desa" page: paragraphs split by an empty line; a line starting "## " is a section title. */
  about: string;
  district: string;
  regency: string;
  province: string;
  /** Reservations and the "Hubungi kami via WhatsApp" strip: digits, "62…". */
  whatsApp: string;
  /** The reservation phone and email, shown beside WhatsApp; "" when the village has none. */
  phone: string;
  email: string;
  social: { instagram: string; facebook: string; youtube: string; tiktok: string };
  infoDesaUrl: string;
  /** The front page's photo; the focus (0–100 % from the left and the top) stays in view when it is cropped. */
  hero: VillageImage | null;
  heroFocus: { x: number; y: number };
  logo: VillageImage | null;
  /** Where the village map opens, and the map pickers of the panel. */
  map: { latitude: number; longitude: number; zoom: number };
  /** The English versions of those texts; a text missing here is shown in Indonesian. */
  translations: { en?: Partial<Record<VillageTranslatedField, string>> };
}


/** The village's WhatsApp chat link, with a prefilled text when given. */
export function whatsAppLink(settings: Pick<VillageSettings, 'whatsApp'>, text?: string): string {
  return `https://wa.me/${settings.whatsApp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** "Kecamatan Tahunan, Kabupaten Jepara, Jawa Tengah". */
export function villageRegion(settings: Pick<VillageSettings, 'district' | 'regency' | 'province'>): string {
  return [settings.district, settings.regency, settings.province].filter(Boolean).join(', ');
}

/** The element of every page that carries its settings to the browser's scripts (client/lib/village.ts). */
export const VILLAGE_SCRIPT_ID = 'village-settings';

/** That element, its JSON kept from closing the script early (`<` escaped). */
export function villageSettingsScript(settings: VillageSettings): string {
  return `<script type="application/json" id="${VILLAGE_SCRIPT_ID}">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>`;
}
