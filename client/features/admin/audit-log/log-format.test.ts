/** How the log words the calendar's actions: the day as a reader says it, the reason, the feed's site. */
import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines } from './log-format';

describe('the log’s wording of calendar actions', () => {
  it('names a closed or opened day as a date, with its reason', () => {
    expect(actionLabel('day_close')).toBe('Tutup tanggal');
    expect(changeLines({ day: [null, '2027-05-12'], reason: [null, 'Perbaikan atap'] })).toEqual(['Tanggal: - → 12 Mei 2027', 'Alasan: - → Perbaikan atap']);
    expect(changeLines({ day: ['2027-05-12', null] })).toEqual(['Tanggal: 12 Mei 2027 → -']);
  });

  it('names an imported calendar by its site, and a replaced address without it', () => {
    expect(actionLabel('calendar_feed_add')).toBe('Tambah kalender impor');
    expect(changeLines({ calendar: [null, 'www.airbnb.com'] })).toEqual(['Kalender: - → www.airbnb.com']);
    expect(actionLabel('calendar_address_reset')).toBe('Ganti alamat kalender');
  });
});
