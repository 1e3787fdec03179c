/**
 * The head of the pages (DESIGN.md §7): descriptions and short answers the server writes for link
 * previews and search engines (server/http/seo.ts). No client code reads them. Page titles reuse the
 * headings the pages show, so a title is written once for the server and the client.
 */
export const messages = {
  metaTitle: '{page} | {site}',
  metaAboutDescription: 'Mengenal {site}: pantai, budaya Perang Obor, ukiran kayu dan paket wisata.',
  metaAttractionsDescription: 'Paket wisata, wisata religi, budaya, pesisir dan UMKM di {site}.',
  metaFacilitiesDescription: 'Fasilitas umum dan penginapan di {site}.',
  metaMapDescription: 'Peta interaktif Desa {village}: wisata, fasilitas dan penginapan.',
  metaMasterplanDescription: 'Masterplan dan dokumen perencanaan {site}.',
  metaLoginDescription: 'Masuk ke panel pengelolaan {site}.',
  // A detail page whose record is gone, and a missing image or document (plain text).
  notFoundPlain: 'Tidak ditemukan',
} as const;
