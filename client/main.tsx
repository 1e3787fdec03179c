import { SERVER_STATE_ID } from './lib/server-state';
import './styles.css';

/** Resolves once the page as it stands has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Starts the scripts of the page's own routes (named by the server, server/http/route-chunks.ts) beside the
 * app's, after them in the queue: otherwise the router asks for them only once the app has arrived and run,
 * one more round trip before the page hydrates.
 */
function preloadRouteChunks(): void {
  const list: unknown = JSON.parse(document.getElementById('route-chunks')?.textContent ?? '[]');
  if (!Array.isArray(list)) return;
  for (const href of list) {
    if (typeof href !== 'string' || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// A page the server rendered is readable before any script runs, so its scripts are fetched once it is on
// screen: on a slow connection they do not compete with the stylesheet and the first picture. A page
// rendered in the browser (the admin), or one opened in a background tab (which paints nothing), starts
// at once.
if (document.getElementById(SERVER_STATE_ID) && document.visibilityState === 'visible') await painted();
const started = import('./start');
preloadRouteChunks();
await started;
