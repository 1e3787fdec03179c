/** The names of the islands (registry.ts holds each one's module). */
export const ISLAND_NAMES = ['top-bar', 'footer-menu', 'listing', 'gallery', 'booking', 'location-map', 'village-map'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export function isIslandName(name: string): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name);
}
