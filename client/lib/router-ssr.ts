/**
 * The one place server rendering reaches into TanStack Router beyond its documented API, so an upgrade
 * that moves it breaks here, under this file's own test, and nowhere else: the server reads the redirect
 * a route asked for while loading (`_serverResult`), to answer it as HTTP.
 */
import type { AnyRouter } from '@tanstack/react-router';

/** Where the loaded route asked to send the visitor instead (a URL written another way), if anywhere. */
export function loadedRedirect(router: AnyRouter): string | null {
  const result = router._serverResult;
  return result?.type === 'redirect' ? (result.redirect.headers.get('Location') ?? '/') : null;
}
