/**
 * Generated demo pictures: an SVG scene per theme, rendered by sharp to a 1600x1000 JPEG, which the
 * services then treat like any upload (checked and re-encoded to WebP). Each render is cached on disk
 * (artwork-cache.ts).
 */
import sharp from 'sharp';
import { clinicScene, hallScene, houseScene, mosqueScene, parkingScene, pundenScene, shrineScene } from './artwork-buildings';
import { batikScene, carvingScene, foodScene, torchScene, woodCraftScene } from './artwork-culture';
import { cachedRender } from './artwork-cache';
import { beachScene, duskScene, fieldScene } from './artwork-nature';
import { randomSource, svgDocument, WIDTH } from './svg-kit';

const SCENES = {
  beach: beachScene,
  dusk: duskScene,
  field: fieldScene,
  torch: torchScene,
  carving: carvingScene,
  batik: batikScene,
  woodCraft: woodCraftScene,
  food: foodScene,
  mosque: mosqueScene,
  shrine: shrineScene,
  punden: pundenScene,
  house: houseScene,
  hall: hallScene,
  parking: parkingScene,
  clinic: clinicScene,
} satisfies Record<string, (variant: number, random: () => number) => string>;

export type Theme = keyof typeof SCENES;

/** One picture: a theme and a variant (palette and layout), so two records never look alike. */
export interface Artwork {
  theme: Theme;
  variant: number;
}

const THEMES = Object.keys(SCENES) as Theme[];

export function artworkSvg({ theme, variant }: Artwork): string {
  // The seed mixes theme and variant so every picture has its own stars, waves and clouds.
  const random = randomSource(THEMES.indexOf(theme) * 7919 + variant * 104729 + 1);
  const scene = SCENES[theme](variant, random);
  // Scenes cycle through about three palettes; from variant 3 on the picture is also mirrored, so a
  // reused palette still gives a different picture. Nothing drawn is text, so mirroring is safe.
  const mirrored = Math.floor(variant / 3) % 2 === 1;
  return svgDocument(mirrored ? `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${scene}</g>` : scene);
}

const JPEG = { quality: 88 } as const;

export async function renderArtwork(artwork: Artwork): Promise<Buffer> {
  const svg = artworkSvg(artwork);
  return cachedRender(svg, { jpeg: JPEG }, () => sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer());
}
