/**
 * RFC 5545 text for any stored text: the calendar is read back by two real parsers, ical.js (Mozilla's,
 * as Thunderbird uses) and node-ical, and line by line as the simplest readers split it. Names that hold
 * line breaks come from data saved before names were checked (shared/schemas/single-line.ts).
 */
import ICAL from 'ical.js';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { VillageEvent } from '../../../shared/schemas/event';
import { icalendar } from './icalendar';

/** The name a hostile client stored: with bare CRs, line-based readers saw a second VEVENT in it. */
const INJECTED = 'ICS B\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:X';
const LONG_WORD = 'Obor'.repeat(50);
const HOSTILE = [
  INJECTED,
  'Baris satu\r\nBaris dua\nBaris tiga\rBaris empat',
  'Titik; koma, garis \\ miring, \\; dan \\, juga',
  'Pesta 🎉🔥 obor 👨‍👩‍👧‍👦 Kadék ñ',
  LONG_WORD,
  `${'é'.repeat(37)}🎉${'x'.repeat(38)}🎉${'ü'.repeat(100)}`,
  'Tab\tdi tengah',
];
const CONTEXT = { publicUrl: 'http://localhost:3000', now: new Date('2031-01-01T00:00:00Z'), village: { title: 'Desa Wisata Tegalsambi', email: '' } };

function event(id: number, fields: Partial<VillageEvent>): VillageEvent {
  return {
    id,
    name: 'Perang Obor',
    category: 'Budaya',
    description: 'Puncak sedekah bumi.',
    starts_at: '2031-06-02T19:00:00+07:00',
    ends_at: '2031-06-02T23:00:00+07:00',
    place: 'Perempatan desa',
    location: '',
    price: 0,
    phone: '',
    attraction_id: null,
    images: [],
    ...fields,
  };
}

/** What a reader shows for a text: its line breaks, whichever kind was stored, as \n; a tab as a space. */
const shown = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');

const value = (property: unknown) => (typeof property === 'object' && property !== null && 'val' in property ? property.val : property);

function nodeIcalEvents(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT');
}

function expectWellFormed(text: string) {
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    // No control character is left in a line: CRLF only between them.
    expect(/\p{Cc}/u.test(line), JSON.stringify(line)).toBe(false);
    // Folding never splits a character: each line is whole UTF-8 (a lone surrogate would show as U+FFFD).
    expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
  }
  // So a reader that splits on CR or LF alone sees the same lines.
  expect(text.split(/\r\n|\r|\n/)).toEqual(lines);
}

describe('icalendar text', () => {
  it('the injected name stays one event with its title, in both parsers and line by line', () => {
    const text = icalendar([event(7, { name: INJECTED })], INJECTED, CONTEXT);
    expectWellFormed(text);
    expect(text.split(/\r\n|\r|\n/).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(text.split(/\r\n|\r|\n/).filter((line) => line.startsWith('SUMMARY'))).toHaveLength(1);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((one) => one.summary)).toEqual([shown(INJECTED)]);

    const parsed = nodeIcalEvents(text);
    expect(parsed).toHaveLength(1);
    expect(value(parsed[0]?.summary)).toBe(shown(INJECTED));
    // The calendar's own name (the event's, in its download) too.
    expect(ical.sync.parseICS(text).vcalendar?.['WR-CALNAME']).toBe(shown(INJECTED));
  });

  it("names the village's settings: its title as the maker and the place, its email as the organiser, whatever the title holds", () => {
    const village = { title: 'Desa "Wisata"; Tegal:sambi\nBaru', email: 'reservasi@tegalsambi.desa.id' };
    const text = icalendar([event(1, { place: '' })], 'Agenda', { ...CONTEXT, village });
    expectWellFormed(text);
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined);
    expect(parsed.organizer).toBe('mailto:reservasi@tegalsambi.desa.id');
    expect(parsed.component.getFirstProperty('organizer')?.getParameter('cn')).toBe('Desa Wisata; Tegal:sambiBaru');
    expect(parsed.location).toBe(village.title);
    // Without an email the village organises nothing it could be written to.
    expect(icalendar([event(1, {})], 'Agenda', CONTEXT)).not.toContain('ORGANIZER');
  });

  it.each(HOSTILE.map((text) => [JSON.stringify(text).slice(0, 40), text]))('name, description and place %s read back as written', (_label, hostile) => {
    const events = [event(1, { name: hostile }), event(2, { description: hostile, place: hostile }), event(3, { name: 'Sesudahnya' })];
    const text = icalendar(events, 'Agenda Desa Tegalsambi', CONTEXT);
    expectWellFormed(text);

    const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(parsed.map((one) => one.uid)).toEqual(['agenda-1@localhost:3000', 'agenda-2@localhost:3000', 'agenda-3@localhost:3000']);
    expect(parsed.map((one) => one.summary)).toEqual([shown(hostile), 'Perang Obor', 'Sesudahnya']);
    expect(parsed[1]?.description).toBe(`${shown(hostile)}\n\nhttp://localhost:3000/agenda/2`);
    expect(parsed[1]?.location).toBe(`${shown(hostile)}, Desa Wisata Tegalsambi`);

    const byNodeIcal = nodeIcalEvents(text);
    expect(byNodeIcal.map((one) => one.uid)).toEqual(['agenda-1@localhost:3000', 'agenda-2@localhost:3000', 'agenda-3@localhost:3000']);
    expect(byNodeIcal.map((one) => value(one.summary))).toEqual([shown(hostile), 'Perang Obor', 'Sesudahnya']);
    expect(value(byNodeIcal[1]?.description)).toBe(`${shown(hostile)}\n\nhttp://localhost:3000/agenda/2`);
    expect(value(byNodeIcal[1]?.location)).toBe(`${shown(hostile)}, Desa Wisata Tegalsambi`);
  });

  it('a backslash before an n stays a backslash and an n (RFC 5545 escapes it as \\\\n)', () => {
    const text = icalendar([event(1, { name: 'C:\\new\\Naskah' })], 'Agenda', CONTEXT);
    expect(text).toContain('SUMMARY:C:\\\\new\\\\Naskah\r\n');
    const parsed = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(parsed && new ICAL.Event(parsed).summary).toBe('C:\\new\\Naskah');
    // node-ical is left out here: it unescapes \n before \\, so it reads this correct text as a line break.
  });

  it('other control characters are dropped, not passed on', () => {
    const text = icalendar([event(1, { name: 'A\u0000B\u001bC\u007fD\u0085E', description: 'x\u000by\u000cz' })], 'Agenda', CONTEXT);
    expectWellFormed(text);
    const [parsed] = nodeIcalEvents(text);
    expect(value(parsed?.summary)).toBe('ABCDE');
    expect(value(parsed?.description)).toBe('xyz\n\nhttp://localhost:3000/agenda/1');
  });
});
