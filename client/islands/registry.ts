/**
 * Every island by name: the module that declares it (as the build's manifest names it, relative to
 * client/, so the server can start its script with the page's: server/http/island-chunks.ts) and how the
 * browser loads it. Each loads as its own chunk, so a page fetches only the islands it has; the two on
 * every page come with the hydrating script.
 */
import { FooterMenuIsland } from '../components/layout/footer-menu';
import { TopBarIsland } from '../components/layout/top-bar';
import { currentLocale, type Locale } from '@shared/locale';
import type { Island } from './define-island';
import { isIslandName, type IslandName } from './names';

interface IslandEntry {
  module: string;
  /** The module of its own sentences in a language other than the page's part (lib/english-booking.ts). */
  sentences?: Partial<Record<Locale, string>>;
  // The props are whatever the page rendered the island with; the island's own declaration types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<Island<any>>;
}

export const ISLANDS: Record<IslandName, IslandEntry> = {
  // On every public page: part of the hydrating script itself.
  'top-bar': { module: 'components/layout/top-bar.tsx', load: () => Promise.resolve(TopBarIsland) },
  'footer-menu': { module: 'components/layout/footer-menu.tsx', load: () => Promise.resolve(FooterMenuIsland) },
  listing: { module: 'features/listings/listing-page.tsx', load: () => import('../features/listings/listing-page').then((module) => module.ListingIsland) },
  gallery: { module: 'features/detail/gallery.tsx', load: () => import('../features/detail/gallery').then((module) => module.GalleryIsland) },
  booking: {
    module: 'features/detail/booking/booking-section.tsx',
    sentences: { en: 'lib/english-booking.ts' },
    load: async () => {
      const [island] = await Promise.all([import('../features/detail/booking/booking-section'), currentLocale() === 'en' ? import('../lib/english-booking') : null]);
      return island.BookingIsland;
    },
  },
  'location-map': { module: 'features/detail/location-map.tsx', load: () => import('../features/detail/location-map').then((module) => module.LocationMapIsland) },
  'village-map': { module: 'features/village-map/map-explorer.tsx', load: () => import('../features/village-map/map-explorer').then((module) => module.MapExplorerIsland) },
};

/** The module that hydrates a page's islands (hydrate.tsx), named as the islands' modules are. */
export const HYDRATING_MODULE = 'islands/hydrate.tsx';

/** The module a page loads its language's sentences with, before its islands hydrate (client/main.tsx). */
export const LANGUAGE_MODULES: Record<Locale, string> = { id: 'lib/indonesian.ts', en: 'lib/english.ts' };

/** The modules a page's islands need in its language: each island's own, and its sentences'. */
export function islandModules(names: readonly IslandName[], locale: Locale): string[] {
  return names.flatMap((name) => {
    const sentences = ISLANDS[name].sentences?.[locale];
    return sentences ? [ISLANDS[name].module, sentences] : [ISLANDS[name].module];
  });
}

/** The names of the islands in a page's HTML, in order, each once. */
export function islandsIn(html: string): IslandName[] {
  const names = [...html.matchAll(/ data-island="([\w-]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].filter(isIslandName);
}
