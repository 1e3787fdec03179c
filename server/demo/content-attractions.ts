/** Demo attractions (Religi, Sejarah, Budaya, Pesisir) about the real village, in Indonesian. */
import type { AttractionInput } from '../../shared/schemas/attraction';
import { CONTACT_PHONE, hours, INSTAGRAM, type DemoRecord } from './content';

export const attractions: DemoRecord<AttractionInput>[] = [
  {
    data: {
      category: 'Budaya',
      name: 'Perang Obor Tegalsambi',
      description:
        'Perang Obor adalah puncak sedekah bumi Desa Tegalsambi yang digelar setahun sekali di perempatan desa. ' +
        'Warga saling menyerang dengan obor dari gulungan blarak (daun kelapa kering) dan klaras (daun pisang kering) ' +
        'sebagai ungkapan syukur atas hasil bumi dan harapan terhindar dari pagebluk. Menurut cerita tutur, tradisi ini ' +
        'berawal dari pertengkaran seorang penggembala dengan majikannya yang saling memukul dengan obor, lalu ternak ' +
        'desa yang sakit justru sembuh. Pengunjung menonton dari batas aman yang dijaga panitia.',
      price: 0,
      time_open_close: hours('Senin', 'Selasa', '19:00', '23:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6160, 110.6517',
      facilities: ['Area penonton', 'Area parkir', 'Posko kesehatan', 'Toilet umum'],
      points_of_attraction: ['Tradisi tahunan sedekah bumi', 'Obor blarak', 'Kirab budaya', 'Pertunjukan malam'],
    },
    art: [{ theme: 'torch', variant: 0 }, { theme: 'torch', variant: 1 }, { theme: 'hall', variant: 1 }],
  },
  {
    data: {
      category: 'Budaya',
      name: 'Sentra Ukir Kayu Kampung Ukir',
      description:
        'Kampung Ukir adalah kawasan para pengukir kayu Tegalsambi yang mewarisi keahlian ukir Jepara. Pengunjung dapat ' +
        'melihat proses mengukir dari pola hingga finishing, membeli ukiran langsung dari perajin, dan mencoba kelas ' +
        'ukir singkat dengan pendampingan perajin.',
      price: 35000,
      time_open_close: hours('Senin', 'Sabtu', '08:00', '16:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6189, 110.6551',
      facilities: ['Ruang pamer', 'Alat ukir untuk peserta', 'Musholla', 'Toilet'],
      points_of_attraction: ['Ukiran khas Jepara', 'Kelas ukir singkat', 'Belanja langsung dari perajin'],
    },
    art: [{ theme: 'carving', variant: 0 }, { theme: 'woodCraft', variant: 2 }],
  },
  {
    data: {
      category: 'Budaya',
      name: 'Workshop Batik Tegalsambi',
      description:
        'Belajar membatik bersama pembatik Tegalsambi: mengenal motif, mencanting malam di atas kain, mewarnai dan ' +
        'melorod. Setiap peserta membawa pulang sapu tangan batik buatannya sendiri.',
      price: 50000,
      time_open_close: hours('Selasa', 'Minggu', '09:00', '15:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6141, 110.6546',
      facilities: ['Canting dan kain', 'Ruang praktik', 'Toilet'],
      points_of_attraction: ['Motif batik Tegalsambi', 'Membatik dengan canting', 'Karya dibawa pulang'],
    },
    art: [{ theme: 'batik', variant: 0 }, { theme: 'batik', variant: 1 }],
  },
  {
    data: {
      category: 'Religi',
      name: 'Makam Mbah Tegal',
      description:
        'Makam Mbah Tegal, tokoh yang dihormati warga sebagai salah satu cikal bakal Desa Tegalsambi. Peziarah datang ' +
        'untuk berdoa dan tahlil, terutama menjelang sedekah bumi. Pengunjung diminta berpakaian sopan dan menjaga ' +
        'ketenangan kompleks makam.',
      price: 0,
      time_open_close: hours('Senin', 'Minggu', '07:00', '21:00'),
      phone: CONTACT_PHONE,
      location: '-6.6149, 110.6528',
      facilities: ['Tempat wudhu', 'Pendopo peziarah', 'Area parkir'],
      points_of_attraction: ['Ziarah dan doa bersama', 'Sejarah cikal bakal desa'],
    },
    art: [{ theme: 'shrine', variant: 0 }, { theme: 'mosque', variant: 0 }],
  },
  {
    data: {
      category: 'Religi',
      name: 'Makam Mbah Surgi',
      description:
        'Kompleks makam Mbah Surgi yang teduh di bawah pohon kamboja. Warga dan peziarah dari luar desa berziarah ' +
        'di sini, dan makam ini termasuk tempat yang dikunjungi dalam rangkaian sedekah bumi.',
      price: 0,
      time_open_close: hours('Senin', 'Minggu', '07:00', '21:00'),
      phone: CONTACT_PHONE,
      location: '-6.6178, 110.6539',
      facilities: ['Tempat wudhu', 'Toilet'],
      points_of_attraction: ['Ziarah', 'Suasana teduh dan tenang'],
    },
    art: [{ theme: 'shrine', variant: 1 }],
  },
  {
    data: {
      category: 'Sejarah',
      name: 'Punden Makam Mbah Babatan',
      description:
        'Punden Mbah Babatan adalah situs yang dikeramatkan warga dan dikaitkan dengan kisah awal tradisi Perang Obor. ' +
        'Di bawah pohon besar yang rindang, pemandu desa bercerita tentang asal-usul Tegalsambi dan makna sedekah bumi.',
      price: 0,
      time_open_close: hours('Senin', 'Minggu', '07:00', '17:00'),
      phone: CONTACT_PHONE,
      location: '-6.6132, 110.6501',
      facilities: ['Pemandu desa', 'Area parkir'],
      points_of_attraction: ['Cerita asal-usul desa', 'Pohon besar yang rindang'],
    },
    art: [{ theme: 'punden', variant: 0 }, { theme: 'shrine', variant: 2 }],
  },
  {
    data: {
      category: 'Pesisir',
      name: 'Pantai Tegalsambi',
      description:
        'Pantai berpasir putih di pesisir utara Jepara dengan air yang tenang, deretan pohon kelapa dan perahu ' +
        'nelayan. Cocok untuk bermain pasir bersama keluarga, berjalan di tepi pantai dan menikmati kuliner ikan.',
      price: 5000,
      time_open_close: hours('Senin', 'Minggu', '06:00', '18:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6172, 110.6418',
      facilities: ['Area parkir', 'Toilet umum', 'Musholla', 'Warung makan', 'Gazebo'],
      points_of_attraction: ['Pasir putih', 'Perahu nelayan', 'Kuliner ikan bakar'],
    },
    art: [{ theme: 'beach', variant: 0 }, { theme: 'beach', variant: 1 }, { theme: 'food', variant: 0 }],
  },
  {
    data: {
      category: 'Pesisir',
      name: 'Titik Senja Pantai Tegalsambi',
      description:
        'Sudut pantai menghadap barat tempat warga dan wisatawan menunggu matahari terbenam di atas Laut Jawa. ' +
        'Datanglah sekitar pukul 17.00 untuk mendapat tempat duduk terbaik dan foto siluet pohon kelapa.',
      price: 0,
      time_open_close: hours('Senin', 'Minggu', '15:00', '19:00'),
      phone: CONTACT_PHONE,
      location: '-6.6139, 110.6412',
      facilities: ['Gazebo', 'Warung kopi'],
      points_of_attraction: ['Matahari terbenam', 'Foto siluet', 'Angin laut'],
    },
    art: [{ theme: 'dusk', variant: 0 }, { theme: 'dusk', variant: 1 }],
  },
  {
    data: {
      category: 'Pesisir',
      name: 'Jelajah Sawah Tegalsambi',
      description:
        'Berjalan kaki di pematang sawah bersama petani desa: mengenal cara menanam padi, melihat burung sawah dan ' +
        'beristirahat di gubuk sambil menikmati kelapa muda. Rute sekitar 2 km, cocok untuk keluarga dan pelajar.',
      price: 15000,
      time_open_close: hours('Senin', 'Minggu', '06:00', '10:00'),
      phone: CONTACT_PHONE,
      location: '-6.6205, 110.6585',
      facilities: ['Pemandu petani', 'Gubuk istirahat', 'Kelapa muda'],
      points_of_attraction: ['Hamparan sawah', 'Menanam padi', 'Udara pagi'],
    },
    art: [{ theme: 'field', variant: 0 }, { theme: 'field', variant: 1 }],
  },
];
