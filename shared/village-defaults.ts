/**
 * The village's settings before its first save ("Pengaturan Desa"): today's values. Apart from
 * shared/village.ts, so a visitor's page, which carries the settings it was rendered with, never downloads
 * them; the server, the demo content and the admin panel read them here.
 */
import type { VillageSettings } from './village';

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
