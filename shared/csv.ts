/**
 * Tables as spreadsheet files: UTF-8 with a byte order mark (so Excel reads "Siti Nur'aini, Ibu" and é
 * right), comma-separated, CRLF line ends, every field quoted (RFC 4180). The booking inbox and every table
 * of the statistics screen write their files here.
 * A visitor's name or note, a page's address or a campaign's label must never run as a formula when the
 * file is opened, whichever separator the spreadsheet splits on: Excel in the Indonesian locale splits on
 * `;`, and quotes do not hide a `;` from it. So the start of a field, and every piece after a `;`, `,` or
 * line break inside it, that begins with =, +, -, @, a tab or a CR (perhaps after spaces or double quotes,
 * which a spreadsheet trims) is written after an apostrophe. The rule has no exceptions: counts are never
 * negative, so they stay numbers; a text such as "-1" becomes the text '-1.
 */

/** Formula-like text: a formula character, perhaps after spaces or quotes that a spreadsheet trims. */
const FORMULA_AHEAD = /^[\s"]*[=+\-@\t\r]/;
/** A separator inside a field, when formula-like text follows it. */
const FORMULA_PIECE = /([;,\r\n])(?=[\s"]*[=+\-@\t\r])/g;

/** A field's value; null is an empty field (a figure not known). */
export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  const pieces = String(value ?? '').replace(FORMULA_PIECE, "$1'");
  const text = FORMULA_AHEAD.test(pieces) ? `'${pieces}` : pieces;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file's text: the byte order mark, then one line per row, each ended by CRLF. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
