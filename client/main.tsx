import { SERVER_STATE_ID } from './lib/server-state';
import './styles.css';

/** Resolves once the page as it stands has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A page the server rendered is readable before any script runs, so its scripts are fetched once it is on
// screen: on a slow connection they do not compete with the stylesheet and the first picture. A page
// rendered in the browser (the admin), or one opened in a background tab (which paints nothing), starts
// at once.
if (document.getElementById(SERVER_STATE_ID) && document.visibilityState === 'visible') await painted();
await import('./start');
