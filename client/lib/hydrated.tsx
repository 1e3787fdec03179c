/**
 * Whether the page is running in the browser yet: false in the server's render and in the render that
 * hydrates it, true after. What differs between the two (the browser's today, an embedded map) waits for it,
 * so hydration adopts the server's HTML as it is.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** `children` once the page runs in the browser; `fallback` in the server's HTML and until then. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
