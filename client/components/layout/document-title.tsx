import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The document title after client-side navigation: the deepest title of the current routes' heads,
 * the same one the server wrote into the page (lib/page-head.ts). Routes without a head keep the title.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title)?.title,
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
