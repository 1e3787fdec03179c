/** Demo UMKM (village businesses, stored as attractions of category UMKM, SPEC.md §3), in Indonesian with English beside it. */
import type { AttractionInput, attractionTranslated } from '../../shared/schemas/attraction';
import { CONTACT_PHONE, hours, INSTAGRAM, type DemoRecord } from './content';

export const umkm: DemoRecord<AttractionInput, (typeof attractionTranslated)[number]>[] = [
  {
    data: {
      category: 'UMKM',
      name: 'Galeri Ukir Kayu Tegalsambi',
      description:
        'Perajin ukir Tegalsambi membuat relief, hiasan dinding, kaligrafi kayu dan mebel ukir pesanan. Ukiran dapat ' +
        'dipesan sesuai ukuran dan motif, dan dikirim ke luar kota.',
      price: 250000,
      time_open_close: hours('Senin', 'Sabtu', '08:00', '16:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6192, 110.6560',
      facilities: ['Ruang pamer', 'Pesanan khusus', 'Pengiriman'],
      points_of_attraction: ['Relief kayu', 'Mebel ukir', 'Kaligrafi kayu'],
    },
    en: {
      description:
        "Tegalsambi's woodcarvers make reliefs, wall pieces, wooden calligraphy and carved furniture to order. Carvings " +
        "can be made to your size and motif, and shipped to other cities.",
      facilities: ['Showroom', 'Custom orders', 'Shipping'],
      points_of_attraction: ['Wood reliefs', 'Carved furniture', 'Wooden calligraphy'],
    },
    art: [{ theme: 'carving', variant: 1 }, { theme: 'carving', variant: 2 }],
  },
  {
    data: {
      category: 'UMKM',
      name: 'Kerajinan Limbah Kayu',
      description:
        'Potongan sisa mebel diolah menjadi tatakan gelas, talenan, mainan edukatif dan hiasan meja. Usaha warga ini ' +
        'mengurangi limbah industri mebel sekaligus menambah penghasilan keluarga.',
      price: 15000,
      time_open_close: hours('Senin', 'Sabtu', '08:00', '17:00'),
      phone: CONTACT_PHONE,
      location: '-6.6170, 110.6566',
      facilities: ['Toko', 'Pesanan suvenir acara'],
      points_of_attraction: ['Tatakan gelas', 'Mainan kayu', 'Suvenir ramah lingkungan'],
    },
    en: {
      description:
        "Offcuts from the furniture workshops become coasters, chopping boards, educational toys and table decorations. " +
        "This villagers' business cuts the furniture trade's waste and adds to family incomes.",
      facilities: ['Shop', 'Souvenirs made to order for events'],
      points_of_attraction: ['Coasters', 'Wooden toys', 'Eco-friendly souvenirs'],
    },
    art: [{ theme: 'woodCraft', variant: 0 }, { theme: 'woodCraft', variant: 1 }],
  },
  {
    data: {
      category: 'UMKM',
      name: 'Batik Tegalsambi',
      description:
        'Batik tulis dan cap karya pembatik Tegalsambi dengan motif yang terinspirasi dari obor, ukiran dan laut. ' +
        'Tersedia kain, kemeja dan selendang.',
      price: 150000,
      time_open_close: hours('Senin', 'Minggu', '09:00', '17:00'),
      phone: CONTACT_PHONE,
      instagram: INSTAGRAM,
      location: '-6.6144, 110.6550',
      facilities: ['Toko', 'Ruang ganti'],
      points_of_attraction: ['Batik tulis', 'Motif khas Tegalsambi'],
    },
    en: {
      description:
        "Hand-drawn and stamped batik by Tegalsambi's batik makers, with motifs inspired by torches, woodcarving and " +
        "the sea. Fabric, shirts and shawls are available.",
      facilities: ['Shop', 'Fitting room'],
      points_of_attraction: ['Hand-drawn batik', 'Motifs of Tegalsambi'],
    },
    art: [{ theme: 'batik', variant: 2 }, { theme: 'batik', variant: 3 }],
  },
  {
    data: {
      category: 'UMKM',
      name: 'Olahan Ikan Pesisir Tegalsambi',
      description:
        'Ibu-ibu pesisir Tegalsambi mengolah hasil tangkapan nelayan menjadi ikan asap, kerupuk ikan dan pindang ' +
        'serani, masakan khas Jepara berkuah segar. Cocok untuk oleh-oleh atau santap di tempat.',
      price: 20000,
      time_open_close: hours('Senin', 'Minggu', '07:00', '20:00'),
      phone: CONTACT_PHONE,
      location: '-6.6166, 110.6430',
      facilities: ['Tempat makan', 'Kemasan oleh-oleh'],
      points_of_attraction: ['Pindang serani', 'Ikan asap', 'Kerupuk ikan'],
    },
    en: {
      description:
        "The women of Tegalsambi's coast turn the fishermen's catch into smoked fish, fish crackers and pindang serani, " +
        "Jepara's fresh and tangy fish soup. Take some home as a gift or enjoy it on the spot.",
      facilities: ['Seating area', 'Gift packaging'],
      points_of_attraction: ['Pindang serani', 'Smoked fish', 'Fish crackers'],
    },
    art: [{ theme: 'food', variant: 1 }],
  },
  {
    data: {
      category: 'UMKM',
      name: 'Jajanan Khas Jepara',
      description:
        'Aneka jajanan pasar dan makanan khas Jepara buatan warga, seperti horog-horog dan kacang oven, serta ' +
        'minuman adon-adon coro yang hangat. Bisa dipesan untuk rombongan.',
      price: 10000,
      time_open_close: hours('Senin', 'Sabtu', '06:00', '12:00'),
      phone: CONTACT_PHONE,
      location: '-6.6155, 110.6509',
      facilities: ['Pesanan rombongan'],
      points_of_attraction: ['Horog-horog', 'Adon-adon coro', 'Kacang oven'],
    },
    en: {
      description:
        'Traditional market snacks and Jepara specialities made by villagers, such as horog-horog and oven-roasted ' +
        'peanuts, along with warming adon-adon coro. Orders for groups are welcome.',
      facilities: ['Orders for groups'],
      points_of_attraction: ['Horog-horog', 'Adon-adon coro', 'Oven-roasted peanuts'],
    },
    art: [{ theme: 'food', variant: 2 }],
  },
];
