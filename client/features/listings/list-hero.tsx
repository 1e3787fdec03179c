import { useId, useLayoutEffect, useRef } from 'react';
import { SEARCH_TERM_MAX } from '@shared/constants';
import { messages } from '@shared/messages/public';
import { Breadcrumb } from '../../components/ui/breadcrumb';

interface Props {
  title: string;
  placeholder: string;
  /** The page's own path: without JavaScript the form loads it with `?q=`. */
  action: string;
  term: string;
  onTermChange: (term: string) => void;
}

/**
 * The 480px hero of a list page: breadcrumb, title and the search box with its clear button (SPEC.md §2).
 * The box is a plain GET form (`?q=`), so it works on a server-rendered page before (or without) the
 * script; with the script, typing filters at once and Enter stays on the page. A term typed before the
 * script took over is in the box, not in the page's state: it is taken over before the first paint, so it
 * filters the list at once instead of being reset to the URL's.
 */
export function ListHero({ title, placeholder, action, term, onTermChange }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== term) onTermChange(typed);
    // Once, at hydration: from then on the box and the term change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="hero-backdrop flex h-[480px] items-center">
      <div className="mx-auto w-full max-w-6xl px-4">
        <Breadcrumb current={title} inverted />
        <h1 className="mt-4 text-4xl font-extrabold text-white md:text-5xl">{title}</h1>
        <form method="get" action={action} role="search" className="mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">{messages.searchLabel}</label>
          <div className="relative">
            <input
              id={inputId}
              ref={input}
              type="search"
              name="q"
              maxLength={SEARCH_TERM_MAX}
              value={term}
              onChange={(event) => onTermChange(event.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              className="w-full rounded-full border-0 bg-white py-3 pl-5 pr-12 text-slate-900 shadow-lg placeholder:text-slate-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-torch-500 [&::-webkit-search-cancel-button]:hidden"
            />
            {term ? (
              <button
                type="button"
                onClick={() => onTermChange('')}
                aria-label={messages.searchClearIcon}
                className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
