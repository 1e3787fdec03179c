/** Demo lodging (Pondok Wisata / homestay) and tour packages, in Indonesian. */
import type { AccommodationInput } from '../../shared/schemas/accommodation';
import type { PaketInput } from '../../shared/schemas/paket';
import { CONTACT_PHONE, INSTAGRAM, LODGING_HOURS, type DemoRecord } from './content';

export const accommodations: DemoRecord<AccommodationInput>[] = [
  {
    data: {
      name: 'Pondok Wisata Omah Ukir',
      description:
        'Rumah warga perajin ukir yang disiapkan untuk tamu. Kamar bersih dengan perabot ukir Jepara, sarapan ' +
        'masakan rumahan, dan tuan rumah yang siap mengajak tamu melihat bengkel ukir di belakang rumah.',
      price: 175000,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6183, 110.6545',
      facilities: ['Kamar mandi dalam', 'Sarapan', 'Kipas angin', 'Wi-Fi'],
      points_of_attraction: ['Dekat Kampung Ukir', 'Suasana rumah perajin'],
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
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6150, 110.6536',
      facilities: ['Kamar mandi bersama', 'Sarapan', 'Teras'],
      points_of_attraction: ['Belajar membatik', 'Dekat lokasi Perang Obor'],
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
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6168, 110.6436',
      facilities: ['Kamar mandi dalam', 'AC', 'Sarapan', 'Area parkir'],
      points_of_attraction: ['Dekat pantai', 'Pemandangan matahari terbenam'],
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
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6198, 110.6576',
      facilities: ['Aula kecil', 'Dapur bersama', 'Kamar mandi bersama'],
      points_of_attraction: ['Pemandangan sawah', 'Cocok untuk rombongan'],
    },
    art: [{ theme: 'house', variant: 3 }, { theme: 'field', variant: 2 }],
  },
  {
    data: {
      name: 'Homestay Keluarga Tegalsambi',
      description: 'Kamar nyaman di rumah warga yang ramah, dekat balai desa dan warung makan.',
      price: 125000,
      time_open_close: LODGING_HOURS,
      phone: CONTACT_PHONE,
      location: '-6.6163, 110.6508',
      facilities: ['Kamar mandi bersama', 'Sarapan'],
      points_of_attraction: ['Dekat balai desa'],
    },
    art: [{ theme: 'house', variant: 4 }],
  },
];

export const pakets: DemoRecord<PaketInput>[] = [
  {
    data: {
      name: 'Paket Perang Obor',
      description:
        'Menyaksikan Perang Obor dari area tamu: kirab budaya sore hari, makan malam bersama warga, pendampingan ' +
        'pemandu selama acara dan cerita asal-usul tradisi di punden desa. Hanya tersedia pada musim sedekah bumi.',
      price: 150000,
      phone: CONTACT_PHONE,
      facilities: ['Pemandu', 'Makan malam', 'Area tamu', 'Air mineral'],
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
      phone: CONTACT_PHONE,
      facilities: ['Bahan ukir dan batik', 'Pendamping perajin', 'Makan siang', 'Suvenir'],
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
      phone: CONTACT_PHONE,
      facilities: ['Tiket masuk', 'Perahu nelayan', 'Ikan bakar', 'Pemandu'],
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
    art: [{ theme: 'field', variant: 3 }, { theme: 'woodCraft', variant: 3 }],
  },
];
