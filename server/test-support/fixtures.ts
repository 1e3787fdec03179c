/** Test data: tiny real images, PDFs, multipart forms and one valid legacy record of each type. */
import sharp from 'sharp';
import type { RecordKind } from '../../shared/constants';
import { RECORD_DESCRIPTORS } from '../records/record-kinds';

export type Rgb = { r: number; g: number; b: number };

/** A small solid JPEG (fast to re-encode); distinct colours make distinct files. */
export async function jpeg(width = 40, height = 30, background: Rgb = { r: 200, g: 90, b: 40 }): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer());
}

export async function png(width = 40, height = 30): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } }).png().toBuffer());
}

/** A wide gradient, so every stored width really is a different picture. */
export async function wideImage(width = 1200, height = 600): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/><stop offset="1" stop-color="#f80"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#236"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

export function pdfBytes(text = 'uji'): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export interface UploadFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

export function blobOf(bytes: Uint8Array, type = 'image/jpeg'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** A legacy write: every field a string, files as repeated `images` fields (DESIGN.md §4). */
export function multipart(fields: Record<string, string>, files: UploadFile[] = [], fileField = 'images'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => form.append(fileField, blobOf(file.bytes, file.type), file.name ?? `foto-${index}.jpg`));
  return form;
}

/** One valid create form per legacy type, as the old admin screens send it (SPEC.md §7). */
const VALID_FIELDS = {
  attraction: {
    category: 'Religi',
    name: 'Makam Mbah Tegal',
    description: 'Makam pendiri desa, ramai peziarah saat sedekah bumi.',
    price: '10000',
    time_open_close: 'Senin - Minggu, 08:00 - 17:00',
    phone: '081234567890',
    email: 'makam@tegalsambi.id',
    instagram: '@makamtegal',
    location: '-6.61598,110.65165',
    facilities: '["Parkir"," Musala ",""]',
    points_of_attraction: '["Ziarah","Sejarah desa"]',
  },
  umkm: {
    name: 'Batik Tegalsambi',
    description: 'Batik tulis motif obor.',
    price: '',
    time_open_close: '',
    phone: '',
    email: '',
    instagram: '',
    location: '',
  },
  accommodation: {
    name: 'Pondok Wisata Pantai',
    description: 'Penginapan dekat pantai berpasir putih.',
    category: 'penginapan',
    price: '150000',
    time_open_close: 'Check-in 14:00, Check-out 12:00',
    phone: '087719959112',
    email: 'pondok@tegalsambi.id',
    instagram: '@pondokpantai',
    location: '-6.6170, 110.6480',
    facilities: '["AC","Wi-Fi"]',
    points_of_attraction: '["Dekat pantai"]',
  },
  paket: {
    name: 'Paket Perang Obor',
    description: 'Menyaksikan Perang Obor bersama pemandu.',
    price: '250000',
    phone: '087719959112',
    facilities: 'Makan siang, Pemandu , ,Tiket',
  },
  facility: {
    name: 'Balai Desa',
    description: 'Pusat layanan desa.',
    facilities: '["Aula","Toilet"]',
    location: '-6.6159,110.6516',
  },
  map: {
    name: 'Kantor Desa',
    category: 'kantor',
    latitude: '-6.61598',
    longitude: '110.65165',
    embedUrl: 'https://www.google.com/maps/embed?pb=tegalsambi',
  },
  event: {
    name: 'Perang Obor',
    category: 'Budaya',
    description: 'Puncak sedekah bumi di perempatan desa.',
    starts_at: '2031-06-02T19:00',
    ends_at: '2031-06-02T23:00',
    place: 'Perempatan desa',
    location: '-6.6160,110.6517',
    price: '',
    phone: '087719959112',
    attraction_id: '',
  },
  kuliner: {
    name: 'Warung Pindang Serani',
    category: 'Makanan',
    description: 'Pindang serani ikan laut berkuah kunyit dan belimbing wuluh.',
    price_min: '25000',
    price_max: '45000',
    opening_hours: 'Setiap hari, 09:00 - 20:00',
    phone: '087719959112',
    location: '-6.6168,110.6427',
    halal: 'true',
  },
} satisfies Record<string, Record<string, string>>;

export type LegacyType = keyof typeof VALID_FIELDS;
export const validFields: Record<LegacyType, Record<string, string>> = VALID_FIELDS;

function legacyType(type: string): LegacyType {
  if (!Object.hasOwn(VALID_FIELDS, type)) throw new Error(`test-support/fixtures.ts has no valid fields for the legacy type ${type}`);
  return type as LegacyType;
}

/** Every `/api/data/<type>` the record descriptors declare, so the REST suites walk a new one the day it is added. */
export const LEGACY_TYPES: readonly LegacyType[] = RECORD_DESCRIPTORS.flatMap((d) => Object.keys(d.legacy?.types ?? {})).map(legacyType);

/** One valid record per kind, in the clean shape of shared/schemas (lists are arrays). */
export const validData = {
  attraction: {
    category: 'Budaya',
    name: 'Perang Obor',
    description: 'Tradisi perang obor di perempatan desa.',
    price: 0,
    time_open_close: 'Senin - Minggu, 19:00 - 22:00',
    phone: '087719959112',
    email: 'obor@tegalsambi.id',
    instagram: '@perangobor',
    location: '-6.6160,110.6517',
    facilities: [' Panggung ', '', 'Parkir'],
    points_of_attraction: ['Obor blarak'],
  },
  accommodation: {
    name: 'Homestay Ukir',
    description: 'Menginap di rumah pengukir kayu.',
    price: 175000,
    time_open_close: 'Check-in 13:00, Check-out 11:00',
    phone: '081234567890',
    email: '',
    instagram: '',
    location: '',
    facilities: ['Kipas angin'],
    points_of_attraction: [],
  },
  paket: {
    name: 'Paket Kampung Ukir',
    description: 'Belajar mengukir kayu sehari.',
    price: 120000,
    phone: '081234567890',
    facilities: ['Pahat', ' Kayu '],
  },
  facility: {
    name: 'Musala Pantai',
    description: 'Musala dekat pantai.',
    facilities: ['Tempat wudu'],
    location: '-6.6175, 110.6450',
  },
  mapLocation: {
    name: 'Sawah Tegalsambi',
    category: 'persawahan',
    latitude: -6.618,
    longitude: 110.655,
    embedUrl: '',
  },
  event: {
    name: 'Kelas Membatik',
    category: 'Budaya',
    description: 'Belajar membatik motif obor.',
    starts_at: '2031-07-05T09:00:00+07:00',
    ends_at: '2031-07-05T12:00:00+07:00',
    place: 'Sanggar Batik',
    location: '-6.6141, 110.6546',
    price: 75000,
    phone: '081234567890',
    attraction_id: null,
  },
  kuliner: {
    name: 'Horog-horog Pecel',
    category: 'Makanan',
    description: 'Horog-horog dari tepung aren dengan pecel.',
    price_min: 8000,
    price_max: 15000,
    opening_hours: 'Setiap hari, 05:30 - 10:00',
    phone: '081234567890',
    location: '-6.6153, 110.6510',
    halal: true,
  },
} as const satisfies Record<RecordKind, object>;

/** The kinds whose records carry images: the record router suite walks each one the descriptors declare. */
export const RECORD_DOMAINS: readonly RecordKind[] = RECORD_DESCRIPTORS.filter((d) => d.images).map((d) => d.kind);
export type RecordDomain = RecordKind;
