/**
 * Generated demo pictures: an SVG scene per theme, rendered by sharp to a 1600x1000 JPEG, then checked
 * and re-encoded to WebP by the upload path's own processImage. Both steps are cached on disk together
 * (artwork-cache.ts): they are nearly all of the seed's time.
 */
import { IMAGE_ENCODING, loadSharp, newImageDir, processImage, type ProcessedImage } from '../modules/media/image-processing';
import { clinicScene, hallScene, houseScene, mosqueScene, parkingScene, pundenScene, shrineScene } from './artwork-buildings';
import { batikScene, carvingScene, foodScene, torchScene, woodCraftScene } from './artwork-culture';
import { cachedRender, packImage, unpackImage } from './artwork-cache';
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

/** The picture as a camera would upload it. */
export async function renderArtwork(artwork: Artwork): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artworkSvg(artwork))).jpeg(JPEG).toBuffer();
}

/** The picture as an upload of it is stored, under a name of its own. */
export async function processedArtwork(artwork: Artwork): Promise<ProcessedImage> {
  const svg = artworkSvg(artwork);
  const packed = await cachedRender(svg, { jpeg: JPEG, upload: IMAGE_ENCODING }, async () => packImage(await processImage(await renderArtwork(artwork))));
  return { ...unpackImage(packed), dir: newImageDir() };
}
