/**
 * The inbox's CSV file opened as a spreadsheet would open it: read by a real CSV parser split on `,` (as
 * written) and on `;` (Excel in the Indonesian locale). Whatever a visitor typed, no cell may start like
 * a formula, even after the leading spaces and quotes a spreadsheet trims.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '@shared/schemas/booking';
import { csvCell } from '@shared/csv';
import { bookingsCsv } from './booking-csv';

const HOSTILE = ['x;=2+3;', 'a,=HYPERLINK("http://contoh.test","klik")', '@SUM(1)', '-1+1', '\t=1', '\r=1', '; =1', '+62 812', ' "=1', 'x;"=1', 'a\n=1', 'x,, -2'];
const FORMULA_START = /^[\s"]*[=+\-@\t\r]/;

function request(id: number, name: string, note: string): BookingRequest {
  return {
    id,
    code: `TGS-${id}`,
    target: 'paket',
    target_id: 1,
    target_name: name,
    name,
    visit_date: '2026-12-07',
    check_in: null,
    check_out: null,
    people: 12,
    status: 'baru',
    created_at: '2026-11-24T07:05:00.000Z',
    erased: false,
    whatsapp: note,
    note,
    admin_note: name,
    updated_at: '2026-11-24T07:05:00.000Z',
  };
}

const requests = HOSTILE.map((text, index) => request(index + 1, text, `${HOSTILE[(index + 1) % HOSTILE.length] ?? ''}`));
const file = bookingsCsv(requests).slice(1);

/**
 * Every cell a spreadsheet could see: split on `delimiter`, honouring quotes as RFC 4180 says, or blind to
 * them (as a spreadsheet splitting on a separator the file was not quoted for may be), where a line break
 * inside a field also starts a new cell.
 */
function cells(delimiter: string, quotes: 'honoured' | 'ignored'): string[] {
  const quoteChar = quotes === 'honoured' ? '"' : '\u0000';
  const { data } = Papa.parse<string[]>(file, { delimiter, quoteChar, newline: '\r\n', skipEmptyLines: true });
  const read = data.flat();
  return quotes === 'honoured' ? read : read.flatMap((cell) => cell.split(/[\r\n]/));
}

describe('bookingsCsv', () => {
  it.each([
    [',', 'honoured'],
    [',', 'ignored'],
    [';', 'honoured'],
    [';', 'ignored'],
  ] as const)('no cell starts like a formula when split on "%s", quotes %s', (delimiter, quotes) => {
    const read = cells(delimiter, quotes);
    expect(read.length).toBeGreaterThan(HOSTILE.length);
    for (const cell of read) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
  });

  it('keeps every field, quoted, and every text as typed after its apostrophes', () => {
    const { data, errors } = Papa.parse<string[]>(file, { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
    expect(errors).toEqual([]);
    expect(data).toHaveLength(HOSTILE.length + 1);
    for (const row of data) expect(row).toHaveLength(13);
    expect(data.slice(1).map((row) => row[9])).toEqual([
      "x;'=2+3;",
      `a,'=HYPERLINK("http://contoh.test","klik")`,
      "'@SUM(1)",
      "'-1+1",
      "'\t=1",
      "'\r'=1",
      ";' =1",
      "'+62 812",
      `' "=1`,
      `x;'"=1`,
      "a\n'=1",
      "x,,' -2",
    ]);
    for (const line of file.split('\r\n').filter(Boolean)) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/s);
  });

  it('numbers stay numbers, dates stay dates', () => {
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell('2026-12-07')).toBe('"2026-12-07"');
    expect(csvCell('Dewi "Ayu" Lestari, S.E.')).toBe('"Dewi ""Ayu"" Lestari, S.E."');
  });
});
