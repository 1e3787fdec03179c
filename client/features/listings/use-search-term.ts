import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { searchTermOf } from './search-param';

/**
 * The list page's search term, kept in the URL (`?q=`) so a search can be shared as a link (SPEC.md §2).
 *
 * The box shows the text as typed (a trailing space included, or "paket obor" could not be typed) and
 * filters with it at once; the URL gets it trimmed, replaced in place so typing adds no history entries.
 * The router reports each new `q` a moment after its navigation, so the values this page asked for are
 * echoes that must not overwrite what has been typed since; any other change of `q` (a link to the bare
 * list while on it) fills the box from the URL.
 */
export function useSearchTerm(): [string, (text: string) => void] {
  const q = useSearch({ strict: false, select: (search) => search.q ?? '' });
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const requested = useRef<string[]>([]);
  /** The `q` last handled: the box starts from it, so the first run has nothing to do (and must not undo a term typed before hydration). */
  const handled = useRef(q);

  useEffect(() => {
    if (handled.current === q) return;
    handled.current = q;
    const echo = requested.current.indexOf(q);
    if (echo >= 0) requested.current.splice(0, echo + 1);
    else setText((current) => (searchTermOf(current) === q ? current : q));
  }, [q]);

  const change = (next: string) => {
    setText(next);
    const term = searchTermOf(next);
    if (term === (requested.current.at(-1) ?? q)) return;
    requested.current.push(term);
    // Keep the #section of the URL, but neither scroll to it nor to the top on each keystroke.
    void navigate({ to: '.', search: term ? { q: term } : {}, hash: true, replace: true, resetScroll: false, hashScrollIntoView: false });
  };
  return [text, change];
}
