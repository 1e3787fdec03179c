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

export const VILLAGE_DEFAULTS: VillageSettings = {
  name: 'Tegalsambi',
  title: 'Desa Wisata Tegalsambi',
  tagline: 'Desa wisata pesisir di Jepara: Perang Obor, Pantai Tegalsambi dan ukiran kayu.',
  description:
    'Desa Wisata Tegalsambi di pesisir utara Jepara, rumah tradisi Perang Obor, Pantai Tegalsambi yang berpasir putih, hamparan sawah dan para pengukir kayu.',
  about: [
    'Tegalsambi ditetapkan sebagai desa wisata melalui SK Bupati Jepara No. 556/329 Tahun 2020. Desa ini terletak di pesisir utara Jepara, di antara laut, hamparan sawah dan bengkel-bengkel ukir kayu, dan meraih juara 3 Gelar Desa Wisata Jawa Tengah 2024.',
    '## Pantai Tegalsambi',
    'Pantai Tegalsambi berpasir putih dengan angin laut yang sejuk, tempat warga dan wisatawan menikmati matahari terbenam, bermain air dan mencicipi hasil laut nelayan setempat.',
    '## Perang Obor',
    'Setiap tahun, dalam rangkaian sedekah bumi, warga menggelar Perang Obor di perempatan desa: obor dari pelepah kelapa dan daun pisang kering dinyalakan dan saling dipukulkan sebagai tolak bala dan ungkapan syukur. Tradisi ini menjadi daya tarik utama Tegalsambi.',
    '## Ukir Kayu dan Kerajinan',
    'Kampung Ukir Tegalsambi melanjutkan tradisi ukir Jepara: mebel, hiasan dinding dan kerajinan dari kayu sisa. Pengunjung dapat melihat para perajin bekerja dan belajar mengukir, juga mengenal batik Tegalsambi.',
    '## Paket Wisata',
    'Paket wisata menggabungkan ziarah makam tokoh desa, workshop ukir dan batik, wisata pantai serta kuliner, sehingga Anda bisa menikmati Tegalsambi dalam satu kunjungan.',
  ].join('\n\n'),
  district: 'Kecamatan Tahunan',
  regency: 'Kabupaten Jepara',
  province: 'Jawa Tengah',
  whatsApp: '6287719959112',
  phone: '',
  email: '',
  social: {
    instagram: 'https://www.instagram.com/desawisatategalsambi',
    facebook: 'https://www.facebook.com/deswita.tegalsambi',
    youtube: 'https://www.youtube.com/@desawisatategalsambi882',
    tiktok: '',
  },
  infoDesaUrl: 'https://tegalsambi.jepara.go.id/',
  hero: null,
  heroFocus: { x: 50, y: 50 },
  logo: null,
  map: { latitude: -6.61598, longitude: 110.65165, zoom: 15 },
  translations: {
    en: {
      tagline: 'A seaside village in Jepara: the Perang Obor torch festival, Tegalsambi Beach and woodcarving.',
      description:
        'Tegalsambi is a tourist village on the north coast of Jepara, Central Java: home of the Perang Obor torch festival, a white-sand beach, green rice fields and generations of woodcarvers.',
      about: [
        'Tegalsambi was named a tourist village by decree of the Regent of Jepara (No. 556/329 of 2020). It lies on the north coast of Jepara, between the sea, the rice fields and the woodcarving workshops, and won third place in the Central Java Tourism Village Awards 2024.',
        '## Tegalsambi Beach',
        'Tegalsambi Beach has white sand and a cool sea breeze. Villagers and visitors come here to watch the sunset, play in the water and taste what the local fishermen bring in.',
        '## Perang Obor',
        'Every year, as part of the sedekah bumi harvest thanksgiving, the village holds the Perang Obor (torch war) at its crossroads: torches of dried coconut fronds and banana leaves are lit and struck against one another to ward off misfortune and to give thanks. It is the tradition Tegalsambi is best known for.',
        '## Woodcarving and Crafts',
        "Tegalsambi's carving quarter carries on Jepara's famous woodcarving: furniture, wall panels and crafts made from leftover wood. You can watch the carvers at work, try carving yourself and discover Tegalsambi batik.",
        '## Tour Packages',
        "Our tour packages combine a visit to the graves of the village's founding figures, woodcarving and batik workshops, the beach and local food, so you can enjoy Tegalsambi in a single visit.",
      ].join('\n\n'),
    },
  },
};

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
