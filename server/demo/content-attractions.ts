/** Demo attractions (Religi, Sejarah, Budaya, Pesisir) about the real village, in Indonesian with English beside it. */
import type { AttractionInput, attractionTranslated } from '../../shared/schemas/attraction';
import { CONTACT_PHONE, hours, INSTAGRAM, type DemoRecord } from './content';

export const attractions: DemoRecord<AttractionInput, (typeof attractionTranslated)[number]>[] = [
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
    en: {
      description:
        "Perang Obor, the torch war, is the high point of sedekah bumi, Tegalsambi's yearly thanksgiving for the " +
        "harvest, and it takes place once a year at the village crossroads. Villagers clash with torches made of rolled " +
        "blarak (dried coconut leaves) and klaras (dried banana leaves), giving thanks for the land's bounty and asking " +
        "to be spared from sickness. Local lore says it began when a herdsman and his master came to blows with burning " +
        "torches, and the village's sick cattle were healed. Visitors watch from a safe distance kept by the " +
        "organisers.",
      facilities: ['Spectator area', 'Parking', 'First-aid post', 'Public toilets'],
      points_of_attraction: ['A yearly harvest thanksgiving tradition', 'Torches of dried coconut leaves', 'Cultural parade', 'A spectacle after dark'],
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
    en: {
      description:
        "Kampung Ukir is home to Tegalsambi's woodcarvers, heirs to Jepara's famous carving tradition. Watch a piece " +
        "take shape from the first pattern to the final finish, buy carvings straight from the people who made them, " +
        "and try a short carving class with a craftsman at your side.",
      facilities: ['Showroom', 'Carving tools for participants', 'Prayer room', 'Toilets'],
      points_of_attraction: ['Jepara-style carving', 'Short carving class', 'Buy directly from the carvers'],
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
    en: {
      description:
        "Learn batik with Tegalsambi's batik makers: get to know the motifs, draw hot wax onto cloth with a canting, " +
        "dye the fabric and boil the wax away. Everyone goes home with a batik handkerchief of their own making.",
      facilities: ['Canting and cloth provided', 'Workshop room', 'Toilets'],
      points_of_attraction: ['Tegalsambi batik motifs', 'Drawing wax with a canting', 'Take your work home'],
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
    en: {
      description:
        'The grave of Mbah Tegal, honoured by villagers as one of the founders of Tegalsambi. Pilgrims come to pray and ' +
        'recite tahlil, especially in the days before sedekah bumi. Please dress modestly and keep the grounds quiet.',
      facilities: ["Ablution area", "Pilgrims' pavilion", "Parking"],
      points_of_attraction: ["Pilgrimage and prayer together", "The story of the village's founding"],
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
    en: {
      description:
        'The resting place of Mbah Surgi, shaded by frangipani trees. Villagers and pilgrims from further afield come ' +
        'to pay their respects, and the grave is one of the places visited during sedekah bumi.',
      facilities: ['Ablution area', 'Toilets'],
      points_of_attraction: ['Pilgrimage', 'Calm, shaded grounds'],
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
    en: {
      description:
        "Punden Mbah Babatan is a site villagers hold sacred, linked to the story of how Perang Obor began. Under a " +
        "great shady tree, a village guide tells of Tegalsambi's origins and what sedekah bumi means to the people " +
        "here.",
      facilities: ['Village guide', 'Parking'],
      points_of_attraction: ["Stories of the village's origins", "A great shady tree"],
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
    en: {
      description:
        "A white-sand beach on Jepara's north coast, with calm water, rows of coconut palms and fishing boats drawn up " +
        "on the shore. Perfect for playing in the sand with the family, strolling by the water and tucking into freshly " +
        "grilled fish.",
      facilities: ['Parking', 'Public toilets', 'Prayer room', 'Food stalls', 'Gazebos'],
      points_of_attraction: ['White sand', 'Fishing boats', 'Grilled fish'],
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
    en: {
      description:
        'A west-facing corner of the beach where villagers and visitors gather to watch the sun go down over the Java ' +
        'Sea. Come at about 5 pm for the best seats and for silhouette photos of the coconut palms.',
      facilities: ['Gazebo', 'Coffee stall'],
      points_of_attraction: ['Sunset', 'Silhouette photos', 'Sea breeze'],
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
    en: {
      description:
        'Walk the narrow paths between the rice paddies with a village farmer: learn how rice is planted, spot the ' +
        'birds of the fields and rest in a farm hut with a fresh young coconut. The route is about 2 km, ideal for ' +
        'families and school groups.',
      facilities: ['Farmer as your guide', 'Rest hut', 'Young coconut'],
      points_of_attraction: ['Wide rice fields', 'Planting rice', 'Fresh morning air'],
    },
    art: [{ theme: 'field', variant: 0 }, { theme: 'field', variant: 1 }],
  },
];
