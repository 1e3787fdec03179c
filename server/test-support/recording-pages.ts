/**
 * A stand-in for the server render that writes down what it was asked for: the page's URL and the refused
 * booking form it was given. The server's own routes (the form, the page cache, the language offer) are
 * tested around it; the browser journeys read the real pages.
 */
import type { BookingFormState } from '../../shared/booking-form';
import type { PageSource } from '../http/pages';

export const recordingPages: PageSource = {
  template: async () => '<!doctype html><html lang="id"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  renderer: async () => ({
    pageUrl: (url: string) => url,
    renderPage: async (url, options) => ({
      status: 200,
      head: '',
      html: `<pre id="page">${JSON.stringify({ url, form: options.bookingForm ?? null }).replace(/</g, '\\u003c')}</pre>`,
      cacheable: true,
      private: false,
      islandModules: [],
    }),
  }),
};

/** What the stand-in was asked to render, read back from its page. */
export function rendered(html: string): { url: string; form: BookingFormState | null } {
  const json = /<pre id="page">(.*)<\/pre>/s.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as { url: string; form: BookingFormState | null };
}
