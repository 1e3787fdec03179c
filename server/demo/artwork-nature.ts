/** Landscapes of the coast and the fields: Pantai Tegalsambi by day and at dusk, the rice terraces. */
import { cloud, hills, HEIGHT, palm, pick, round, sky, sun, tree, waves, WIDTH } from './svg-kit';

type Random = () => number;

const BEACH_PALETTES = [
  { sky: ['#7cc6f2', '#d8f1ff'], sea: '#1f8fc4', deep: '#15648f', sand: '#f6ecd2', leaf: '#2f8f4e' },
  { sky: ['#5fb3e6', '#f2fbff'], sea: '#20a3a8', deep: '#127277', sand: '#fbf4e0', leaf: '#3a9b48' },
  { sky: ['#9ad5f5', '#fff6e6'], sea: '#2d86c9', deep: '#1a5a92', sand: '#f3e5c4', leaf: '#2b7f45' },
] as const;

/** A jukung (fishing boat) with a triangular sail, resting on the sea. */
function boat(x: number, y: number, hull: string, sail: string): string {
  return `<path d="M${x} ${y} L${x + 160} ${y} L${x + 130} ${y + 30} L${x + 30} ${y + 30} Z" fill="${hull}"/>` +
    `<rect x="${x + 78}" y="${y - 120}" width="6" height="120" fill="#4a3426"/>` +
    `<path d="M${x + 84} ${y - 115} L${x + 150} ${y - 12} L${x + 84} ${y - 12} Z" fill="${sail}"/>`;
}

/** Pantai Tegalsambi by day: white sand, blue water, palms and a boat. */
export function beachScene(variant: number, random: Random): string {
  const palette = pick(BEACH_PALETTES, variant);
  // Sun, clouds and boat move with the layout; the clouds are placed to keep clear of the sun.
  const layout = variant % 3;
  const horizon = 470 + layout * 15;
  const shore = 690;
  const sand = `<path d="M0 ${shore} Q${WIDTH * 0.35} ${shore - 50} ${WIDTH * 0.6} ${shore + 10} T${WIDTH} ${shore - 20} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${palette.sand}"/>`;
  const foam = `<path d="M0 ${shore - 4} Q${WIDTH * 0.35} ${shore - 54} ${WIDTH * 0.6} ${shore + 6} T${WIDTH} ${shore - 24}" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>`;
  return (
    sky('beachSky', [...palette.sky]) +
    sun(1250 - layout * 300, 180, 70, '#fff3b0') +
    cloud(pick([300, 200, 1000] as const, layout), 150, 1.2) +
    cloud(pick([650, 1250, 1350] as const, layout), 90 + layout * 30, 0.9) +
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${palette.deep}"/>` +
    `<rect y="${horizon + 60}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${palette.sea}"/>` +
    waves(random, horizon + 60, shore - 40, '#e8f7ff') +
    boat(600 + layout * 250, horizon + 90, '#c0392b', '#f5f0e6') +
    sand +
    foam +
    palm(160, 930, 380, 90, palette.leaf) +
    palm(1420, 960, 330, -70, palette.leaf)
  );
}

const DUSK_PALETTES = [
  { sky: ['#2d1b4e', '#b8406a', '#f59e42', '#ffd38a'], sun: '#ffe08a', sea: '#3a2350', shine: '#ffc06b' },
  { sky: ['#1e2a5a', '#8b3f8f', '#f2705b', '#ffc98b'], sun: '#fff0b3', sea: '#2b2352', shine: '#ff9f6b' },
] as const;

/** The sunset spot: a low sun over the Java Sea with dark palm silhouettes. */
export function duskScene(variant: number, random: Random): string {
  const palette = pick(DUSK_PALETTES, variant);
  const horizon = 600;
  let shine = '';
  for (let y = horizon + 12; y < 840; y += 22) {
    const half = 30 + (y - horizon) * 0.9 * random();
    shine += `<rect x="${round(800 - half)}" y="${y}" width="${round(half * 2)}" height="6" rx="3" fill="${palette.shine}" opacity="0.7"/>`;
  }
  return (
    sky('duskSky', [...palette.sky]) +
    sun(800, horizon, 120, palette.sun) +
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${palette.sea}"/>` +
    shine +
    `<path d="M0 860 Q500 820 900 870 T${WIDTH} 850 L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#1a1025"/>` +
    palm(200, 900, 420, 110, '#140b1d', '#140b1d') +
    palm(1350, 900, 360, -90, '#140b1d', '#140b1d') +
    palm(1500, 920, 260, -40, '#140b1d', '#140b1d')
  );
}

const FIELD_PALETTES = [
  { sky: ['#8fd3f4', '#e9f9ff'], greens: ['#7fbf3f', '#5ea832', '#94cc4a', '#4a9a2c', '#a6d65a'], hill: '#6f9fb3' },
  { sky: ['#a7e0f7', '#fffbe8'], greens: ['#c9c23a', '#b3b02d', '#d8cf52', '#9ea12a', '#e0d66a'], hill: '#7fa6a8' },
  { sky: ['#7ec8ea', '#f0fff4'], greens: ['#3fae5a', '#2f9a4c', '#5cc06d', '#26803f', '#6fd17c'], hill: '#5f8fa8' },
] as const;

/** A small field hut (gubuk) on stilts. */
function fieldHut(x: number, y: number): string {
  return `<rect x="${x}" y="${y - 70}" width="8" height="70" fill="#5b3a1e"/><rect x="${x + 92}" y="${y - 70}" width="8" height="70" fill="#5b3a1e"/>` +
    `<rect x="${x - 4}" y="${y - 50}" width="108" height="10" fill="#8a5a2b"/>` +
    `<path d="M${x - 25} ${y - 70} L${x + 50} ${y - 125} L${x + 125} ${y - 70} Z" fill="#b8863b"/>`;
}

/** Rice terraces stepping down towards the viewer, with a hut and trees. */
export function fieldScene(variant: number, random: Random): string {
  const palette = pick(FIELD_PALETTES, variant);
  let terraces = '';
  const tops = [470, 560, 660, 770, 890];
  tops.forEach((top, index) => {
    const color = palette.greens[index % palette.greens.length] ?? '#6fb53a';
    const wobble = 30 + random() * 30;
    terraces += `<path d="M0 ${top} Q${WIDTH * 0.3} ${top - wobble} ${WIDTH * 0.55} ${top + 10} T${WIDTH} ${top - 10} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${color}"/>`;
    terraces += `<path d="M0 ${top} Q${WIDTH * 0.3} ${top - wobble} ${WIDTH * 0.55} ${top + 10} T${WIDTH} ${top - 10}" stroke="#3c6e1e" stroke-width="5" fill="none" opacity="0.5"/>`;
    for (let x = 30 + (index % 2) * 20; x < WIDTH; x += 46) {
      terraces += `<path d="M${x} ${top + 40} l8 -22 l8 22" stroke="#2f5f18" stroke-width="3" fill="none" opacity="0.35"/>`;
    }
  });
  return (
    sky('fieldSky', [...palette.sky]) +
    sun(300 + (variant % 3) * 400, 150, 60, '#fff1a6') +
    cloud(700, 120, 1) +
    hills(random, 420, 120, palette.hill, 4) +
    terraces +
    fieldHut(1120 - (variant % 3) * 400, 590) +
    tree(140, 560, 1.1, '#2f7d32') +
    tree(1480, 600, 0.9, '#357a38')
  );
}
