/**
 * Hands bytes made or fetched by a page to the browser's downloads under a file name: the CSV files of the
 * inbox and of the statistics, and the backup archive, all of which the admin asked for with a click.
 */

/** How long the file's address stays valid after the click: the browser reads it after the click returns. */
const DOWNLOAD_URL_MS = 60_000;

export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_MS);
}

/** A spreadsheet file the page wrote (shared/csv.ts). */
export function downloadCsv(fileName: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
