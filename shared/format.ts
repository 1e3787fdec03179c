/**
 * Formatting rules of SPEC.md §9, shared by the public site, the admin and the server (meta tags). What a
 * visitor reads is written in the language being rendered (shared/locale.ts): its words and patterns come
 * from the catalogue, its digits from Intl in that language. The admin's own prices stay Indonesian.
 */

import { perLocale } from './locale';
import { DAYS } from './constants';
import { message, messages } from './messages/public';
import { village } from './village';

const rupiahFormat = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));

/** "Rp 25.000"; in English "IDR 25,000". */
export function formatRupiah(price: number): string {
  return message('priceRupiah', { amount: rupiahFormat().format(price) });
}

export type PriceKind = 'attraction' | 'paket' | 'accommodation';

/**
 * Price line of a card or detail page: "Gratis", "Rp 10.000 /pax", "Rp 250.000 /paket", "Harga bervariasi",
 * "Mulai dari Rp 150.000 /malam"; in English "Free", "IDR 10,000 /person", "From IDR 150,000 /night"…
 */
export function formatPriceLine(kind: PriceKind, price: number): string {
  if (kind === 'accommodation') {
    return price === 0 ? messages.priceVaries : message('priceFromPerNight', { price: formatRupiah(price) });
  }
  if (price === 0) return messages.priceFree;
  return message(kind === 'paket' ? 'pricePerPaket' : 'pricePerPerson', { price: formatRupiah(price) });
}

/**
 * A price range (kuliner): "Gratis" at 0 – 0, one price when both ends are equal ("Rp 15.000"), "Hingga
 * Rp 20.000" from 0, else "Rp 15.000 – Rp 35.000".
 */
export function formatPriceRange(min: number, max: number): string {
  if (min === 0 && max === 0) return messages.priceFree;
  if (min === max) return formatRupiah(min);
  if (min === 0) return message('kulinerPriceUpTo', { max: formatRupiah(max) });
  return message('kulinerPriceRange', { min: formatRupiah(min), max: formatRupiah(max) });
}

/** Admin lodging price: "Rp. 150.000,00" (SPEC.md §9). */
export function formatAdminAccommodationPrice(price: number): string {
  return `Rp. ${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)}`;
}

/** Admin package price: currency with two decimals, "Rp 150.000,00" (SPEC.md §9). */
export function formatAdminPaketPrice(price: number): string {
  return new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(price)
    .replace(/\u00a0/g, ' ');
}

/** "Senin - Minggu, 08:00 - 17:00", or "" unless all four parts are chosen (SPEC.md §5). */
export function composeOpeningHours(startDay: string, endDay: string, open: string, close: string): string {
  if (!startDay || !endDay || !open || !close) return '';
  return `${startDay} - ${endDay}, ${open} - ${close}`;
}

const HOURS_PATTERN = /^(\S+) - (\S+), (\d{2}:\d{2}) - (\d{2}:\d{2})$/;

/** Splits "Senin - Minggu, 08:00 - 17:00" back into its parts (edit forms). */
export function parseOpeningHours(text: string): { startDay: string; endDay: string; open: string; close: string } {
  const match = HOURS_PATTERN.exec(text.trim());
  if (!match) return { startDay: '', endDay: '', open: '', close: '' };
  const [, startDay = '', endDay = '', open = '', close = ''] = match;
  return { startDay, endDay, open, close };
}

/** The sentence of each of the picker's days (DAYS, Monday first). */
const DAY_KEYS = ['dayMonday', 'dayTuesday', 'dayWednesday', 'dayThursday', 'dayFriday', 'daySaturday', 'daySunday'] as const;

/** A day as the admin's picker stores it ("Senin") in the page's language ("Monday"); another word as it is. */
function dayName(stored: string): string {
  const key = DAY_KEYS[DAYS.indexOf(stored as (typeof DAYS)[number])];
  return key ? messages[key] : stored;
}

/**
 * Opening hours as the page's language writes them: the picker's "Senin - Minggu, 08:00 - 17:00" is
 * "Monday - Sunday, 08:00 - 17:00" on an English page; hours typed otherwise are shown as typed.
 */
export function formatOpeningHours(text: string): string {
  const { startDay, endDay, open, close } = parseOpeningHours(text);
  if (!startDay) return text;
  return composeOpeningHours(dayName(startDay), dayName(endDay), open, close);
}

/** "Check-in 14:00, Check-out 12:00" (SPEC.md §3). */
export function composeCheckInOut(checkIn: string, checkOut: string): string {
  return `Check-in ${checkIn}, Check-out ${checkOut}`;
}

export function parseCheckInOut(text: string): { checkIn: string; checkOut: string } {
  const match = /Check-in\s+(\d{2}:\d{2}).*Check-out\s+(\d{2}:\d{2})/i.exec(text);
  return { checkIn: match?.[1] ?? '', checkOut: match?.[2] ?? '' };
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Reads "lat,lng" or "lat, lng"; null when it is not a valid coordinate pair. */
export function parseLocation(text: string): Coordinates | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [latText = '', lngText = ''] = parts.map((part) => part.trim());
  const numberPattern = /^-?\d+(\.\d+)?$/;
  if (!numberPattern.test(latText) || !numberPattern.test(lngText)) return null;
  const latitude = Number(latText);
  const longitude = Number(lngText);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Output form of a location: always "lat, lng". */
export function formatLocation({ latitude, longitude }: Coordinates): string {
  return `${latitude}, ${longitude}`;
}

/** Popup coordinates at 5 decimals (SPEC.md §2, village map). */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** "0812-3456" or "+62 812 3456" → "628123456"; "" when there are no digits to call. */
export function normalizeWhatsApp(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

export function whatsAppLink(phone: string, text: string): string | null {
  const number = normalizeWhatsApp(phone);
  if (number.length < 8) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function directionsLink(location: string): string | null {
  const point = parseLocation(location);
  if (!point) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${point.latitude},${point.longitude}`;
}

/** Embedded Google map queried by the location text (SPEC.md §2, detail pages). */
export function mapEmbedUrl(location: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(location)}&z=16&output=embed`;
}

/**
 * Split a comma list, trim, drop empty items (SPEC.md §5). A line break separates items too: the admin
 * forms' list boxes take Enter, and an item is one line (schemas/single-line.ts).
 */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n\r\u2028\u2029]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** An Instagram field as a link: a full URL stays, "@handle" or "handle" becomes the profile URL. */
export function instagramLink(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) return text;
  const handle = text.replace(/^@/, '');
  return /^[\w.]+$/.test(handle) ? `https://www.instagram.com/${handle}` : null;
}

// No grouping: a size past 1000 MB reads "1500,0 MB", as it always has.
const megabyteFormat = perLocale((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }));

/** A download size: "850 KB", "1,5 MB" (in English "1.5 MB"); "" for an unknown (0) size. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} KB`;
  return `${megabyteFormat().format(kb / 1024)} MB`;
}

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: village.timeZone, year: 'numeric' });

/** The year on the village's clock, the same on the server and in a browser of any time zone. */
export function villageYear(at: Date = new Date()): number {
  return Number(yearFormat.format(at));
}
