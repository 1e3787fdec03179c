/**
 * "Now" for pages that change with the clock (the agenda: "Hari ini", "Sedang berlangsung"). The server
 * render puts its own time in the query cache, so one page reads one time throughout, and the page cache
 * renders it again each minute (server/http/page-cache.ts). Rendered in the browser (the admin panel's
 * app), a page moves to the browser's clock and keeps it current.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const RENDERED_AT = ['renderedAt'];
const REFRESH_MS = 60_000;

/** The same minute renders the same words: keeping the old Date lets React skip the render. */
function nextNow(previous: Date): Date {
  const now = new Date();
  return Math.floor(now.getTime() / REFRESH_MS) === Math.floor(previous.getTime() / REFRESH_MS) ? previous : now;
}

/** The server render's time, carried to the browser with the rest of the query cache. */
export function markRenderedAt(queryClient: QueryClient, now = Date.now()): void {
  queryClient.setQueryData(RENDERED_AT, now);
}

export function usePageNow(): Date {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => new Date(queryClient.getQueryData<number>(RENDERED_AT) ?? Date.now()));
  useEffect(() => {
    // Hydrated: pages mounted from here on start from the browser's clock.
    queryClient.removeQueries({ queryKey: RENDERED_AT, exact: true });
    const tick = () => setNow(nextNow);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [queryClient]);
  return now;
}
