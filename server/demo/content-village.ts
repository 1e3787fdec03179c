/** Demo public facilities (with English beside the Indonesian) and village map points, in Indonesian. */
import { mapEmbedUrl } from '../../shared/format';
import type { FacilityInput, facilityTranslated } from '../../shared/schemas/facility';
import type { MapLocationInput } from '../../shared/schemas/map-location';
import type { DemoRecord } from './content';

export const facilities: DemoRecord<FacilityInput, (typeof facilityTranslated)[number]>[] = [
  {
    data: {
      name: 'Balai Desa Tegalsambi',
      description:
        'Pusat pemerintahan desa dan tempat pertemuan warga. Pendopo balai desa juga dipakai untuk pentas seni, ' +
        'penyambutan rombongan wisata dan persiapan sedekah bumi.',
      facilities: ['Pendopo', 'Ruang pertemuan', 'Pelayanan administrasi'],
      location: '-6.6157, 110.6522',
    },
    en: {
      description:
        "The seat of the village government and the villagers' meeting place. Its open pavilion, the pendopo, also " +
        "hosts performances, welcomes visiting groups and is where preparations for sedekah bumi take place.",
      facilities: ['Pendopo pavilion', 'Meeting room', 'Administrative services'],
    },
    art: [{ theme: 'hall', variant: 0 }, { theme: 'hall', variant: 2 }],
  },
  {
    data: {
      name: 'Masjid Desa Tegalsambi',
      description: 'Masjid utama desa yang terbuka bagi wisatawan untuk salat berjamaah dan beristirahat sejenak.',
      facilities: ['Tempat wudhu', 'Mukena dan sarung', 'Toilet'],
      location: '-6.6153, 110.6512',
    },
    en: {
      description: "The village's main mosque, open to visitors for congregational prayer and a moment of rest.",
      facilities: ['Ablution area', 'Prayer robes and sarongs', 'Toilets'],
    },
    art: [{ theme: 'mosque', variant: 1 }, { theme: 'mosque', variant: 2 }],
  },
  {
    data: {
      name: 'Area Parkir Wisata',
      description: 'Lahan parkir untuk mobil, bus kecil dan sepeda motor pengunjung, dijaga oleh pemuda desa.',
      facilities: ['Parkir mobil', 'Parkir motor', 'Parkir bus kecil'],
      location: '-6.6165, 110.6500',
    },
    en: {
      description: "Parking for visitors' cars, minibuses and motorbikes, looked after by the young people of the village.",
      facilities: ['Car parking', 'Motorbike parking', 'Minibus parking'],
    },
    art: [{ theme: 'parking', variant: 0 }, { theme: 'parking', variant: 1 }],
  },
  {
    data: {
      name: 'Toilet Umum Pantai',
      description: 'Toilet dan kamar bilas bersih di dekat Pantai Tegalsambi untuk pengunjung yang selesai bermain air.',
      facilities: ['Toilet', 'Kamar bilas', 'Air bersih'],
      location: '-6.6170, 110.6425',
    },
    en: {
      description: 'Clean toilets and rinsing rooms near Tegalsambi Beach for visitors coming out of the water.',
      facilities: ['Toilets', 'Rinsing rooms', 'Clean water'],
    },
    art: [{ theme: 'beach', variant: 4 }],
  },
  {
    data: {
      name: 'Pos Kesehatan Desa',
      description: 'Pelayanan kesehatan dasar bagi warga dan wisatawan; siaga penuh saat Perang Obor berlangsung.',
      facilities: ['Pertolongan pertama', 'Tenaga kesehatan', 'Obat-obatan dasar'],
      location: '-6.6146, 110.6519',
    },
    en: {
      description: 'Basic health care for villagers and visitors, fully on standby during Perang Obor.',
      facilities: ['First aid', 'Health workers', 'Basic medicines'],
    },
    art: [{ theme: 'clinic', variant: 0 }, { theme: 'clinic', variant: 1 }],
  },
  {
    data: {
      name: 'Pusat Informasi Wisata',
      description:
        'Tempat bertanya tentang jadwal acara, pemesanan paket dan pemandu. Desa wisata Tegalsambi ditetapkan ' +
        'dengan SK Bupati Jepara No. 556/329 Tahun 2020 dan meraih juara 3 Gelar Desa Wisata Jawa Tengah 2024.',
      facilities: ['Informasi wisata', 'Pemesanan paket', 'Peta desa'],
      location: '-6.6163, 110.6511',
    },
    en: {
      description:
        "Ask here about event dates, tour package bookings and guides. Tegalsambi was designated a tourist village by " +
        "decree of the Regent of Jepara (No. 556/329, 2020) and took third place in Central Java's Tourist Village " +
        "Awards in 2024.",
      facilities: ['Visitor information', 'Package bookings', 'Village map'],
    },
    art: [{ theme: 'hall', variant: 3 }],
  },
];

function point(name: string, category: MapLocationInput['category'], latitude: number, longitude: number): MapLocationInput {
  return { name, category, latitude, longitude, embedUrl: mapEmbedUrl(`${latitude}, ${longitude}`) };
}

/** Places the other lists do not already show, so no two map points stand on each other. */
export const mapLocations: MapLocationInput[] = [
  point('Kantor BUMDes Tegalsambi', 'kantor', -6.6148, 110.6509),
  point('Persawahan Utara', 'persawahan', -6.6126, 110.657),
  point('Persawahan Selatan', 'persawahan', -6.6228, 110.6548),
  point('Dermaga Perahu Nelayan', 'wisataPesisir', -6.6192, 110.6427),
  point('Masjid Jami Tegalsambi', 'wisataReligi', -6.6137, 110.6497),
  point('Sanggar Seni Tegalsambi', 'wisataBudaya', -6.6176, 110.6532),
  point('Homestay Kampung Ukir', 'penginapan', -6.6199, 110.6563),
  point('Pos Kesehatan Desa', 'fasilitas', -6.6133, 110.6536),
];
