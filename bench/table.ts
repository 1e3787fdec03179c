/** Plain-text tables for the bench commands: one header line, then one line per row, columns padded. */

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  console.log(format(header));
  for (const row of rows) console.log(format(row));
}
