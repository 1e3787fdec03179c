/** The list pages' search term in the URL (`?q=obor`), as their plain GET search form sends it (SPEC.md §2). */
import { SEARCH_TERM_MAX } from '@shared/constants';

export interface ListSearch {
  q?: string;
}

/**
 * `validateSearch` of /attractions and /facilities: `q` is a trimmed string of at most SEARCH_TERM_MAX
 * characters (a longer one is cut, as the box's maxlength would). Anything else is dropped, never an
 * error: a hand-edited link still opens the list.
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const q = typeof search.q === 'string' ? searchTermOf(search.q) : '';
  return q ? { q } : {};
}

/** The term as the URL keeps it. */
export function searchTermOf(text: string): string {
  return text.trim().slice(0, SEARCH_TERM_MAX).trim();
}
