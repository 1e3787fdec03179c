/**
 * The detail pages' chosen photo in the URL (`?foto=2`, counted from 1), as the gallery's thumbnail links
 * write it: the server renders that photo as the main one, so the gallery works without JavaScript.
 */

export interface DetailSearch {
  foto?: number;
}

/** More photos than a record ever has: a bound against made-up URLs. */
const PHOTO_MAX = 100;

/**
 * `validateSearch` of the detail routes: `foto` is a whole number from 2 up (the first photo is the page
 * without it). Anything else is dropped, never an error: a hand-edited link still opens the page.
 */
export function validateDetailSearch(search: Record<string, unknown>): DetailSearch {
  const value = search.foto;
  const foto = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(foto) && foto >= 2 && foto <= PHOTO_MAX ? { foto } : {};
}

/** The index of the photo `foto` names among `count` photos; the first when it names none of them. */
export function photoIndex(foto: number | undefined, count: number): number {
  const index = (foto ?? 1) - 1;
  return index >= 0 && index < count ? index : 0;
}

/** The `foto` param that names the photo at `index`: none for the first. */
export function photoParam(index: number): number | undefined {
  return index > 0 ? index + 1 : undefined;
}
