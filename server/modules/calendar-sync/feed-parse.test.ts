/**
 * Calendars as bookings (feed-parse.ts): all-day dates as written, times placed on the village's calendar
 * whatever zone they were written in, repeating events unrolled, what is no calendar refused. And which
 * addresses a fetch may reach (address-policy.ts).
 */
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { FeedParseError, parseFeed } from './feed-parse';

const TODAY = '2027-05-01';
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Uji//ID', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const nights = (text: string) => parseFeed(text, TODAY).map((booking) => [booking.uid, booking.start_day, booking.end_day]);

describe('reading a calendar as bookings', () => {
  it('all-day events keep their dates; one without an end takes its one day', () => {
    expect(nights(calendar(...event('UID:a', 'DTSTART;VALUE=DATE:20270510', 'DTEND;VALUE=DATE:20270513'), ...event('UID:b', 'DTSTART;VALUE=DATE:20270520')))).toEqual([
      ['a', '2027-05-10', '2027-05-13'],
      ['b', '2027-05-20', '2027-05-21'],
    ]);
  });

  it("times in a zone the file defines, in UTC and floating are each placed on the village's calendar", () => {
    const newYork = [
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'DTSTART:20070311T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'DTSTART:20071104T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const text = calendar(
      ...newYork,
      // 14:00 in New York (EDT) is 01:00 the next day in the village; 11:00 is 22:00 the same day.
      ...event('UID:ny', 'DTSTART;TZID=America/New_York:20270510T140000', 'DTEND;TZID=America/New_York:20270512T110000'),
      ...event('UID:utc', 'DTSTART:20270601T170000Z', 'DTEND:20270602T160000Z'),
      // Floating: 23:30 to 09:00 on the village's own clock.
      ...event('UID:floating', 'DTSTART:20270610T233000', 'DTEND:20270612T090000'),
      // A few hours within one day still take that night.
      ...event('UID:hours', 'DTSTART:20270615T030000Z', 'DTEND:20270615T050000Z'),
    );
    expect(nights(text)).toEqual([
      ['ny', '2027-05-11', '2027-05-12'],
      ['utc', '2027-06-02', '2027-06-03'],
      ['floating', '2027-06-10', '2027-06-12'],
      ['hours', '2027-06-15', '2027-06-16'],
    ]);
  });

  it('a repeating event takes each occurrence up to two years ahead, without its exceptions', () => {
    const text = calendar(...event('UID:weekly', 'DTSTART;VALUE=DATE:20270503', 'DTEND;VALUE=DATE:20270505', 'RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE;VALUE=DATE:20270510'));
    expect(nights(text)).toEqual([
      ['weekly#2027-05-03', '2027-05-03', '2027-05-05'],
      ['weekly#2027-05-17', '2027-05-17', '2027-05-19'],
    ]);
    const forever = parseFeed(calendar(...event('UID:daily', 'DTSTART;VALUE=DATE:20270501', 'RRULE:FREQ=DAILY')), TODAY);
    expect(forever).toHaveLength(731);
    expect(forever.at(-1)?.start_day).toBe('2029-04-30');
  });

  it('cancelled, reversed and unreadable events are skipped; bookings long past are not kept; the last of one UID wins', () => {
    const text = calendar(
      ...event('UID:batal', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270510', 'DTEND;VALUE=DATE:20270512'),
      ...event('UID:terbalik', 'DTSTART;VALUE=DATE:20270512', 'DTEND;VALUE=DATE:20270510'),
      ...event('UID:rusak', 'DTSTART:bukan-tanggal'),
      ...event('UID:tanpa-mulai', 'SUMMARY:Reserved'),
      ...event('UID:lama', 'DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250103'),
      ...event('UID:dua', 'DTSTART;VALUE=DATE:20270701', 'DTEND;VALUE=DATE:20270702'),
      ...event('UID:dua', 'DTSTART;VALUE=DATE:20270705', 'DTEND;VALUE=DATE:20270707'),
    );
    expect(nights(text)).toEqual([['dua', '2027-07-05', '2027-07-07']]);
  });

  it('what is no calendar is refused', () => {
    for (const text of ['', '<!doctype html><p>Masuk</p>', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n']) {
      expect(() => parseFeed(text, TODAY), JSON.stringify(text)).toThrow(FeedParseError);
    }
  });
});

describe('the addresses a calendar may be fetched from', () => {
  it('public unicast only', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    const own = ['127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255', '224.0.0.1', '198.18.0.1'];
    const own6 = ['::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::1', 'fec0::1', 'ff02::1'];
    for (const address of [...own, ...own6, 'localhost', '']) expect(isPublicAddress(address), address).toBe(false);
  });
});
