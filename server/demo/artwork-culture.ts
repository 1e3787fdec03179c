/** The village's crafts and traditions: Perang Obor, wood carving, batik, waste-wood crafts, food. */
import { HEIGHT, pick, radialGlow, round, sky, WIDTH } from './svg-kit';

type Random = () => number;

/** A blarak (dried coconut leaf) torch: a bound stick, a flame and its glow. */
function torch(x: number, y: number, tilt: number, size: number): string {
  const flame = `M0 0 C${-size * 0.5} ${-size * 0.4} ${-size * 0.3} ${-size * 1.1} 0 ${-size * 1.6} C${size * 0.3} ${-size * 1.1} ${size * 0.5} ${-size * 0.4} 0 0 Z`;
  return `<g transform="translate(${x} ${y}) rotate(${tilt})">` +
    `<circle cx="0" cy="${round(-size * 0.7)}" r="${round(size * 1.6)}" fill="url(#torchGlow)"/>` +
    `<rect x="-9" y="0" width="18" height="${round(size * 2.6)}" rx="6" fill="#7a5a2e"/>` +
    `<path d="M-9 ${round(size * 0.5)} h18 M-9 ${round(size * 1.2)} h18" stroke="#c9a35b" stroke-width="5"/>` +
    `<path d="${flame}" fill="url(#flameFill)"/>` +
    `<path d="${flame}" fill="#fff4b8" transform="scale(0.45)"/></g>`;
}

/** Perang Obor at the village crossroads by night: torches, sparks and the crowd. */
export function torchScene(variant: number, random: Random): string {
  const defs = `<defs>${radialGlow('torchGlow', '#ff9a2e')}<linearGradient id="flameFill" x1="0" y1="1" x2="0" y2="0"><stop offset="0%" stop-color="#ff4d1a"/><stop offset="100%" stop-color="#ffc93c"/></linearGradient></defs>`;
  let stars = '';
  for (let index = 0; index < 60; index += 1) {
    stars += `<circle cx="${round(random() * WIDTH)}" cy="${round(random() * 380)}" r="${round(1 + random() * 2)}" fill="#fff7e0" opacity="0.8"/>`;
  }
  const road = `<path d="M0 760 L${WIDTH} 760 L${WIDTH} 880 L0 880 Z" fill="#3b2a2a"/><path d="M700 560 L900 560 L1200 ${HEIGHT} L400 ${HEIGHT} Z" fill="#3b2a2a"/>`;
  let torches = '';
  const count = 5 + variant;
  for (let index = 0; index < count; index += 1) {
    const x = 180 + (index * (WIDTH - 360)) / (count - 1);
    torches += torch(round(x), round(640 + random() * 120), round((random() - 0.5) * 70), round(70 + random() * 40));
  }
  let sparks = '';
  for (let index = 0; index < 90; index += 1) {
    sparks += `<circle cx="${round(random() * WIDTH)}" cy="${round(250 + random() * 450)}" r="${round(2 + random() * 4)}" fill="${random() > 0.5 ? '#ffd54a' : '#ff7a29'}"/>`;
  }
  let crowd = '';
  for (let x = -20; x < WIDTH + 40; x += 55 + Math.floor(random() * 25)) {
    const height = 120 + random() * 60;
    crowd += `<circle cx="${x}" cy="${round(HEIGHT - height - 28)}" r="30"/><rect x="${x - 38}" y="${round(HEIGHT - height)}" width="76" height="${round(height)}" rx="30"/>`;
  }
  const skyStops = pick([['#0b1030', '#3a1740', '#7a2a1c'], ['#120b2e', '#4a1c3c', '#8c3a1a']] as const, variant);
  return defs + sky('nightSky', [...skyStops]) + stars + `<rect y="560" width="${WIDTH}" height="${HEIGHT - 560}" fill="#2a1d1d"/>` +
    road + torches + sparks + `<g fill="#120c10">${crowd}</g>`;
}

const WOOD_PALETTES = [
  { light: '#c98a4b', dark: '#8a5326', deep: '#5a3416' },
  { light: '#b8743a', dark: '#7a441c', deep: '#4a2810' },
  { light: '#d9a066', dark: '#9c6131', deep: '#6b3e1a' },
] as const;

/** A Jepara-style carved relief: a tile of curling leaves repeated inside a frame, a flower medallion in the middle. */
export function carvingScene(variant: number): string {
  const wood = pick(WOOD_PALETTES, variant);
  const tile = `<pattern id="relief" width="200" height="200" patternUnits="userSpaceOnUse">` +
    `<rect width="200" height="200" fill="${wood.light}"/>` +
    `<path d="M20 100 C20 40 100 40 100 100 C100 150 50 150 55 110 C60 85 85 95 80 110" stroke="${wood.deep}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M180 100 C180 160 100 160 100 100 C100 50 150 50 145 90 C140 115 115 105 120 90" stroke="${wood.deep}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="150" cy="35" rx="30" ry="12" fill="${wood.dark}" transform="rotate(-30 150 35)"/>` +
    `<ellipse cx="50" cy="165" rx="30" ry="12" fill="${wood.dark}" transform="rotate(-30 50 165)"/></pattern>`;
  // Variants that reuse a palette get a twelve-petal medallion instead of eight (mirroring a symmetric relief changes nothing).
  const petalCount = Math.floor(variant / 3) % 2 === 1 ? 12 : 8;
  const petals = Array.from({ length: petalCount }, (_, index) => round((index * 360) / petalCount))
    .map((angle) => `<ellipse cx="800" cy="380" rx="45" ry="110" fill="${wood.dark}" stroke="${wood.deep}" stroke-width="6" transform="rotate(${angle} 800 500)"/>`)
    .join('');
  return `<defs>${tile}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="${wood.deep}"/>` +
    `<rect x="60" y="60" width="${WIDTH - 120}" height="${HEIGHT - 120}" fill="url(#relief)" stroke="${wood.dark}" stroke-width="24"/>` +
    `<circle cx="800" cy="500" r="250" fill="${wood.light}" stroke="${wood.deep}" stroke-width="14"/>` +
    petals + `<circle cx="800" cy="500" r="60" fill="${wood.deep}"/><circle cx="800" cy="500" r="28" fill="${wood.light}"/>`;
}

const BATIK_PALETTES = [
  { ground: '#5b3a1e', motif: '#e8c98f', accent: '#2b1a0e' },
  { ground: '#1f2f5c', motif: '#f1e6cf', accent: '#0f1733' },
  { ground: '#8c2f2a', motif: '#f4d7a1', accent: '#4a1412' },
] as const;

/** Batik cloth: kawung (four palm-fruit ovals) or parang (diagonal waves), alternating by variant. */
export function batikScene(variant: number): string {
  const colors = pick(BATIK_PALETTES, variant);
  const kawung = `<pattern id="batik" width="160" height="160" patternUnits="userSpaceOnUse"><rect width="160" height="160" fill="${colors.ground}"/>` +
    [0, 90, 180, 270].map((angle) => `<ellipse cx="80" cy="38" rx="26" ry="38" fill="${colors.motif}" stroke="${colors.accent}" stroke-width="4" transform="rotate(${angle} 80 80)"/>`).join('') +
    `<circle cx="80" cy="80" r="9" fill="${colors.accent}"/><circle cx="0" cy="0" r="9" fill="${colors.motif}"/><circle cx="160" cy="160" r="9" fill="${colors.motif}"/></pattern>`;
  const parang = `<pattern id="batik" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="120" height="120" fill="${colors.ground}"/>` +
    `<path d="M0 60 C30 20 90 100 120 60" stroke="${colors.motif}" stroke-width="26" fill="none"/>` +
    `<path d="M0 60 C30 20 90 100 120 60" stroke="${colors.accent}" stroke-width="6" fill="none"/>` +
    `<circle cx="30" cy="105" r="8" fill="${colors.motif}"/><circle cx="90" cy="15" r="8" fill="${colors.motif}"/></pattern>`;
  const border = `<rect x="0" y="0" width="${WIDTH}" height="70" fill="${colors.accent}"/><rect x="0" y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="${colors.accent}"/>`;
  return `<defs>${variant % 2 === 0 ? kawung : parang}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#batik)"/>` + border;
}

/** Crafts from waste wood: wood slices with growth rings and small blocks on a shelf. */
export function woodCraftScene(variant: number, random: Random): string {
  const wood = pick(WOOD_PALETTES, variant + 1);
  let slices = '';
  for (let index = 0; index < 5; index += 1) {
    const cx = 220 + index * 290;
    const r = 90 + random() * 40;
    slices += `<circle cx="${cx}" cy="400" r="${round(r)}" fill="${wood.dark}"/><circle cx="${cx}" cy="400" r="${round(r - 12)}" fill="${wood.light}"/>`;
    for (let ring = r - 30; ring > 8; ring -= 18) slices += `<circle cx="${cx}" cy="400" r="${round(ring)}" fill="none" stroke="${wood.dark}" stroke-width="3" opacity="0.6"/>`;
  }
  let blocks = '';
  for (let x = 120; x < WIDTH - 160; x += 140 + Math.floor(random() * 60)) {
    const height = 80 + random() * 140;
    const tone = random() > 0.5 ? wood.light : wood.dark;
    blocks += `<rect x="${x}" y="${round(820 - height)}" width="110" height="${round(height)}" rx="10" fill="${tone}" stroke="${wood.deep}" stroke-width="4"/>`;
  }
  return sky('wall', ['#f1e3cc', '#e0cba8']) + slices +
    `<rect x="60" y="820" width="${WIDTH - 120}" height="40" fill="${wood.deep}"/><rect x="60" y="860" width="${WIDTH - 120}" height="${HEIGHT - 860}" fill="#cdb590"/>` + blocks;
}

/** Local food from above: fish on a plate, bowls and crackers on banana leaves. */
export function foodScene(variant: number, random: Random): string {
  const table = pick(['#b07a45', '#9c6a3c', '#c08b55'] as const, variant);
  const leaf = (cx: number, cy: number) => `<ellipse cx="${cx}" cy="${cy}" rx="230" ry="150" fill="#3f8f3a"/><path d="M${cx - 220} ${cy} H${cx + 220}" stroke="#2c6b29" stroke-width="6"/>`;
  const plate = (cx: number, cy: number) => `<circle cx="${cx}" cy="${cy}" r="170" fill="#f7f4ee"/><circle cx="${cx}" cy="${cy}" r="140" fill="#ffffff" stroke="#e3ddd2" stroke-width="4"/>`;
  const fish = (cx: number, cy: number) => `<ellipse cx="${cx}" cy="${cy}" rx="100" ry="42" fill="#c8792f"/><path d="M${cx + 90} ${cy} l60 -38 v76 Z" fill="#a95f22"/><circle cx="${cx - 65}" cy="${cy - 8}" r="7" fill="#3a2410"/>`;
  const bowl = (cx: number, cy: number, soup: string) => `<circle cx="${cx}" cy="${cy}" r="120" fill="#e9e2d6"/><circle cx="${cx}" cy="${cy}" r="96" fill="${soup}"/>`;
  let crackers = '';
  for (let index = 0; index < 9; index += 1) {
    crackers += `<circle cx="${round(1180 + random() * 260)}" cy="${round(680 + random() * 200)}" r="${round(30 + random() * 14)}" fill="#f3dca8" stroke="#d6b66e" stroke-width="3"/>`;
  }
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${table}"/>` +
    leaf(420, 360) + plate(420, 360) + fish(420, 360) +
    bowl(900, 300, '#e8a13a') + bowl(760, 700, '#c0482a') + leaf(1310, 780) + crackers +
    `<circle cx="1300" cy="280" r="110" fill="#f7f4ee"/><circle cx="1300" cy="280" r="80" fill="#7a3b12"/>`;
}
