/** SPEC.md §9 formatting rules, one formatter at a time. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  composeCheckInOut,
  composeOpeningHours,
  directionsLink,
  formatAdminAccommodationPrice,
  formatAdminPaketPrice,
  formatCoordinates,
  formatLocation,
  formatPriceLine,
  formatRupiah,
  mapEmbedUrl,
  normalizeWhatsApp,
  parseCheckInOut,
  parseLocation,
  parseOpeningHours,
  splitList,
  villageYear,
  whatsAppLink,
} from './format';
import { readLocaleFrom } from './locale';
import { addEnglish } from './messages/english';

describe('Rupiah and price lines', () => {
  it('formats Rupiah in Indonesian digits', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatRupiah(1_500_000)).toBe('Rp 1.500.000');
  });

  it('attractions: "Gratis" at 0, else "/pax"', () => {
    expect(formatPriceLine('attraction', 0)).toBe('Gratis');
    expect(formatPriceLine('attraction', 10_000)).toBe('Rp 10.000 /pax');
  });

  it('packages: "Gratis" at 0, else "/paket"', () => {
    expect(formatPriceLine('paket', 0)).toBe('Gratis');
    expect(formatPriceLine('paket', 250_000)).toBe('Rp 250.000 /paket');
  });

  it('lodging: "Harga bervariasi" at 0, else "Mulai dari Rp … /malam"', () => {
    expect(formatPriceLine('accommodation', 0)).toBe('Harga bervariasi');
    expect(formatPriceLine('accommodation', 150_000)).toBe('Mulai dari Rp 150.000 /malam');
  });

  it('admin prices: lodging "Rp. x,xx", packages currency with two decimals', () => {
    expect(formatAdminAccommodationPrice(150_000)).toBe('Rp. 150.000,00');
    expect(formatAdminAccommodationPrice(0)).toBe('Rp. 0,00');
    expect(formatAdminPaketPrice(150_000)).toBe('Rp 150.000,00');
    expect(formatAdminPaketPrice(0)).toBe('Rp 0,00');
  });
});

describe('Rupiah and price lines on an English page', () => {
  beforeAll(addEnglish);
  afterEach(() => readLocaleFrom(() => undefined));

  it('writes IDR in English digits and English words', () => {
    readLocaleFrom(() => 'en');
    expect(formatRupiah(150_000)).toBe('IDR 150,000');
    expect(formatRupiah(1_500_000)).toBe('IDR 1,500,000');
    expect(formatPriceLine('attraction', 0)).toBe('Free');
    expect(formatPriceLine('attraction', 10_000)).toBe('IDR 10,000 /person');
    expect(formatPriceLine('paket', 0)).toBe('Free');
    expect(formatPriceLine('paket', 150_000)).toBe('IDR 150,000 /package');
    expect(formatPriceLine('accommodation', 0)).toBe('Price varies');
    expect(formatPriceLine('accommodation', 150_000)).toBe('From IDR 150,000 /night');
  });

  it('keeps the admin prices Indonesian', () => {
    readLocaleFrom(() => 'en');
    expect(formatAdminAccommodationPrice(150_000)).toBe('Rp. 150.000,00');
    expect(formatAdminPaketPrice(150_000)).toBe('Rp 150.000,00');
  });

  it('goes back to Indonesian when the page is Indonesian again', () => {
    readLocaleFrom(() => 'en');
    expect(formatRupiah(25_000)).toBe('IDR 25,000');
    readLocaleFrom(() => 'id');
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatPriceLine('accommodation', 150_000)).toBe('Mulai dari Rp 150.000 /malam');
  });
});

describe('opening hours and check-in/out', () => {
  it('composes hours only when all four parts are chosen (SPEC.md §5)', () => {
    expect(composeOpeningHours('Senin', 'Minggu', '08:00', '17:00')).toBe('Senin - Minggu, 08:00 - 17:00');
    expect(composeOpeningHours('Senin', '', '08:00', '17:00')).toBe('');
    expect(composeOpeningHours('', 'Minggu', '08:00', '17:00')).toBe('');
    expect(composeOpeningHours('Senin', 'Minggu', '', '17:00')).toBe('');
    expect(composeOpeningHours('Senin', 'Minggu', '08:00', '')).toBe('');
  });

  it('parses composed hours back, and gives empty parts for free text', () => {
    expect(parseOpeningHours('Senin - Jumat, 07:30 - 16:00')).toEqual({ startDay: 'Senin', endDay: 'Jumat', open: '07:30', close: '16:00' });
    expect(parseOpeningHours(`  ${composeOpeningHours('Sabtu', 'Minggu', '06:00', '18:00')} `)).toEqual({ startDay: 'Sabtu', endDay: 'Minggu', open: '06:00', close: '18:00' });
    expect(parseOpeningHours('Buka 24 jam')).toEqual({ startDay: '', endDay: '', open: '', close: '' });
    expect(parseOpeningHours('')).toEqual({ startDay: '', endDay: '', open: '', close: '' });
  });

  it('composes and parses check-in/out (SPEC.md §3)', () => {
    expect(composeCheckInOut('14:00', '12:00')).toBe('Check-in 14:00, Check-out 12:00');
    expect(parseCheckInOut('Check-in 14:00, Check-out 12:00')).toEqual({ checkIn: '14:00', checkOut: '12:00' });
    expect(parseCheckInOut(composeCheckInOut('13:30', '11:00'))).toEqual({ checkIn: '13:30', checkOut: '11:00' });
    expect(parseCheckInOut('check-in 09:00 / check-out 10:00')).toEqual({ checkIn: '09:00', checkOut: '10:00' });
    expect(parseCheckInOut('bebas')).toEqual({ checkIn: '', checkOut: '' });
  });
});

describe('locations and coordinates', () => {
  it('parses "lat,lng" and "lat, lng"', () => {
    expect(parseLocation('-6.61598,110.65165')).toEqual({ latitude: -6.61598, longitude: 110.65165 });
    expect(parseLocation('-6.61598, 110.65165')).toEqual({ latitude: -6.61598, longitude: 110.65165 });
    expect(parseLocation('  0 ,  0 ')).toEqual({ latitude: 0, longitude: 0 });
    expect(parseLocation('90,180')).toEqual({ latitude: 90, longitude: 180 });
    expect(parseLocation('-90,-180')).toEqual({ latitude: -90, longitude: -180 });
  });

  it('refuses anything that is not two numbers in range', () => {
    for (const text of ['', 'abc', '91,0', '-90.0001,0', '0,181', '1,2,3', '-6.6', '1e2,3', 'NaN,1', 'Infinity,0', '1,', ',1', '0x1,2', '1 2', '+6,110', '.5,1', '6.,110']) {
      expect(parseLocation(text)).toBeNull();
    }
  });

  it('writes locations as "lat, lng"', () => {
    expect(formatLocation({ latitude: -6.6, longitude: 110 })).toBe('-6.6, 110');
    const parsed = parseLocation('-6.61598,110.65165');
    expect(parsed && formatLocation(parsed)).toBe('-6.61598, 110.65165');
  });

  it('shows popup coordinates at 5 decimals', () => {
    expect(formatCoordinates({ latitude: -6.615981234, longitude: 110.651651 })).toBe('-6.61598, 110.65165');
    expect(formatCoordinates({ latitude: 0, longitude: 1.5 })).toBe('0.00000, 1.50000');
  });

  it('builds directions and embed links from the stored location', () => {
    expect(directionsLink('-6.6, 110.6')).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.6,110.6');
    expect(directionsLink('')).toBeNull();
    expect(directionsLink('di dekat pantai')).toBeNull();
    expect(mapEmbedUrl('-6.6, 110.6')).toBe('https://maps.google.com/maps?q=-6.6%2C%20110.6&z=16&output=embed');
  });
});

describe('WhatsApp', () => {
  it('normalises Indonesian numbers to 62…', () => {
    expect(normalizeWhatsApp('081234567890')).toBe('6281234567890');
    expect(normalizeWhatsApp('0812-3456-7890')).toBe('6281234567890');
    expect(normalizeWhatsApp('+62 812-3456-7890')).toBe('6281234567890');
    expect(normalizeWhatsApp('6287719959112')).toBe('6287719959112');
    expect(normalizeWhatsApp('812345678')).toBe('62812345678');
    expect(normalizeWhatsApp('')).toBe('');
    expect(normalizeWhatsApp('tidak ada')).toBe('');
  });

  it('links to wa.me with the text encoded; no link without a callable number', () => {
    expect(whatsAppLink('0812345678', 'Halo, saya ingin pesan "Paket A" & B')).toBe(
      'https://wa.me/62812345678?text=Halo%2C%20saya%20ingin%20pesan%20%22Paket%20A%22%20%26%20B',
    );
    expect(whatsAppLink('123', 'x')).toBeNull();
    expect(whatsAppLink('', 'x')).toBeNull();
  });
});

describe('splitList', () => {
  it('splits on commas and line breaks, trims and drops empty items (SPEC.md §5)', () => {
    expect(splitList('Parkir, Musala ,Toilet')).toEqual(['Parkir', 'Musala', 'Toilet']);
    expect(splitList(' , ,a,,b , ')).toEqual(['a', 'b']);
    expect(splitList('')).toEqual([]);
    expect(splitList('satu')).toEqual(['satu']);
    expect(splitList('Parkir\r\nMusala,\nToilet\u2028Aula')).toEqual(['Parkir', 'Musala', 'Toilet', 'Aula']);
  });
});

describe('villageYear', () => {
  it('reads the year on the village clock (UTC+7), whatever the machine’s zone', () => {
    expect(villageYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(villageYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });
});
