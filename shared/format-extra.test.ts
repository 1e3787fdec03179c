/** Formatters added for the public site (the rest are covered in format.test.ts). */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize, formatPriceRange, instagramLink } from './format';
import { readLocaleFrom } from './locale';
import { addEnglish } from './messages/english';
import { formatVillageDateTime } from './village-time';

describe('instagramLink', () => {
  it('turns a handle, with or without @, into the profile URL', () => {
    expect(instagramLink('@desawisatategalsambi')).toBe('https://www.instagram.com/desawisatategalsambi');
    expect(instagramLink('batik.tegalsambi')).toBe('https://www.instagram.com/batik.tegalsambi');
  });

  it('keeps a full URL and refuses text that is no handle', () => {
    expect(instagramLink('https://instagram.com/x')).toBe('https://instagram.com/x');
    expect(instagramLink('')).toBeNull();
    expect(instagramLink('bukan handle!')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('writes KB below a megabyte and MB with a decimal comma above', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });

  it('writes nothing for an unknown size', () => {
    expect(formatFileSize(0)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatPriceRange (kuliner)', () => {
  it('writes "Gratis" at 0 – 0 and one price when both ends are equal', () => {
    expect(formatPriceRange(0, 0)).toBe('Gratis');
    expect(formatPriceRange(15_000, 15_000)).toBe('Rp 15.000');
  });

  it('writes a range with both ends in Rupiah, or only the highest from 0', () => {
    expect(formatPriceRange(15_000, 35_000)).toBe('Rp 15.000 – Rp 35.000');
    expect(formatPriceRange(0, 20_000)).toBe('Hingga Rp 20.000');
  });
});

describe('formatVillageDateTime', () => {
  it('writes a time on the village clock (WIB) with the month in short', () => {
    expect(formatVillageDateTime('2026-11-24T07:05:00Z')).toBe('24 Nov 2026 14.05');
    expect(formatVillageDateTime('2027-05-09T17:30:00Z')).toBe('10 Mei 2027 00.30');
    expect(formatVillageDateTime('2026-08-01T00:00:00Z')).toBe('1 Agu 2026 07.00');
  });
});

describe('the same formats on an English page', () => {
  beforeAll(addEnglish);
  afterEach(() => readLocaleFrom(() => undefined));

  it('writes sizes with a decimal point', () => {
    readLocaleFrom(() => 'en');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(2.3 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatFileSize(1500 * 1024 * 1024)).toBe('1500.0 MB');
  });

  it('writes price ranges in IDR', () => {
    readLocaleFrom(() => 'en');
    expect(formatPriceRange(0, 0)).toBe('Free');
    expect(formatPriceRange(15_000, 15_000)).toBe('IDR 15,000');
    expect(formatPriceRange(15_000, 35_000)).toBe('IDR 15,000 – IDR 35,000');
    expect(formatPriceRange(0, 20_000)).toBe('Up to IDR 20,000');
  });

  it('writes village times with English months and a colon', () => {
    readLocaleFrom(() => 'en');
    expect(formatVillageDateTime('2026-11-24T07:05:00Z')).toBe('24 Nov 2026, 14:05');
    expect(formatVillageDateTime('2027-05-09T17:30:00Z')).toBe('10 May 2027, 00:30');
  });
});
