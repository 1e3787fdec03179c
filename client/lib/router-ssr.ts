/**
 * The two places server rendering reaches into TanStack Router beyond its documented API, kept together so
 * an upgrade that moves them breaks here, under this file's own test, and nowhere else:
 *  - the server reads the redirect a route asked for while loading (`_serverResult`), to answer it as HTTP;
 *  - the browser marks the router as hydrating a server render (`ssr`), as TanStack's own SSR does, so its
 *    root is laid out as the server laid it out (no Suspense boundary of its own around the routes).
 */
import type { AnyRouter } from '@tanstack/react-router';

/** Where the loaded route asked to send the visitor instead (a URL written another way), if anywhere. */
export function loadedRedirect(router: AnyRouter): string | null {
  const result = router._serverResult;
  return result?.type === 'redirect' ? (result.redirect.headers.get('Location') ?? '/') : null;
}

/** Before the first render in the browser: the page being adopted is the server's render. */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}
