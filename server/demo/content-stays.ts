/** Demo lodging (Pondok Wisata / homestay) and tour packages, in Indonesian with English beside it. */
import type { AccommodationInput, accommodationTranslated } from '../../shared/schemas/accommodation';
import type { PaketInput, paketTranslated } from '../../shared/schemas/paket';
import { nextPerangObor, villageDay } from './content-agenda';
import { CONTACT_PHONE, INSTAGRAM, LODGING_HOURS, type DemoRecord } from './content';

export const accommodations: DemoRecord<AccommodationInput, (typeof accommodationTranslated)[number]>[] = [
  {
    data: {
      name: 'Pondok Wisata Omah Ukir',
      description:
        'Rumah warga perajin ukir yang disiapkan untuk tamu. Kamar bersih dengan perabot ukir Jepara, sarapan ' +
        'masakan rumahan, dan tuan rumah yang siap mengajak tamu melihat bengkel ukir di belakang rumah.',
      price: 175000,
      units: 3,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6183, 110.6545',
      facilities: ['Kamar mandi dalam', 'Sarapan', 'Kipas angin', 'Wi-Fi'],
      points_of_attraction: ['Dekat Kampung Ukir', 'Suasana rumah perajin'],
    },
    en: {
      description:
        "A woodcarver's family home made ready for guests: clean rooms furnished with Jepara carvings, a home-cooked " +
        "breakfast, and hosts who are happy to show you the carving workshop behind the house.",
      facilities: ['Private bathroom', 'Breakfast', 'Fan', 'Wi-Fi'],
      points_of_attraction: ["Close to Kampung Ukir", "Stay in a carver's home"],
    },
    art: [{ theme: 'house', variant: 0 }, { theme: 'carving', variant: 4 }],
  },
  {
    data: {
      name: 'Pondok Wisata Omah Batik',
      description:
        'Homestay keluarga pembatik di tengah desa. Tamu dapat ikut mencanting di teras pada sore hari dan ' +
        'berjalan kaki ke perempatan tempat Perang Obor digelar.',
      price: 150000,
      units: 2,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6150, 110.6536',
      facilities: ['Kamar mandi bersama', 'Sarapan', 'Teras'],
      points_of_attraction: ['Belajar membatik', 'Dekat lokasi Perang Obor'],
    },
    en: {
      description:
        "A batik-making family's homestay in the heart of the village. In the afternoon you can join in drawing batik " +
        "on the veranda, and the crossroads where Perang Obor is held is a short walk away.",
      facilities: ['Shared bathroom', 'Breakfast', 'Veranda'],
      points_of_attraction: ['Learn batik', 'Close to the Perang Obor crossroads'],
    },
    art: [{ theme: 'house', variant: 1 }, { theme: 'batik', variant: 4 }],
  },
  {
    data: {
      name: 'Homestay Pesisir Tegalsambi',
      description:
        'Penginapan sederhana beberapa langkah dari Pantai Tegalsambi. Bangun pagi untuk melihat perahu nelayan ' +
        'pulang melaut dan nikmati senja dari gazebo pantai.',
      price: 200000,
      units: 4,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6168, 110.6436',
      facilities: ['Kamar mandi dalam', 'AC', 'Sarapan', 'Area parkir'],
      points_of_attraction: ['Dekat pantai', 'Pemandangan matahari terbenam'],
    },
    en: {
      description:
        'A simple guesthouse a few steps from Tegalsambi Beach. Wake early to see the fishing boats come home, and ' +
        'watch the sunset from the beach gazebo.',
      facilities: ['Private bathroom', 'Air conditioning', 'Breakfast', 'Parking'],
      points_of_attraction: ['Close to the beach', 'Sunset views'],
    },
    art: [{ theme: 'house', variant: 2 }, { theme: 'beach', variant: 2 }],
  },
  {
    data: {
      name: 'Pondok Wisata Tepi Sawah',
      description:
        'Rumah singgah di tepi sawah untuk rombongan pelajar dan komunitas. Harga menyesuaikan jumlah tamu dan ' +
        'kegiatan; hubungi pengelola untuk penawaran.',
      price: 0,
      units: 2,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6198, 110.6576',
      facilities: ['Aula kecil', 'Dapur bersama', 'Kamar mandi bersama'],
      points_of_attraction: ['Pemandangan sawah', 'Cocok untuk rombongan'],
    },
    en: {
      description:
        'A guesthouse at the edge of the rice fields for school groups and communities. Prices depend on the size of ' +
        'the group and the activities; contact the host for a quote.',
      facilities: ['Small hall', 'Shared kitchen', 'Shared bathroom'],
      points_of_attraction: ['Rice field views', 'Made for groups'],
    },
    art: [{ theme: 'house', variant: 3 }, { theme: 'field', variant: 2 }],
  },
  {
    data: {
      name: 'Homestay Keluarga Tegalsambi',
      description: 'Kamar nyaman di rumah warga yang ramah, dekat balai desa dan warung makan.',
      price: 125000,
      units: 1,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6163, 110.6508',
      facilities: ['Kamar mandi bersama', 'Sarapan'],
      points_of_attraction: ['Dekat balai desa'],
    },
    // Its points of attraction are left in Indonesian, so the English page shows the fallback (and the admin list marks it).
    en: {
      description: "A comfortable room in a friendly villager's home, close to the village hall and the food stalls.",
      facilities: ['Shared bathroom', 'Breakfast'],
    },
    art: [{ theme: 'house', variant: 4 }],
  },
];

/** A lodging the village closes for a few days from two weeks on (seed.ts). */
export const DEMO_CLOSURE = { lodging: 'Pondok Wisata Tepi Sawah', inDays: 14, days: 3, reason: 'Perbaikan atap' } as const;

/** The demo packages as seen from `now`: the Perang Obor package runs on the next Perang Obor's day only. */
export function demoPakets(now: Date): DemoRecord<PaketInput, (typeof paketTranslated)[number]>[] {
  const perangOborDay = nextPerangObor(villageDay(now)).toISOString().slice(0, 10);
  return [
    {
      data: {
        name: 'Paket Perang Obor',
        description:
          'Menyaksikan Perang Obor dari area tamu: kirab budaya sore hari, makan malam bersama warga, pendampingan ' +
          'pemandu selama acara dan cerita asal-usul tradisi di punden desa. Hanya tersedia pada musim sedekah bumi.',
        price: 150000,
        capacity: 40,
        run_dates: [perangOborDay],
        phone: CONTACT_PHONE,
        facilities: ['Pemandu', 'Makan malam', 'Area tamu', 'Air mineral'],
      },
      en: {
        description:
          "Watch Perang Obor from the guest area: the afternoon cultural parade, dinner with villagers, a guide at your " +
          "side throughout, and the story of the tradition told at the village's sacred punden. Available only in the " +
          "sedekah bumi season.",
        facilities: ['Guide', 'Dinner', 'Guest area', 'Mineral water'],
      },
      art: [{ theme: 'torch', variant: 2 }, { theme: 'punden', variant: 1 }],
    },
    {
      data: {
        name: 'Paket Ukir & Batik',
        description:
          'Setengah hari berkarya: belajar mengukir kayu di Kampung Ukir, lalu membatik sapu tangan bersama ' +
          'pembatik Tegalsambi. Hasil karya dibawa pulang.',
        price: 125000,
        capacity: 15,
        phone: CONTACT_PHONE,
        facilities: ['Bahan ukir dan batik', 'Pendamping perajin', 'Makan siang', 'Suvenir'],
      },
      en: {
        description:
          "Half a day of making things: learn woodcarving in Kampung Ukir, then draw a batik handkerchief with " +
          "Tegalsambi's batik makers. What you make is yours to take home.",
        facilities: ['Carving and batik materials', 'A craftsperson to guide you', 'Lunch', 'Souvenir'],
      },
      art: [{ theme: 'carving', variant: 3 }, { theme: 'batik', variant: 5 }],
    },
    {
      data: {
        name: 'Paket Pantai & Senja',
        description:
          'Sore di Pantai Tegalsambi: bermain di pasir putih, menaiki perahu nelayan di dekat pantai, makan ikan ' +
          'bakar dan menunggu matahari terbenam.',
        price: 75000,
        capacity: 20,
        phone: CONTACT_PHONE,
        facilities: ['Tiket masuk', 'Perahu nelayan', 'Ikan bakar', 'Pemandu'],
      },
      en: {
        description:
          'An afternoon at Tegalsambi Beach: play on the white sand, ride a fishing boat close to the shore, feast on ' +
          'grilled fish and wait for the sun to set.',
        facilities: ['Entrance ticket', 'Fishing boat ride', 'Grilled fish', 'Guide'],
      },
      art: [{ theme: 'beach', variant: 3 }, { theme: 'dusk', variant: 3 }],
    },
    {
      data: {
        name: 'Paket Edukasi Desa Wisata',
        description:
          'Untuk pelajar dan rombongan: jelajah sawah, mengenal kerajinan dari limbah kayu, ziarah sejarah desa ' +
          'dan permainan tradisional di balai desa.',
        price: 100000,
        phone: CONTACT_PHONE,
        facilities: ['Pemandu', 'Snack', 'Makan siang', 'Sertifikat kegiatan'],
      },
      en: {
        description:
          "For students and groups: a walk through the rice fields, crafts made from wood offcuts, a visit to the places " +
          "of the village's history, and traditional games at the village hall.",
        facilities: ['Guide', 'Snacks', 'Lunch', 'Certificate of participation'],
      },
      art: [{ theme: 'field', variant: 3 }, { theme: 'woodCraft', variant: 3 }],
    },
  ];
}
