/**
 * The query cache the server render filled, carried in the page as JSON (`<script type="application/json">`,
 * which the strict CSP allows: it is data, not a script) so the browser hydrates without fetching again.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'server-state';

/** The state as the page carries it: `<` escaped, so no text in a record can close the element. */
export function serializeState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The state the page carries, or null for a page the server did not render. Its data is as fresh as the
 * page (the server drops rendered pages at every write), so it counts as fetched now.
 */
export function readServerState(): DehydratedState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
