/**
 * The sentences of the public site: every string a visitor's page shows. Public routes, features and
 * components import this file alone, so a visitor never downloads the admin panel's strings
 * (shared/messages/admin.ts). SPEC.md §8 strings are copied exactly.
 */
import { fillPlaceholders } from './placeholders';

export const messages = {
  // Public load failures (SPEC.md §8)
  landingLoadFailed: 'Gagal memuat data. Silakan coba lagi nanti.',
  attractionsLoadFailed: 'Tidak dapat memuat data wisata. Silakan coba lagi nanti.',
  facilitiesLoadFailed: 'Gagal memuat data fasilitas dan penginapan.',
  paketDetailFailed: 'Gagal memuat data paket wisata.',
  attractionDetailFailed: 'Gagal memuat data wisata. Mungkin wisata ini tidak ada.',
  accommodationDetailFailed: 'Gagal memuat data akomodasi.',
  facilityDetailFailed: 'Gagal memuat data fasilitas.',
  attractionNotFound: 'Wisata tidak ditemukan.',
  accommodationNotFound: 'Akomodasi tidak ditemukan.',
  facilityNotFound: 'Fasilitas tidak ditemukan.',
  paketNotFound: 'Paket wisata tidak ditemukan.',
  pageNotFound: 'Halaman tidak ditemukan',

  // The API client's own failures, on every page (client/lib/upload-link.ts)
  noConnection: 'Tidak dapat terhubung ke server. Cek koneksi internet.',
  unexpectedError: 'Terjadi kesalahan tak terduga.',

  // Empty lists (SPEC.md §8)
  emptyMapCategory: 'Tidak ada lokasi untuk kategori ini.',

  // Public site labels (add below this line)
  skipToContent: 'Langsung ke konten utama',
  loading: 'Memuat...',
  navAbout: 'Tentang',
  navWisata: 'Wisata',
  navFasilitas: 'Fasilitas',
  navPetaDesa: 'Peta Desa',
  navWebGis: 'WebGIS',
  navMasterplan: 'Masterplan',
  navInfoDesa: 'Info Desa',
  navMainLabel: 'Menu utama',
  menuOpen: 'Buka menu',
  menuClose: 'Tutup menu',
  newTabHint: '(membuka tab baru)',
  homeLabel: 'Beranda {title}',
  landingPage: 'Landing Page',
  breadcrumbLabel: 'Navigasi remah roti',
  sectionPaket: 'Paket Wisata',
  sectionReligi: 'Wisata Religi & Sejarah',
  sectionBudaya: 'Wisata Budaya & Workshop',
  sectionPesisir: 'Wisata Pesisir',
  sectionUmkm: 'UMKM',
  sectionFasilitas: 'Fasilitas Umum',
  sectionPenginapan: 'Penginapan',
  descPaket: 'Paket perjalanan lengkap untuk menikmati desa dalam satu kunjungan.',
  descReligi: 'Makam para tokoh desa dan jejak sejarah Tegalsambi.',
  descBudaya: 'Tradisi Perang Obor, ukir kayu dan batik yang bisa Anda coba langsung.',
  descPesisir: 'Pantai berpasir putih dan suasana pesisir utara Jepara.',
  descUmkm: 'Produk dan usaha warga: ukiran, mebel, batik dan kuliner.',
  descFasilitas: 'Fasilitas umum yang mendukung kunjungan Anda.',
  descPenginapan: 'Tempat menginap yang nyaman di sekitar desa.',
  attractionsTitle: 'Wisata {name}',
  attractionsSearch: 'Cari wisata atau paket',
  facilitiesTitle: 'Fasilitas & Akomodasi',
  facilitiesSearch: 'Cari fasilitas atau penginapan',
  searchLabel: 'Cari',
  searchClearIcon: 'Kosongkan kolom pencarian',
  searchResults: 'Menampilkan {n} hasil untuk "{term}"',
  searchNoResults: 'Tidak ada hasil yang ditemukan untuk "{term}"',
  searchClear: 'Hapus pencarian',
  swipeHint: 'Geser untuk melihat lainnya',
  carouselPrev: 'Sebelumnya: {section}',
  carouselNext: 'Berikutnya: {section}',
  seeMore: 'Lihat Selengkapnya',
  landingHeroCta: 'Jelajahi Wisata',
  landingAboutTitle: 'Tentang Desa',
  landingAboutText:
    'Desa wisata sejak 2020 di pesisir utara Jepara. Datang untuk Perang Obor, tinggal untuk pantai, sawah dan para pengukir kayunya.',
  landingAboutLink: 'Baca selengkapnya tentang desa',
  landingWisataTitle: 'Wisata',
  landingPenginapanTitle: 'Penginapan',
  landingFasilitasTitle: 'Fasilitas',
  categoryPenginapan: 'Penginapan',
  categoryFasilitas: 'Fasilitas',
  categoryPaket: 'Paket Wisata',
  imageMissing: 'Belum ada foto',
  aboutTitle: 'Tentang Desa',
  aboutLead: 'Desa Wisata Tegalsambi, Kecamatan Tahunan, Kabupaten Jepara, Jawa Tengah.',
  aboutVillage:
    'Tegalsambi ditetapkan sebagai desa wisata melalui SK Bupati Jepara No. 556/329 Tahun 2020. Desa ini terletak di pesisir utara Jepara, di antara laut, hamparan sawah dan bengkel-bengkel ukir kayu, dan meraih juara 3 Gelar Desa Wisata Jawa Tengah 2024.',
  aboutBeachTitle: 'Pantai Tegalsambi',
  aboutBeach:
    'Pantai Tegalsambi berpasir putih dengan angin laut yang sejuk, tempat warga dan wisatawan menikmati matahari terbenam, bermain air dan mencicipi hasil laut nelayan setempat.',
  aboutCultureTitle: 'Perang Obor',
  aboutCulture:
    'Setiap tahun, dalam rangkaian sedekah bumi, warga menggelar Perang Obor di perempatan desa: obor dari pelepah kelapa dan daun pisang kering dinyalakan dan saling dipukulkan sebagai tolak bala dan ungkapan syukur. Tradisi ini menjadi daya tarik utama Tegalsambi.',
  aboutCraftTitle: 'Ukir Kayu dan Kerajinan',
  aboutCraft:
    'Kampung Ukir Tegalsambi melanjutkan tradisi ukir Jepara: mebel, hiasan dinding dan kerajinan dari kayu sisa. Pengunjung dapat melihat para perajin bekerja dan belajar mengukir, juga mengenal batik Tegalsambi.',
  aboutPackagesTitle: 'Paket Wisata',
  aboutPackages:
    'Paket wisata menggabungkan ziarah makam tokoh desa, workshop ukir dan batik, wisata pantai serta kuliner, sehingga Anda bisa menikmati Tegalsambi dalam satu kunjungan.',
  aboutPackagesLink: 'Lihat paket wisata',
  detailDescription: 'Deskripsi',
  detailTicket: 'Harga Tiket',
  detailPrice: 'Harga',
  detailPricePerNight: 'Harga per Malam',
  detailHours: 'Jam Operasional',
  detailCheckInOut: 'Check-in / Check-out',
  detailFacilities: 'Fasilitas',
  detailSubFacilities: 'Sub-fasilitas',
  detailPoints: 'Daya Tarik Utama',
  detailContact: 'Kontak',
  detailPhone: 'Telepon',
  detailReservationPhone: 'Telepon reservasi',
  detailEmail: 'Email',
  detailInstagram: 'Instagram',
  detailLocation: 'Lokasi',
  detailNoData: '-',
  detailMapTitle: 'Peta lokasi {name}',
  detailDirections: 'Petunjuk Arah',
  detailWhatsApp: 'Reservasi via WhatsApp',
  detailWhatsAppText: 'Halo, saya ingin reservasi {name} di {village}. Apakah masih tersedia?',
  galleryLabel: 'Galeri foto {name}',
  galleryShow: 'Tampilkan foto {n} dari {total}',
  galleryImageAlt: '{name}, foto {n}',
  mapTitle: 'Peta Interaktif Desa {name}',
  mapIntro: 'Temukan wisata, fasilitas dan penginapan Desa {name}. Pilih kategori untuk menyaring titik di peta.',
  mapFilterLabel: 'Kategori',
  mapAll: 'Semua Titik',
  mapReligi: 'Wisata Religi',
  mapBudaya: 'Wisata Budaya',
  mapPesisir: 'Wisata Pesisir',
  mapFasilitas: 'Fasilitas',
  mapPenginapan: 'Penginapan',
  mapKantor: 'Kantor',
  mapPersawahan: 'Persawahan',
  mapListTitle: 'Lokasi Ditampilkan',
  mapRegionLabel: 'Peta interaktif',
  masterplanTitle: 'Masterplan Desa Wisata',
  masterplanIntro:
    'Masterplan Desa Wisata {name} menata pengembangan desa dalam tiga kategori wisata: budaya (Perang Obor, ukir kayu dan batik), religi (makam para tokoh desa) dan pesisir (Pantai {name}). Unduh dokumen lengkapnya di bawah ini.',
  masterplanDocuments: 'Dokumen Masterplan',
  masterplanDownload: 'Unduh PDF',
  masterplanMapTitle: 'Peta wilayah Desa {name}',
  notFoundCode: '404',
  notFoundBack: 'Kembali ke Landing Page',
  secondBarText: '{district}, {regency}, {province}',
  secondBarContact: 'Hubungi kami via WhatsApp',
  footerMenu: 'Menu',
  footerFollow: 'Ikuti Kami',
  footerAdminLogin: 'Admin Login',
  footerCopyright: '© {year} {title}. {regency}, {province}.',
  socialYoutube: 'YouTube',
  socialFacebook: 'Facebook',
  socialInstagram: 'Instagram',
  socialWhatsApp: 'WhatsApp',

  // The page heads (DESIGN.md §7): descriptions for link previews and search engines, written by each
  // public route's head. Page titles reuse the headings the pages show.
  metaTitle: '{page} | {site}',
  metaAboutDescription: 'Mengenal {site}: pantai, budaya Perang Obor, ukiran kayu dan paket wisata.',
  metaAttractionsDescription: 'Paket wisata, wisata religi, budaya, pesisir dan UMKM di {site}.',
  metaFacilitiesDescription: 'Fasilitas umum dan penginapan di {site}.',
  metaMapDescription: 'Peta interaktif Desa {village}: wisata, fasilitas dan penginapan.',
  metaMasterplanDescription: 'Masterplan dan dokumen perencanaan {site}.',
  metaLoginDescription: 'Masuk ke panel pengelolaan {site}.',
  // A detail page whose record is gone, and a missing image or document (plain text).
  notFoundPlain: 'Tidak ditemukan',

  // The admin routes' pending spinner: TanStack Router keeps a route's pendingComponent in the route
  // tree every page loads (it is not code-split by default), so its one word is loaded with the public part.
  adminLoading: 'Memuat...',
} as const;

export type PublicMessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a public sentence. */
export function message(key: PublicMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
