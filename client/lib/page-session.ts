/**
 * Whether the page was rendered for someone signed in: the footer's Admin Login is for visitors without a
 * session (SPEC.md §2). The server knows the session from its cookie and marks its render (server/http/
 * pages.ts renders a signed-in user's pages for them alone, never cached); the footer's menu hydrates with
 * that answer as a prop, so both render the same footer, and then follows this tab's token as well.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getToken } from './session';

const RENDERED_SIGNED_IN = ['renderedSignedIn'];

/** The server render is for a signed-in user. */
export function markSignedIn(queryClient: QueryClient): void {
  queryClient.setQueryData(RENDERED_SIGNED_IN, true);
}

/** The render at hand was marked as for a signed-in user: only ever on the server. */
export function renderedSignedIn(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(RENDERED_SIGNED_IN) === true;
}

// sessionStorage tells this tab of no changes; the token is read again at each render.
const subscribeToNothing = () => () => undefined;

/**
 * Signed in, as the server rendered the page (`rendered`) and then as this tab knows it too (its session
 * token): a page the server rendered for anyone, opened in a tab that signed in, drops Admin Login once it runs.
 */
export function useSignedIn(rendered: boolean): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => rendered || Boolean(getToken()),
    () => rendered,
  );
}
