/**
 * The English catalogue beside the Indonesian one: every sentence there, with the same placeholders,
 * nothing empty, and a sentence equal to its Indonesian only where that is meant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readLocaleFrom } from '../locale';
import { messages as allMessages } from '../messages';
import { catalogue as bookingIndonesian } from './booking';
import { messages as bookingEnglish } from './booking.en';
import { addEnglish } from './english';
import { catalogue as previewIndonesian } from './preview';
import { messages as previewEnglish } from './preview.en';
import { messages as publicMessages } from './public';
import { catalogue as pageIndonesian } from './page.id';
import { messages as pageEnglish } from './page.en';
import { catalogue as publicIndonesian } from './public.id';
import { messages as publicEnglish } from './public.en';

const PARTS = [
  { part: 'public', indonesian: publicIndonesian, english: publicEnglish },
  { part: 'page', indonesian: pageIndonesian, english: pageEnglish },
  { part: 'booking', indonesian: bookingIndonesian, english: bookingEnglish },
  { part: 'preview', indonesian: previewIndonesian, english: previewEnglish },
] as const;

const pairs = PARTS.flatMap(({ part, indonesian, english }) =>
  Object.entries(indonesian).map(([key, sentence]) => ({ part, key, indonesian: sentence, english: (english as Record<string, string | undefined>)[key] })),
);

/**
 * The sentences that are the same in both languages on purpose: names, symbols and patterns, and the admin
 * spinner's word (the admin panel stays Indonesian). Any other English equal to its Indonesian is a copy
 * that was never translated.
 */
const SHARED_ON_PURPOSE = [
  'navWebGis', 'navMasterplan', 'aboutLead', 'detailCheckInOut', 'detailEmail', 'detailInstagram', 'detailNoData', 'notFoundCode',
  'secondBarText', 'footerMenu', 'footerAdminLogin', 'footerCopyright', 'socialYoutube', 'socialFacebook', 'socialTiktok',
  'socialInstagram', 'socialWhatsApp', 'kulinerHalal', 'kulinerPriceRange', 'metaTitle', 'monthApril',
  'monthSeptember', 'monthNovember', 'adminLoading', 'bookingStatusLabel',
];

// Common Indonesian words no English sentence needs: a sentence carrying one was left half translated.
const INDONESIAN_WORDS = /\b(dan|yang|untuk|tidak|dengan|atau|dari|Anda|kami|belum|sudah|harga|lihat)\b/i;

const placeholders = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the English catalogue', () => {
  it('has every Indonesian key and no other', () => {
    for (const { indonesian, english } of PARTS) expect(Object.keys(english).sort()).toEqual(Object.keys(indonesian).sort());
  });

  it('keeps exactly the placeholders of each Indonesian sentence', () => {
    for (const { key, indonesian, english = '' } of pairs) expect(placeholders(english), key).toEqual(placeholders(indonesian));
  });

  it('writes every sentence, without stray spaces or Indonesian words', () => {
    for (const { key, english = '' } of pairs) {
      expect(english.trim(), key).not.toBe('');
      expect(english, key).toBe(english.trim());
      expect(english, key).not.toMatch(INDONESIAN_WORDS);
    }
  });

  it('is equal to the Indonesian only where the words are the same in both languages', () => {
    const shared = pairs.filter(({ indonesian, english }) => english === indonesian).map(({ key }) => key);
    expect(shared.sort()).toEqual([...SHARED_ON_PURPOSE].sort());
  });
});

describe('the catalogue in the language being rendered', () => {
  afterEach(() => readLocaleFrom(() => undefined));

  it('answers in English on an English page, in Indonesian otherwise, and keeps the admin panel Indonesian', () => {
    addEnglish();
    addEnglish();
    expect(publicMessages.landingPage).toBe('Landing Page');
    readLocaleFrom(() => 'en');
    expect(publicMessages.landingPage).toBe('Home');
    expect(allMessages.bookingSubmit).toBe('Send Request');
    expect(allMessages.previewDraftBanner).toBe(previewEnglish.previewDraftBanner);
    expect(allMessages.adminLoading).toBe('Memuat...');
    readLocaleFrom(() => 'id');
    expect(allMessages.bookingSubmit).toBe('Kirim Permintaan');
  });
});
