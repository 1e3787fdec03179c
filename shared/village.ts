/**
 * The village identity (DESIGN.md §0): another desa wisata runs the product by changing this file.
 */
export const village = {
  name: 'Tegalsambi',
  title: 'Desa Wisata Tegalsambi',
  district: 'Kecamatan Tahunan',
  regency: 'Kabupaten Jepara',
  province: 'Jawa Tengah',
  tagline: 'Desa wisata pesisir di Jepara: Perang Obor, Pantai Tegalsambi dan ukiran kayu.',
  description:
    'Desa Wisata Tegalsambi di pesisir utara Jepara, rumah tradisi Perang Obor, Pantai Tegalsambi yang berpasir putih, hamparan sawah dan para pengukir kayu.',
  infoDesaUrl: 'https://tegalsambi.jepara.go.id/',
  masterplanPath: '/masterplan-tegalsambi',
  whatsApp: '6287719959112',
  social: {
    youtube: 'https://www.youtube.com/@desawisatategalsambi882',
    facebook: 'https://www.facebook.com/deswita.tegalsambi',
    instagram: 'https://www.instagram.com/desawisatategalsambi',
    whatsApp: 'https://wa.me/6287719959112',
  },
  /** The village's clock: dates and years are read in this zone on the server and in every browser. */
  timeZone: 'Asia/Jakarta',
  /** That zone's fixed offset from UTC (Indonesia keeps no daylight saving) and its name on event times. */
  utcOffset: '+07:00',
  zoneLabel: 'WIB',
  /** Centre of the village (the masterplan's embedded map). */
  center: { latitude: -6.61598, longitude: 110.65165 },
  defaultAdminEmail: 'admin@tegalsambi.desa.id',
} as const;
