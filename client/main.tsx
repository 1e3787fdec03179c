import './styles.css';

/** The root element of a page the server rendered carries this attribute (server/http/pages.ts). */
const RENDERED_ATTRIBUTE = 'data-rendered';

/** Resolves once the page as it stands has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Starts the scripts of the page's islands (named by the server, server/http/route-chunks.ts) beside the
 * hydrating script, after it in the queue: otherwise each is asked for only once that script has arrived
 * and run, one more round trip before the page is in control.
 */
function preloadIslandChunks(): void {
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

// A public page arrives rendered: only its islands hydrate (islands/hydrate.tsx), and their scripts are
// fetched once it is on screen, so on a slow connection they do not compete with the stylesheet and the
// first picture. A page rendered in the browser (the admin panel, the login) starts the whole app at
// once, as does a page opened in a background tab (which paints nothing).
if (document.getElementById('root')?.hasAttribute(RENDERED_ATTRIBUTE)) {
  if (document.visibilityState === 'visible') await painted();
  const started = import('./islands/hydrate');
  preloadIslandChunks();
  await started;
} else {
  await import('./start');
}
