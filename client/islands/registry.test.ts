/** Every island is registered under its own name, from the module the registry names for it. */
import { describe, expect, it } from 'vitest';
import { ISLAND_NAMES } from './names';
import { ISLANDS, islandsIn } from './registry';

describe('the islands registry', () => {
  it.each(ISLAND_NAMES)('%s: loads the island of that name, declared in the module it names', async (name) => {
    const island = await ISLANDS[name].load();
    expect(island.islandName).toBe(name);
    const declaring = (await import(/* @vite-ignore */ `../${ISLANDS[name].module}`)) as Record<string, unknown>;
    expect(Object.values(declaring)).toContain(island);
  });

  it('reads the islands of a page from its HTML, each once, in order, and only known names', () => {
    const html =
      '<div data-island="top-bar" class="contents"></div><div data-island="gallery"></div>' +
      '<div data-island="gallery"></div><div data-island="tidak-ada"></div><p>data-island="booking"</p>';
    expect(islandsIn(html)).toEqual(['top-bar', 'gallery']);
  });
});
