/** How a day of the month view reads: its text, the words said after it, its tone and its waiting mark. */
import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '@shared/availability';
import type { CalendarRequest, CalendarRow } from '@shared/schemas/availability';
import { dayCell, longDay, onDay, sizeText } from './day-cell';

const request = (status: string, people: number, first_day: string, end_day: string): CalendarRequest => ({
  id: people,
  code: `TGS-${people}`,
  name: 'Tamu',
  status,
  people,
  first_day,
  end_day,
});

function row(target: CalendarRow['target'], size: number | null, requests: CalendarRequest[] = []): CalendarRow {
  return { target, id: 1, name: 'Pondok', size, days: [], requests, imported: [], closures: [] };
}

const day = (state: DayAvailability['state'], free: number | null, date = '2027-05-10'): DayAvailability => ({ day: date, state, free });

describe('a day of the month view', () => {
  it('says what is taken of what there is, in rooms or places', () => {
    expect(dayCell(row('accommodation', 3), day('open', 1))).toEqual({ text: '2/3', words: 'kamar terisi', tone: 'taken', waiting: false });
    expect(dayCell(row('accommodation', 3), day('open', 3))).toMatchObject({ text: '0/3', tone: 'free' });
    expect(dayCell(row('paket', 20), day('open', 8))).toMatchObject({ text: '12/20', words: 'tempat terisi' });
  });

  it('says "Penuh", "Tutup" and "–" for a full, closed or off day, whatever is free', () => {
    expect(dayCell(row('accommodation', 2), day('full', 0))).toMatchObject({ text: 'Penuh', words: '', tone: 'full' });
    expect(dayCell(row('accommodation', 2), day('closed', 2))).toMatchObject({ text: 'Tutup', tone: 'closed' });
    expect(dayCell(row('paket', 20), day('off', 20))).toMatchObject({ text: '–', words: 'paket tidak berjalan', tone: 'off' });
  });

  it('counts the confirmed people of a package without a limit, and marks a day with a request to answer', () => {
    const requests = [request('dikonfirmasi', 4, '2027-05-10', '2027-05-11'), request('baru', 2, '2027-05-10', '2027-05-11'), request('dikonfirmasi', 7, '2027-05-11', '2027-05-12')];
    expect(dayCell(row('paket', null, requests), day('open', null))).toEqual({ text: '4', words: 'orang, tanpa batas', tone: 'taken', waiting: true });
    expect(dayCell(row('paket', null, requests), day('open', null, '2027-05-11'))).toMatchObject({ text: '7', waiting: false });
  });

  it('places a stay on its nights, not on its check-out day', () => {
    const stay = request('baru', 2, '2027-05-10', '2027-05-12');
    expect(['2027-05-09', '2027-05-10', '2027-05-11', '2027-05-12'].map((date) => onDay([stay], date).length)).toEqual([0, 1, 1, 0]);
  });

  it('names the size and the day in full', () => {
    expect([sizeText({ target: 'accommodation', size: 3 }), sizeText({ target: 'paket', size: 20 }), sizeText({ target: 'paket', size: null })]).toEqual(['3 kamar', '20 orang per hari', 'Tanpa batas']);
    expect(longDay('2027-05-10')).toBe('Senin, 10 Mei 2027');
  });
});
