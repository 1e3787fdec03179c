import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { daysUntil, effectiveEnd, eventCountdown, eventPhase, formatEventClock, formatEventDate, formatEventRange, parseEventTime, splitByNow, toEventIso, toLocalInput } from './event-time';
import { readLocaleFrom } from './locale';
import { addEnglish } from './messages/english';

const at = (text: string) => parseEventTime(text) ?? new Date(NaN);

describe('event times on the village clock (WIB, +07:00)', () => {
  it('reads a form\'s local time as WIB and ISO 8601 with any offset as that instant', () => {
    expect(at('2026-06-01T19:00').toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(at('2026-06-01 19:00:30').toISOString()).toBe('2026-06-01T12:00:30.000Z');
    expect(at('2026-06-01T12:00:00Z').toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(at('2026-06-01T21:00:00.123+0900').toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(toEventIso(at('2026-06-01T12:00:00Z'))).toBe('2026-06-01T19:00:00+07:00');
    expect(toLocalInput(at('2026-05-31T20:30:00Z'))).toBe('2026-06-01T03:30');
  });

  it('refuses what names no instant', () => {
    for (const text of ['', 'besok', '2026-02-30T10:00', '2026-13-01T10:00', '2026-06-01T24:00', '2026-06-01', '1-06-01T10:00', '2026-06-01T10:00+7']) {
      expect(parseEventTime(text), text).toBeNull();
    }
  });

  it('words a range in Indonesian: one day, several days, no end', () => {
    expect(formatEventRange(at('2026-06-01T19:00'), at('2026-06-01T23:00'))).toBe('Senin, 1 Juni 2026, 19.00–23.00 WIB');
    expect(formatEventRange(at('2026-06-01T19:00'), at('2026-06-02T02:00'))).toBe('Senin, 1 Juni 2026, 19.00 – Selasa, 2 Juni 2026, 02.00 WIB');
    expect(formatEventRange(at('2026-08-17T07:30'), null)).toBe('Senin, 17 Agustus 2026, 07.30 WIB');
  });

  it('places an event against now: upcoming, in progress until its end (or the end of its day), then past', () => {
    const starts = at('2026-06-01T19:00');
    const ends = at('2026-06-01T23:00');
    expect(eventPhase(starts, ends, at('2026-06-01T18:59'))).toBe('upcoming');
    expect(eventPhase(starts, ends, at('2026-06-01T19:00'))).toBe('ongoing');
    expect(eventPhase(starts, ends, at('2026-06-01T23:00'))).toBe('past');
    expect(effectiveEnd(starts, null).toISOString()).toBe(at('2026-06-02T00:00').toISOString());
    expect(eventPhase(starts, null, at('2026-06-01T23:59'))).toBe('ongoing');
  });

  it('counts days on the village calendar, not in 24-hour steps', () => {
    expect(daysUntil(at('2026-06-01T19:00'), at('2026-06-01T06:00'))).toBe(0);
    expect(daysUntil(at('2026-06-02T00:30'), at('2026-06-01T23:30'))).toBe(1);
    expect(daysUntil(at('2026-06-04T19:00'), at('2026-06-01T23:30'))).toBe(3);
  });

  it('counts down: "Sedang berlangsung", "Hari ini", "Besok", "n hari lagi", then "Sudah berlalu"', () => {
    const event = { starts_at: '2026-06-01T19:00:00+07:00', ends_at: '2026-06-01T23:00:00+07:00' };
    expect(eventCountdown(event, at('2026-05-29T20:00'))).toBe('3 hari lagi');
    expect(eventCountdown(event, at('2026-05-31T23:59'))).toBe('Besok');
    expect(eventCountdown(event, at('2026-06-01T00:01'))).toBe('Hari ini');
    expect(eventCountdown(event, at('2026-06-01T20:00'))).toBe('Sedang berlangsung');
    expect(eventCountdown(event, at('2026-06-01T23:00'))).toBe('Sudah berlalu');
  });

  it('splits a list: upcoming soonest first (in progress included), then the past most recent first', () => {
    const event = (id: number, starts: string, ends: string | null) => ({ id, starts_at: toEventIso(at(starts)), ends_at: ends ? toEventIso(at(ends)) : null });
    const events = [event(1, '2026-05-01T10:00', null), event(2, '2026-07-01T10:00', null), event(3, '2026-06-01T08:00', '2026-06-03T17:00'), event(4, '2026-05-20T10:00', '2026-05-20T12:00'), event(5, '2026-06-10T10:00', null)];
    const { upcoming, past } = splitByNow(events, at('2026-06-02T12:00'));
    expect(upcoming.map((e) => e.id)).toEqual([3, 5, 2]);
    expect(past.map((e) => e.id)).toEqual([4, 1]);
  });
});

describe('event times on an English page', () => {
  beforeAll(addEnglish);
  afterEach(() => readLocaleFrom(() => undefined));

  it('words a range in English, the zone still WIB', () => {
    readLocaleFrom(() => 'en');
    expect(formatEventRange(at('2027-05-10T19:00'), at('2027-05-10T23:00'))).toBe('Monday, 10 May 2027, 19:00–23:00 WIB');
    expect(formatEventRange(at('2026-06-01T19:00'), at('2026-06-02T02:00'))).toBe('Monday, 1 June 2026, 19:00 – Tuesday, 2 June 2026, 02:00 WIB');
    expect(formatEventRange(at('2026-08-17T07:30'), null)).toBe('Monday, 17 August 2026, 07:30 WIB');
    expect(formatEventDate(at('2026-12-25T10:00'))).toBe('Friday, 25 December 2026');
    expect(formatEventClock(at('2026-12-25T09:05'))).toBe('09:05');
  });

  it('counts down in English', () => {
    readLocaleFrom(() => 'en');
    const event = { starts_at: '2026-06-01T19:00:00+07:00', ends_at: '2026-06-01T23:00:00+07:00' };
    expect(eventCountdown(event, at('2026-05-29T20:00'))).toBe('3 days to go');
    expect(eventCountdown(event, at('2026-05-31T23:59'))).toBe('Tomorrow');
    expect(eventCountdown(event, at('2026-06-01T00:01'))).toBe('Today');
    expect(eventCountdown(event, at('2026-06-01T20:00'))).toBe('Happening now');
    expect(eventCountdown(event, at('2026-06-01T23:00'))).toBe('Ended');
  });

  it('names every day of the week and month of the year in Indonesian again on an Indonesian page', () => {
    const days = Array.from({ length: 7 }, (_, i) => formatEventDate(at(`2026-06-0${i + 1}T12:00`)).split(',')[0]);
    expect(days).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    const months = Array.from({ length: 12 }, (_, i) => formatEventDate(at(`2026-${String(i + 1).padStart(2, '0')}-15T12:00`)).split(' ')[2]);
    expect(months).toEqual(['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']);
  });
});
