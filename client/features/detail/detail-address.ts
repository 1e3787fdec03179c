/**
 * A detail page's address as its links and the address bar write it: the chosen photo (`?foto=2`) and the
 * calendar's month (`?bulan=2027-05`) kept together, each left out at its default, so choosing a photo
 * never turns the calendar back to this month, nor paging the calendar the gallery back to its first photo.
 * (With scripts, each island changes only its own part of the address: lib/shown-address.ts.)
 */
import type { MonthSearch } from './availability/month-search';
import type { DetailSearch } from './photo-search';

export type DetailAddress = DetailSearch & MonthSearch;

/** The page at `pathname` with `address`'s photo and month, in that order. */
export function detailHref(pathname: string, { foto, bulan }: DetailAddress): string {
  const params = new URLSearchParams();
  if (foto !== undefined) params.set('foto', String(foto));
  if (bulan !== undefined) params.set('bulan', bulan);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
