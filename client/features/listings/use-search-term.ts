import { useState } from 'react';
import { searchTermOf } from './search-param';

/** The address of this list with `term` as its search (`?q=`), its section anchor kept. */
function addressWith(term: string): string {
  const url = new URL(window.location.href);
  if (term) url.searchParams.set('q', term);
  else url.searchParams.delete('q');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The list page's search term, kept in the URL (`?q=`) so a search can be shared as a link (SPEC.md §2).
 * The box shows the text as typed (a trailing space included, or "paket obor" could not be typed) and
 * filters with it at once; the address gets it trimmed, replaced in place so typing adds no history
 * entries. `initial` is the term the page was rendered for.
 */
export function useSearchTerm(initial: string): [string, (text: string) => void] {
  const [text, setText] = useState(initial);
  const change = (next: string) => {
    setText(next);
    const address = addressWith(searchTermOf(next));
    if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', address);
  };
  return [text, change];
}
