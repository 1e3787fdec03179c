/** Plain-text tables for the bench commands: one header line, then one line per row, columns padded. */

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  console.log(format(header));
  for (const row of rows) console.log(format(row));
}

/** Prints each bar the bench missed, or PASS, and answers the exit code: 1 when any bar was missed. */
export function verdict(missed: string[]): number {
  console.log('');
  for (const miss of missed) console.log(`FAIL: ${miss}`);
  if (missed.length === 0) console.log('PASS');
  return missed.length === 0 ? 0 : 1;
}

/** Runs a bench and exits with its code; one that throws exits 1 with its error. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
