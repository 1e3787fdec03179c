/**
 * The period of the statistics screen and of its report in the URL (`?tahun=2027&bulan=5`), so a view
 * survives a reload and can be shared. No parameter is this month; a year without a month is the whole
 * year ("Semua bulan"). Read by the routes' `validateSearch`, which loads with the app itself: the params
 * are kept as text here, and stats-period.ts, which loads with the screen, says what they mean.
 */

export interface StatsSearch {
  tahun?: string;
  bulan?: string;
}

/** Other params are dropped, never an error: a hand-edited link still opens the screen. */
export function validateStatsSearch(search: Record<string, unknown>): StatsSearch {
  const result: StatsSearch = {};
  if (typeof search.tahun === 'string' && /^\d{4}$/.test(search.tahun)) result.tahun = search.tahun;
  if (typeof search.bulan === 'string' && /^(?:[1-9]|1[0-2])$/.test(search.bulan)) result.bulan = search.bulan;
  return result;
}
