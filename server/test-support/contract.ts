/** The invariants of DESIGN.md §4's legacy record shapes, checked on every record a test reads. */
import { expect } from 'vitest';
import type { JsonObject } from './http';
import type { LegacyType } from './fixtures';

const LOCATION_OUT = /^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/;
const DIR = /^[0-9a-f]{16}\.webp$/;
/** An event time: ISO 8601 to the second, with the village's offset. */
const EVENT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;

function expectStringList(value: unknown) {
  expect(Array.isArray(value)).toBe(true);
  for (const item of value as unknown[]) {
    expect(typeof item).toBe('string');
    expect((item as string).trim()).toBe(item);
    expect(item).not.toBe('');
  }
}

function expectImages(value: unknown) {
  expect(Array.isArray(value)).toBe(true);
  for (const image of value as unknown[]) {
    expect(Object.keys(image as object).sort()).toEqual(['dir', 'id']);
    const { id, dir } = image as { id: unknown; dir: unknown };
    expect(Number.isInteger(id)).toBe(true);
    expect(dir).toMatch(DIR);
  }
}

function expectLocation(value: unknown, mayBeEmpty: boolean) {
  expect(typeof value).toBe('string');
  if (value === '' && mayBeEmpty) return;
  expect(value).toMatch(LOCATION_OUT);
}

/** Checks one record of `type` as the legacy REST adapter must send it. */
export function expectLegacyShape(type: LegacyType, record: JsonObject) {
  expect(Number.isInteger(record.id)).toBe(true);
  expect(typeof record.name).toBe('string');
  if (type === 'map') {
    expect(Object.keys(record).sort()).toEqual(['category', 'embedUrl', 'id', 'latitude', 'longitude', 'name']);
    expect(typeof record.latitude).toBe('number');
    expect(typeof record.longitude).toBe('number');
    expect(typeof record.embedUrl).toBe('string');
    return;
  }
  expect(typeof record.description).toBe('string');
  expectImages(record.images);
  if (type === 'kuliner') return expectKuliner(record);
  if (type !== 'facility') expectPrice(record.price);
  if (type === 'event') return expectEvent(record);
  if (type === 'paket') {
    expect('category' in record).toBe(false);
    expect(typeof record.facilities).toBe('string');
    return;
  }
  expectStringList(record.facilities);
  if (type === 'facility') return expectLocation(record.location, false);
  expectStringList(record.points_of_attraction);
  if (type === 'accommodation') {
    expect(record.category).toBe('penginapan');
    return expectLocation(record.location, true);
  }
  expect(['Religi', 'Sejarah', 'Budaya', 'Pesisir', 'UMKM']).toContain(record.category);
  if (type === 'umkm') expect(record.category).toBe('UMKM');
  expectLocation(record.location, record.category === 'UMKM');
}

function expectPrice(value: unknown) {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(0);
}

function expectKuliner(record: JsonObject) {
  expect(Object.keys(record).sort()).toEqual(['category', 'description', 'halal', 'id', 'images', 'location', 'name', 'opening_hours', 'phone', 'price_max', 'price_min']);
  expect(['Makanan', 'Minuman', 'Oleh-oleh']).toContain(record.category);
  expectPrice(record.price_min);
  expectPrice(record.price_max);
  expect(record.price_max as number).toBeGreaterThanOrEqual(record.price_min as number);
  expect(typeof record.halal).toBe('boolean');
  expect(typeof record.opening_hours).toBe('string');
  expect(typeof record.phone).toBe('string');
  expectLocation(record.location, false);
}

function expectEvent(record: JsonObject) {
  expect(Object.keys(record).sort()).toEqual(['attraction_id', 'category', 'description', 'ends_at', 'id', 'images', 'location', 'name', 'phone', 'place', 'price', 'starts_at']);
  expect(['Budaya', 'Religi', 'Pesisir', 'Umum']).toContain(record.category);
  expect(record.starts_at).toMatch(EVENT_TIME);
  if (record.ends_at !== null) expect(record.ends_at).toMatch(EVENT_TIME);
  expect(record.attraction_id === null || Number.isInteger(record.attraction_id)).toBe(true);
  expect(typeof record.place).toBe('string');
  expect(typeof record.phone).toBe('string');
  expectLocation(record.location, true);
}

/** Every error in /api: a non-2xx status and a JSON body that is exactly `{message}` with a sentence. */
export function expectApiError(answer: { status: number; body: unknown; headers: Headers }, status: number, message?: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type') ?? '').toContain('application/json');
  expect(Object.keys(answer.body as object)).toEqual(['message']);
  const text = (answer.body as { message: unknown }).message;
  expect(typeof text).toBe('string');
  expect((text as string).length).toBeGreaterThan(0);
  if (message !== undefined) expect(text).toBe(message);
}
