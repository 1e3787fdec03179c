/**
 * The calendar's layout and words: weeks from Monday with blanks around the month, "Sisa … kamar" or
 * "Sisa … tempat" only while fewer than all are left, and the months a page's address may name.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, daysFrom, monthBounds, monthOf, type DayAvailability } from '@shared/availability';
import { villageToday } from '@shared/event-time';
import { calendarMonth, validateMonthSearch } from './month-search';
import { dayText, tonesIn, weekdayColumns, weeksOf } from './month-grid';

function monthOfDays(month: string, free: number | null = 2): DayAvailability[] {
  const { start, end } = monthBounds(month);
  return daysFrom(start, end).map((day) => ({ day, state: 'open', free }));
}

const open = (free: number | null): DayAvailability => ({ day: '2027-05-10', state: 'open', free });

describe('the calendar of free days', () => {
  it('lays a month out in weeks from Monday, blank before its first day and after its last', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = weeksOf(monthOfDays('2026-11'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((day) => day?.day ?? null)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]?.map((day) => day?.day ?? null)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    const february = weeksOf(monthOfDays('2027-02'));
    expect(february.map((week) => week.length)).toEqual([7, 7, 7, 7]);
    expect(february[0]?.[0]?.day).toBe('2027-02-01');
    expect(weekdayColumns()[0]).toEqual({ short: 'Sen', full: 'Senin' });
    expect(weekdayColumns().map((column) => column.short)).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
  });

  it('says what is left only while fewer than all rooms or places are', () => {
    expect(dayText(open(3), 'accommodation', 3)).toBe('Tersedia');
    expect(dayText(open(1), 'accommodation', 3)).toBe('Sisa 1 kamar');
    expect(dayText(open(4), 'paket', 10)).toBe('Sisa 4 tempat');
    expect(dayText(open(null), 'paket', null)).toBe('Tersedia');
    expect(dayText({ ...open(0), state: 'full' }, 'accommodation', 3)).toBe('Penuh');
    expect(dayText({ ...open(3), state: 'closed' }, 'accommodation', 3)).toBe('Tutup');
    expect(dayText({ ...open(null), state: 'off' }, 'paket', null)).toBe('Tidak ada jadwal');
    expect(dayText({ ...open(1), state: 'past' }, 'accommodation', 3)).toBe('Lewat');
    expect(tonesIn([open(1), open(3), { ...open(0), state: 'full' }, { ...open(3), state: 'past' }], 3)).toEqual(['open', 'few', 'full']);
  });

  it('reads from the address only the five months after this one; this month is the page without it', () => {
    const thisMonth = monthOf(villageToday());
    expect(validateMonthSearch({ bulan: addMonths(thisMonth, 1) })).toEqual({ bulan: addMonths(thisMonth, 1) });
    expect(validateMonthSearch({ bulan: addMonths(thisMonth, 5) })).toEqual({ bulan: addMonths(thisMonth, 5) });
    for (const bulan of [thisMonth, addMonths(thisMonth, 6), addMonths(thisMonth, -1), '2027-5', 'mei', 202705, undefined]) {
      expect(validateMonthSearch({ bulan }), String(bulan)).toEqual({});
    }
    expect(calendarMonth({})).toBe(thisMonth);
  });
});
