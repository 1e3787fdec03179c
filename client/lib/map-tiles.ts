/** The map tile service, shared by the village map and the admin map picker (DESIGN.md §7). */
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The server names the configured tile service (MAP_TILE_URL) in a meta tag of every page. */
export function tileUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILES;
}
