/**
 * Whether the page was rendered for someone signed in: the footer's Admin Login is for visitors without a
 * session (SPEC.md §2). The server knows the session from its cookie and puts its answer in the query cache
 * (server/http/pages.ts renders a signed-in user's pages for them alone, never cached); the browser hydrates
 * with that same answer, so both render the same footer. Anonymous pages carry nothing of it.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getToken } from './session';

const RENDERED_SIGNED_IN = ['renderedSignedIn'];

/** The server render is for a signed-in user. */
export function markSignedIn(queryClient: QueryClient): void {
  queryClient.setQueryData(RENDERED_SIGNED_IN, true);
}

// sessionStorage tells this tab of no changes; the token is read again at each render.
const subscribeToNothing = () => () => undefined;

/**
 * Signed in, as the server rendered the page and then as this tab knows it (its session token). The
 * server's answer holds for the page it rendered (a new tab has the cookie session but no token yet);
 * once hydrated it is dropped, so a footer mounted later, after the admin panel where sessions begin and
 * end, follows the tab's token alone: after a sign-out the link is back.
 */
export function useSignedIn(): boolean {
  const queryClient = useQueryClient();
  const [rendered] = useState(() => queryClient.getQueryData<boolean>(RENDERED_SIGNED_IN) === true);
  useEffect(() => {
    queryClient.removeQueries({ queryKey: RENDERED_SIGNED_IN, exact: true });
  }, [queryClient]);
  return useSyncExternalStore(subscribeToNothing, () => rendered || Boolean(getToken()), () => rendered);
}
