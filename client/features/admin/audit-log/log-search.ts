/**
 * The log's filters and page in the URL (`?aksi=delete&jenis=attraction&dari=2026-11-01&halaman=2`), so a
 * filtered view survives a reload and can be shared. Read by the route's `validateSearch`, which loads with
 * the app itself, on every public page too: here the params are only kept as text, and log-view.ts, which
 * loads with the log, reads what they say.
 */
const KEYS = ['pengguna', 'aksi', 'jenis', 'dari', 'sampai', 'halaman'] as const;

export type LogSearch = Partial<Record<(typeof KEYS)[number], string>>;

/** Other params are dropped, never an error: a hand-edited link still opens the log. */
export function validateLogSearch(search: Record<string, unknown>): LogSearch {
  const result: LogSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value) result[key] = value;
  }
  return result;
}
