import './styles.css';
import { currentLocale } from '@shared/locale';

/** The root element of a page the server rendered carries this attribute (server/http/pages.ts). */
const RENDERED_ATTRIBUTE = 'data-rendered';

/** Resolves once the page as it stands has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Fetches the hydrating script and the page's islands (named by the server, server/http/island-chunks.ts)
 * at once, without running them: otherwise each is asked for only once the one before has arrived and
 * run, a round trip each before the page is in control.
 */
function preloadIslandChunks(): void {
  const list: unknown = JSON.parse(document.getElementById('island-chunks')?.textContent ?? '[]');
  if (!Array.isArray(list)) return;
  for (const href of list) {
    if (typeof href !== 'string' || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// A public page arrives rendered: only its islands hydrate (islands/hydrate.tsx). Their scripts (about 80 KB
// gzip, React most of it) are fetched as soon as this entry runs, but run once the page is on screen, so
// hydrating never holds back the first paint. A page rendered in the browser (the admin panel, the login)
// starts the whole app at once, as does a page opened in a background tab (which paints nothing).
if (document.getElementById('root')?.hasAttribute(RENDERED_ATTRIBUTE)) {
  preloadIslandChunks();
  // The page's sentences, in its language only, fetched with the islands: they must be there before any
  // island renders.
  const sentences = currentLocale() === 'en' ? import('./lib/english') : import('./lib/indonesian');
  if (document.visibilityState === 'visible') await painted();
  await sentences;
  await import('./islands/hydrate');
} else {
  await import('./start');
}
