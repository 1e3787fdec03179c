/** SPEC.md §5, rule by rule, with the exact catalogue messages the forms, tRPC and REST all show. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages';
import { accommodationInput } from './accommodation';
import { attractionInput } from './attraction';
import { changePasswordInput, loginInput } from './auth';
import { bookingCodeInput, normalizeBookingCode } from './booking';
import { byIdInput, emailField, imageOrderSchema, listField, locationField, priceField } from './common';
import { facilityInput } from './facility';
import { kulinerInput } from './kuliner';
import { mapLocationInput } from './map-location';
import { paketInput } from './paket';
import { isSingleLine } from './single-line';

/** The first issue of a failed parse as {path, message}, or null when the input is valid. */
function firstIssue(schema: z.ZodType, input: unknown): { path: string; message: string } | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { path: (issue?.path ?? []).join('.'), message: issue?.message ?? '' };
}

const attraction = {
  category: 'Religi',
  name: 'Makam Mbah Surgi',
  description: 'Makam tokoh desa.',
  price: 0,
  time_open_close: 'Senin - Minggu, 08:00 - 17:00',
  location: '-6.6,110.6',
};
const accommodation = { name: 'Pondok', description: 'Dekat pantai.', phone: '081234567890' };
const paket = { name: 'Paket Obor', description: 'Perang Obor.', price: 100000, phone: '081234567890' };
const facility = { name: 'Balai', description: 'Aula desa.', location: '-6.6, 110.6' };
const mapLocation = { name: 'Kantor Desa', category: 'kantor', latitude: -6.6, longitude: 110.6 };
const kuliner = { name: 'Pindang Serani', category: 'Makanan', description: 'Ikan laut berkuah kunyit.', location: '-6.6168,110.6427' };

describe('add attraction (SPEC.md §5)', () => {
  it('accepts a complete attraction and fills the optional fields', () => {
    expect(attractionInput.parse(attraction)).toEqual({
      ...attraction,
      location: '-6.6, 110.6',
      phone: '',
      email: '',
      instagram: '',
      facilities: [],
      points_of_attraction: [],
    });
  });

  it.each(['name', 'description', 'time_open_close', 'location'])('%s is required: "Mohon lengkapi semua kolom wajib."', (field) => {
    expect(firstIssue(attractionInput, { ...attraction, [field]: '' })).toEqual({ path: field, message: messages.requiredFields });
    expect(firstIssue(attractionInput, { ...attraction, [field]: '   ' })).toEqual({ path: field, message: messages.requiredFields });
  });

  it('category must be one of the five', () => {
    for (const category of ['Religi', 'Sejarah', 'Budaya', 'Pesisir', 'UMKM']) expect(firstIssue(attractionInput, { ...attraction, category })).toBeNull();
    for (const category of ['', 'religi', 'Kuliner', undefined, null]) {
      expect(firstIssue(attractionInput, { ...attraction, category })).toEqual({ path: 'category', message: messages.categoryInvalid });
    }
  });

  it('phone: digits only, at least 8; at most 15; empty allowed', () => {
    expect(firstIssue(attractionInput, { ...attraction, phone: '' })).toBeNull();
    expect(firstIssue(attractionInput, { ...attraction, phone: '12345678' })).toBeNull();
    expect(firstIssue(attractionInput, { ...attraction, phone: '123456789012345' })).toBeNull();
    for (const phone of ['1234567', '0812-3456', '+6281234567', '0812 3456 78', 'telepon!']) {
      expect(firstIssue(attractionInput, { ...attraction, phone })).toEqual({ path: 'phone', message: messages.phoneInvalid });
    }
    expect(firstIssue(attractionInput, { ...attraction, phone: '1234567890123456' })).toEqual({ path: 'phone', message: messages.phoneTooLong });
  });

  it('email: the basic pattern when given', () => {
    expect(firstIssue(attractionInput, { ...attraction, email: 'wisata@tegalsambi.id' })).toBeNull();
    for (const email of ['wisata', 'wisata@', '@tegalsambi.id', 'a@b', 'a b@c.id']) {
      expect(firstIssue(attractionInput, { ...attraction, email })).toEqual({ path: 'email', message: messages.emailInvalid });
    }
  });

  it('name: at most 50 characters', () => {
    expect(firstIssue(attractionInput, { ...attraction, name: 'a'.repeat(50) })).toBeNull();
    expect(firstIssue(attractionInput, { ...attraction, name: 'a'.repeat(51) })).toEqual({ path: 'name', message: messages.nameTooLong });
  });

  it('price: a non-negative integer', () => {
    for (const price of [-1, 1.5, '1000', Number.NaN, 2_000_000_001]) {
      expect(firstIssue(attractionInput, { ...attraction, price })).toEqual({ path: 'price', message: messages.priceInvalid });
    }
    expect(attractionInput.parse({ ...attraction, price: undefined }).price).toBe(0);
  });
});

describe('add UMKM (SPEC.md §5): name and description only', () => {
  it('needs nothing else', () => {
    expect(firstIssue(attractionInput, { category: 'UMKM', name: 'Batik', description: 'Batik tulis.' })).toBeNull();
  });

  it.each(['name', 'description'])('%s is required', (field) => {
    const umkm = { category: 'UMKM', name: 'Batik', description: 'Batik tulis.', [field]: '' };
    expect(firstIssue(attractionInput, umkm)).toEqual({ path: field, message: messages.requiredFields });
  });
});

describe('add accommodation (SPEC.md §5)', () => {
  it.each(['name', 'description', 'phone'])('%s is required: "Nama, deskripsi dan nomor telepon wajib diisi."', (field) => {
    expect(firstIssue(accommodationInput, { ...accommodation, [field]: '' })).toEqual({ path: field, message: messages.accommodationRequired });
    const rest: Record<string, string> = { ...accommodation };
    delete rest[field];
    expect(firstIssue(accommodationInput, rest)).toEqual({ path: field, message: messages.accommodationRequired });
  });

  it('phone: 8 to 15 digits, its own message', () => {
    expect(firstIssue(accommodationInput, { ...accommodation, phone: '12345678' })).toBeNull();
    expect(firstIssue(accommodationInput, { ...accommodation, phone: '123456789012345' })).toBeNull();
    for (const phone of ['1234567', '1234567890123456', '0812abcd90']) {
      expect(firstIssue(accommodationInput, { ...accommodation, phone })).toEqual({ path: 'phone', message: messages.accommodationPhoneInvalid });
    }
  });

  it('email pattern; location optional but valid when given', () => {
    expect(firstIssue(accommodationInput, { ...accommodation, email: 'x@' })).toEqual({ path: 'email', message: messages.emailInvalid });
    expect(accommodationInput.parse(accommodation).location).toBe('');
    expect(firstIssue(accommodationInput, { ...accommodation, location: '1,2,3' })).toEqual({ path: 'location', message: messages.locationInvalid });
  });
});

describe('add package (SPEC.md §5)', () => {
  it('accepts a complete package', () => {
    expect(paketInput.parse({ ...paket, facilities: [' Makan ', ''] })).toEqual({ ...paket, facilities: ['Makan'], capacity: null, run_dates: [] });
  });

  it.each(['name', 'description', 'phone'])('%s is required', (field) => {
    expect(firstIssue(paketInput, { ...paket, [field]: '' })).toEqual({ path: field, message: messages.requiredFields });
  });

  it('price is required; phone digits only, 8 to 15', () => {
    const { price: _price, ...withoutPrice } = paket;
    expect(firstIssue(paketInput, withoutPrice)).toEqual({ path: 'price', message: messages.priceInvalid });
    expect(firstIssue(paketInput, { ...paket, phone: '0812abc' })).toEqual({ path: 'phone', message: messages.phoneInvalid });
    expect(firstIssue(paketInput, { ...paket, phone: '0'.repeat(16) })).toEqual({ path: 'phone', message: messages.phoneTooLong });
  });
});

describe('add facility (SPEC.md §5)', () => {
  it.each(['name', 'description', 'location'])('%s is required', (field) => {
    expect(firstIssue(facilityInput, { ...facility, [field]: '' })).toEqual({ path: field, message: messages.requiredFields });
  });

  it('normalises the location and the sub-facility list', () => {
    expect(facilityInput.parse({ ...facility, location: '-6.6,110.6', facilities: ['a ', ' ', 'b'] })).toMatchObject({ location: '-6.6, 110.6', facilities: ['a', 'b'] });
  });
});

describe('kuliner (DESIGN.md §9)', () => {
  it('accepts a dish with only its required fields and fills the rest', () => {
    expect(kulinerInput.parse(kuliner)).toEqual({ ...kuliner, location: '-6.6168, 110.6427', price_min: 0, price_max: 0, opening_hours: '', phone: '', halal: false });
  });

  it.each(['name', 'description', 'location'])('%s is required', (field) => {
    expect(firstIssue(kulinerInput, { ...kuliner, [field]: '' })).toEqual({ path: field, message: messages.requiredFields });
  });

  it('category must be Makanan, Minuman or Oleh-oleh', () => {
    for (const category of ['Makanan', 'Minuman', 'Oleh-oleh']) expect(firstIssue(kulinerInput, { ...kuliner, category })).toBeNull();
    for (const category of ['', 'minuman', 'Oleh oleh', 'UMKM', undefined]) {
      expect(firstIssue(kulinerInput, { ...kuliner, category })).toEqual({ path: 'category', message: messages.categoryInvalid });
    }
  });

  it('prices: non-negative integers, the highest never below the lowest', () => {
    expect(firstIssue(kulinerInput, { ...kuliner, price_min: 15000, price_max: 35000 })).toBeNull();
    expect(firstIssue(kulinerInput, { ...kuliner, price_min: 15000, price_max: 15000 })).toBeNull();
    expect(firstIssue(kulinerInput, { ...kuliner, price_min: 15000, price_max: 14999 })).toEqual({ path: 'price_max', message: messages.priceRangeInvalid });
    expect(firstIssue(kulinerInput, { ...kuliner, price_min: 15000 })).toEqual({ path: 'price_max', message: messages.priceRangeInvalid });
    for (const price of [-1, 1.5, '1000']) expect(firstIssue(kulinerInput, { ...kuliner, price_max: price })).toEqual({ path: 'price_max', message: messages.priceInvalid });
  });

  it('halal is a boolean; opening hours one line; phone digits', () => {
    expect(kulinerInput.parse({ ...kuliner, halal: true }).halal).toBe(true);
    for (const halal of ['true', 1, null]) expect(firstIssue(kulinerInput, { ...kuliner, halal })).toEqual({ path: 'halal', message: messages.halalInvalid });
    expect(firstIssue(kulinerInput, { ...kuliner, opening_hours: 'Setiap hari\n07:00' })).toEqual({
      path: 'opening_hours',
      message: `${messages.adminLogField_opening_hours} tidak boleh berisi baris baru atau karakter kontrol.`,
    });
    expect(firstIssue(kulinerInput, { ...kuliner, phone: '0812-3456' })).toEqual({ path: 'phone', message: messages.phoneInvalid });
  });
});

describe('map location', () => {
  it('accepts every map category and coordinates in range', () => {
    expect(mapLocationInput.parse(mapLocation)).toEqual({ ...mapLocation, embedUrl: '' });
    expect(firstIssue(mapLocationInput, { ...mapLocation, latitude: 90, longitude: -180 })).toBeNull();
  });

  it('refuses what cannot be shown on the map', () => {
    expect(firstIssue(mapLocationInput, { ...mapLocation, category: 'pasar' })).toEqual({ path: 'category', message: messages.categoryInvalid });
    expect(firstIssue(mapLocationInput, { ...mapLocation, latitude: 91 })).toEqual({ path: 'latitude', message: messages.coordinateInvalid });
    expect(firstIssue(mapLocationInput, { ...mapLocation, longitude: Number.POSITIVE_INFINITY })).toEqual({ path: 'longitude', message: messages.coordinateInvalid });
    expect(firstIssue(mapLocationInput, { ...mapLocation, embedUrl: 'javascript:alert(1)' })).toEqual({ path: 'embedUrl', message: messages.invalidInput });
    expect(firstIssue(mapLocationInput, { ...mapLocation, embedUrl: 'https://www.google.com/maps/embed?pb=1' })).toBeNull();
  });
});

describe('common fields', () => {
  it('lists: items trimmed, empty dropped, non-texts refused', () => {
    const list = listField('facilities');
    expect(list.parse(['  a ', '', '   ', 'b'])).toEqual(['a', 'b']);
    expect(list.parse(undefined)).toEqual([]);
    expect(firstIssue(list, 'a,b')?.message).toBe(messages.listInvalid);
    expect(firstIssue(list, [1])?.message).toBe(messages.listInvalid);
    expect(firstIssue(list, ['x'.repeat(101)])?.message).toBe(messages.textTooLong);
  });

  it('location: "lat,lng" in, "lat, lng" out, "" allowed', () => {
    expect(locationField.parse('-6.61598,110.65165')).toBe('-6.61598, 110.65165');
    expect(locationField.parse(' -6.61598 , 110.65165 ')).toBe('-6.61598, 110.65165');
    expect(locationField.parse('')).toBe('');
    for (const text of ['91,0', 'abc', '1,2,3']) expect(firstIssue(locationField, text)?.message).toBe(messages.locationInvalid);
  });

  it('email and price on their own', () => {
    expect(emailField.parse(undefined)).toBe('');
    expect(emailField.parse('  a@b.id ')).toBe('a@b.id');
    expect(priceField.parse(0)).toBe(0);
    expect(firstIssue(priceField, null)?.message).toBe(messages.priceInvalid);
  });

  it('ids are positive integers; image order a list of ids', () => {
    expect(byIdInput.parse({ id: 3 })).toEqual({ id: 3 });
    for (const id of [0, -1, 1.5, '3', null]) expect(firstIssue(byIdInput, { id })?.message).toBe(messages.invalidId);
    expect(imageOrderSchema.parse(undefined)).toBeUndefined();
    expect(imageOrderSchema.parse([3, 1])).toEqual([3, 1]);
    expect(firstIssue(imageOrderSchema, [0])).not.toBeNull();
  });
});

describe('login and password change', () => {
  it('login: email and password required', () => {
    expect(loginInput.parse({ email: ' admin@desa.id ', password: 'x' })).toEqual({ email: 'admin@desa.id', password: 'x' });
    for (const input of [{}, { email: '', password: 'x' }, { email: 'a@b.id', password: '' }, { email: 'a@b.id' }]) {
      expect(firstIssue(loginInput, input)?.message).toBe(messages.loginRequired);
    }
  });

  it('a new password has at least 8 characters; the current one is required', () => {
    expect(firstIssue(changePasswordInput, { currentPassword: 'lama', newPassword: '12345678' })).toBeNull();
    expect(firstIssue(changePasswordInput, { currentPassword: 'lama', newPassword: '1234567' })).toEqual({ path: 'newPassword', message: messages.passwordTooShort });
    expect(firstIssue(changePasswordInput, { currentPassword: '', newPassword: '12345678' })).toEqual({ path: 'currentPassword', message: messages.passwordCurrentWrong });
  });
});

describe('one-line fields', () => {
  it('hold no line break of any kind and no control character; spaces and letters of any script are fine', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u001Fb', 'a\u007Fb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) expect(isSingleLine(text), JSON.stringify(text)).toBe(false);
    for (const text of ['Makam Mbah Tegal', 'Kafé Ñandú 茶', '', '  ']) expect(isSingleLine(text)).toBe(true);
  });

  it('name the field; a trimmed edge is no line break; a description keeps its lines', () => {
    const oneLine = (field: string) => `${field} tidak boleh berisi baris baru atau karakter kontrol.`;
    expect(firstIssue(attractionInput, { ...attraction, name: 'Makam\nMbah' })).toEqual({ path: 'name', message: oneLine(messages.adminLogField_name) });
    expect(firstIssue(attractionInput, { ...attraction, location: '-6.6,\n110.6' })).toEqual({ path: 'location', message: oneLine(messages.adminLogField_location) });
    expect(firstIssue(accommodationInput, { ...accommodation, phone: '0812\t34567890' })).toEqual({ path: 'phone', message: oneLine(messages.adminLogField_phone) });
    expect(attractionInput.parse({ ...attraction, name: 'Makam Mbah\r\n' }).name).toBe('Makam Mbah');
    expect(attractionInput.parse({ ...attraction, description: 'Satu.\n\nDua.' }).description).toBe('Satu.\n\nDua.');
  });
});

describe('booking codes as typed', () => {
  it('are read in any case, with or without hyphens or spaces, O as 0 and I or L as 1; the six-symbol codes of before too', () => {
    for (const typed of ['TGS-7K3Q-9M2X', 'tgs-7k3q-9m2x', 'TGS7K3Q9M2X', 'TGS-7K3Q9M2X', ' tgs 7k3q 9m2x ']) expect(normalizeBookingCode(typed)).toBe('TGS-7K3Q-9M2X');
    expect(normalizeBookingCode('TGS-1O1L-I000')).toBe('TGS-1011-1000');
    expect(normalizeBookingCode('tgs-7k3q9m')).toBe('TGS-7K3Q9M');
    for (const typed of ['TGS-7K3Q-9M2', 'TGS-7K3Q-9M2XY', 'TGS-UUUUUU', '7K3Q-9M2X', 'ABC-7K3Q-9M2X', '']) expect(normalizeBookingCode(typed)).toBeNull();
    expect(bookingCodeInput.parse({ code: 'tgs 7k3q 9m2x' })).toEqual({ code: 'TGS-7K3Q-9M2X' });
    expect(bookingCodeInput.parse({ code: 'bukan-kode' })).toEqual({ code: 'BUKAN-KODE' });
  });
});
