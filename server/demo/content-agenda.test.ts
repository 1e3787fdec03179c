import { describe, expect, it } from 'vitest';
import { splitByNow } from '../../shared/event-time';
import { eventInput } from '../../shared/schemas/event';
import { demoEvents, nextPerangObor } from './content-agenda';

describe('demo agenda', () => {
  it('dates Perang Obor on Senin Pahing in the month of Besar, as in 2019 and 2024', () => {
    expect(nextPerangObor(new Date('2019-06-01T00:00:00Z')).toISOString().slice(0, 10)).toBe('2019-08-05');
    expect(nextPerangObor(new Date('2024-01-10T00:00:00Z')).toISOString().slice(0, 10)).toBe('2024-06-24');
    const next = nextPerangObor(new Date('2024-06-24T00:00:00Z'));
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCFullYear()).toBe(2025);
  });

  it('always has upcoming events and one past event, whatever day the database is seeded', () => {
    for (const day of ['2026-01-01', '2026-06-15', '2027-05-16', '2030-12-31']) {
      const now = new Date(`${day}T10:00:00+07:00`);
      const events = demoEvents(now).map((event) => ({ ...eventInput.parse(event.data), id: 0 }));
      const { upcoming, past } = splitByNow(events, now);
      expect(upcoming.length, day).toBeGreaterThanOrEqual(3);
      expect(upcoming.some((event) => event.name.startsWith('Perang Obor')), day).toBe(true);
      expect(past, day).toHaveLength(1);
    }
  });
});
