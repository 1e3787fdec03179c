/** Buildings and sacred places: mosque and gate, tomb shelters, the punden tree, homestays, village hall. */
import { cloud, HEIGHT, hills, pick, round, sky, sun, tree, WIDTH } from './svg-kit';

type Random = () => number;

const SKIES = [
  ['#86c8ef', '#e6f6ff'],
  ['#a5d8f3', '#fff4df'],
  ['#74b9e0', '#eaf7f0'],
] as const;

function daySky(variant: number, random: Random): string {
  const sunX = 1350 - (variant % 3) * 250;
  // The second cloud keeps clear of the sun, whichever side the variant puts it.
  const cloudX = sunX > 900 ? sunX - 550 : sunX + 300;
  return sky('daySky', [...pick(SKIES, variant)]) + sun(sunX, 140, 55, '#fff2a8') + cloud(180 + random() * 300, 120, 1) + cloud(cloudX, 90, 0.8);
}

/** A tiered Javanese (joglo / tajug) roof centred on cx, its lowest eave at y. */
function tieredRoof(cx: number, y: number, width: number, color: string, tiers = 3): string {
  let roof = '';
  for (let tier = 0; tier < tiers; tier += 1) {
    const bottom = width * (1 - tier * 0.28);
    const top = bottom * 0.55;
    const base = y - tier * 70;
    roof += `<path d="M${round(cx - bottom / 2)} ${base} L${round(cx - top / 2)} ${base - 80} L${round(cx + top / 2)} ${base - 80} L${round(cx + bottom / 2)} ${base} Z" fill="${color}" stroke="#3a2416" stroke-width="4"/>`;
  }
  return roof + `<circle cx="${cx}" cy="${y - tiers * 70 - 20}" r="12" fill="#d9b44a"/>`;
}

/** A split gate (candi bentar) of brick: two stepped halves whose flat inner faces look at each other. */
function splitGate(cx: number, ground: number, color: string): string {
  const steps = [0, 1, 2, 3, 4];
  const half = (innerX: number, side: 'left' | 'right') =>
    steps
      .map((step) => {
        const width = 130 - step * 22;
        const x = side === 'left' ? innerX - width : innerX;
        return `<rect x="${x}" y="${ground - 80 - step * 70}" width="${width}" height="72" fill="${color}" stroke="#6d2c16" stroke-width="3"/>`;
      })
      .join('');
  return half(cx - 45, 'left') + half(cx + 45, 'right');
}

/** Masjid with dome and minaret behind a brick gate. */
export function mosqueScene(variant: number, random: Random): string {
  const dome = pick(['#2f8f6a', '#1f6fa8', '#c7a23a'] as const, variant);
  const ground = 800;
  const arches = [0, 1, 2]
    .map((index) => `<path d="M${590 + index * 150} ${ground} v-120 a45 45 0 0 1 90 0 v120 Z" fill="#4d5b5f"/>`)
    .join('');
  return daySky(variant, random) + hills(random, 640, 80, '#8cc07a', 4) +
    `<rect x="520" y="${ground - 260}" width="560" height="260" fill="#f4efe4" stroke="#c9bfa8" stroke-width="4"/>` +
    `<path d="M600 ${ground - 260} A200 200 0 0 1 1000 ${ground - 260} Z" fill="${dome}"/>` +
    `<rect x="795" y="${ground - 520}" width="10" height="70" fill="#d9b44a"/><circle cx="800" cy="${ground - 525}" r="14" fill="#d9b44a"/>` +
    arches +
    `<rect x="1160" y="${ground - 480}" width="70" height="480" fill="#f4efe4" stroke="#c9bfa8" stroke-width="4"/>` +
    `<path d="M1150 ${ground - 480} A45 45 0 0 1 1240 ${ground - 480} Z" fill="${dome}"/><rect x="1150" y="${ground - 330}" width="90" height="16" fill="${dome}"/>` +
    `<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="#7fae5c"/>` +
    splitGate(300, ground + 120, '#b5532e') + tree(1450, ground + 40, 1.1, '#2e7d3a');
}

/** A kamboja (frangipani) tree: crooked branches and white-yellow flowers. */
function frangipani(x: number, y: number, random: Random): string {
  let flowers = '';
  for (let index = 0; index < 14; index += 1) {
    flowers += `<circle cx="${round(x - 120 + random() * 240)}" cy="${round(y - 300 + random() * 110)}" r="14" fill="#fffdf3" stroke="#f2c94c" stroke-width="6"/>`;
  }
  return `<path d="M${x} ${y} C${x - 10} ${y - 120} ${x - 80} ${y - 160} ${x - 110} ${y - 240} M${x} ${y - 120} C${x + 40} ${y - 180} ${x + 100} ${y - 200} ${x + 120} ${y - 260}" stroke="#8a7a66" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<g fill="#4f8a3c">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${round(x - 100 + i * 50)}" cy="${round(y - 250 - (i % 2) * 30)}" rx="55" ry="22"/>`).join('')}</g>` + flowers;
}

/** A tomb shelter (cungkup) inside a white wall, shaded by frangipani. */
export function shrineScene(variant: number, random: Random): string {
  const roof = pick(['#8a3b22', '#6b4a2b', '#9a5a2a'] as const, variant);
  const ground = 780;
  return daySky(variant + 1, random) + `<rect y="${ground - 60}" width="${WIDTH}" height="${HEIGHT - ground + 60}" fill="#9cc27a"/>` +
    `<rect x="560" y="${ground - 200}" width="480" height="200" fill="#efe7d6"/>` +
    [600, 760, 920, 1000].map((x) => `<rect x="${x}" y="${ground - 200}" width="22" height="200" fill="#5a3a22"/>`).join('') +
    `<rect x="700" y="${ground - 90}" width="200" height="60" fill="#ffffff" stroke="#b9b2a3" stroke-width="4"/>` +
    tieredRoof(800, ground - 200, 620, roof, 2) +
    `<rect y="${ground}" width="${WIDTH}" height="50" fill="#f6f2ea" stroke="#cfc6b4" stroke-width="4"/>` +
    frangipani(250, ground + 20, random) + frangipani(1370, ground + 40, random) +
    `<rect y="${ground + 50}" width="${WIDTH}" height="${HEIGHT - ground - 50}" fill="#86b365"/>`;
}

/** The punden: an old banyan over a stone terrace, where the village's founders are remembered. */
export function pundenScene(variant: number, random: Random): string {
  const leaf = pick(['#2f6b2f', '#3b7a34', '#285e33'] as const, variant);
  let canopy = '';
  for (let index = 0; index < 26; index += 1) {
    canopy += `<circle cx="${round(450 + random() * 700)}" cy="${round(180 + random() * 260)}" r="${round(90 + random() * 70)}" fill="${leaf}" opacity="0.95"/>`;
  }
  let roots = '';
  for (let x = 520; x < 1100; x += 36) roots += `<path d="M${x} 420 q${round((random() - 0.5) * 30)} 140 0 280" stroke="#5a4632" stroke-width="4" fill="none"/>`;
  const steps = [0, 1, 2].map((step) => `<rect x="${360 + step * 60}" y="${800 - step * 50}" width="${880 - step * 120}" height="50" fill="${step % 2 === 0 ? '#8d8a80' : '#a6a296'}" stroke="#5f5c55" stroke-width="3"/>`).join('');
  return daySky(variant + 2, random) + hills(random, 700, 60, '#9cbf78', 5) +
    `<path d="M740 700 C760 560 720 480 700 380 L900 380 C880 480 840 560 860 700 Z" fill="#6b5038"/>` +
    canopy + roots + steps + `<rect y="850" width="${WIDTH}" height="${HEIGHT - 850}" fill="#7da65a"/>`;
}

const HOUSE_PALETTES = [
  { wall: '#f3e6c8', roof: '#b4492b', trim: '#6b3a1f', door: '#7a4a26' },
  { wall: '#e8f0e4', roof: '#7a3f2a', trim: '#2f5d50', door: '#2f5d50' },
  { wall: '#fbeee0', roof: '#9c5b2e', trim: '#5a3a22', door: '#b8742f' },
] as const;

/** A village homestay with a limasan roof, windows, door, fence and garden. */
export function houseScene(variant: number, random: Random): string {
  const colors = pick(HOUSE_PALETTES, variant);
  const ground = 800;
  const window = (x: number) => `<rect x="${x}" y="${ground - 230}" width="130" height="110" fill="#a9d4ea" stroke="${colors.trim}" stroke-width="10"/><path d="M${x + 65} ${ground - 230} v110 M${x} ${ground - 175} h130" stroke="${colors.trim}" stroke-width="6"/>`;
  let fence = '';
  for (let x = 20; x < WIDTH; x += 48) fence += `<rect x="${x}" y="${ground + 20}" width="22" height="90" fill="#f6f1e6" stroke="#cfc6b4" stroke-width="2"/>`;
  return daySky(variant, random) + `<rect y="${ground - 40}" width="${WIDTH}" height="${HEIGHT - ground + 40}" fill="#8cc26a"/>` +
    `<rect x="420" y="${ground - 320}" width="760" height="320" fill="${colors.wall}"/>` +
    `<path d="M340 ${ground - 320} L560 ${ground - 480} L1040 ${ground - 480} L1260 ${ground - 320} Z" fill="${colors.roof}" stroke="${colors.trim}" stroke-width="6"/>` +
    window(480) + window(990) +
    `<rect x="730" y="${ground - 240}" width="140" height="240" fill="${colors.door}" stroke="${colors.trim}" stroke-width="8"/><circle cx="848" cy="${ground - 120}" r="8" fill="#e0c060"/>` +
    `<rect x="380" y="${ground - 20}" width="840" height="30" fill="#c9b79a"/>` +
    tree(200, ground + 20, 1.2, '#2e7d3a') + tree(1420, ground + 10, 1, '#3c8c40') +
    `<rect y="${ground + 60}" width="${WIDTH}" height="8" fill="#f6f1e6"/>` + fence;
}

/** The balai desa: an open pendopo on pillars under a joglo roof, the red-and-white flag beside it. */
export function hallScene(variant: number, random: Random): string {
  const roof = pick(['#8b3a26', '#6d4a2f', '#a0522d'] as const, variant);
  const ground = 780;
  const pillars = [480, 660, 940, 1120].map((x) => `<rect x="${x}" y="${ground - 240}" width="28" height="240" fill="#6b4226"/>`).join('');
  return daySky(variant, random) + `<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="#9bc67a"/>` +
    `<rect x="400" y="${ground - 10}" width="800" height="50" fill="#d8cdb8" stroke="#a69a82" stroke-width="4"/>` +
    pillars + tieredRoof(800, ground - 240, 900, roof, 3) +
    `<rect x="1380" y="${ground - 520}" width="10" height="520" fill="#cfcfcf"/><rect x="1390" y="${ground - 515}" width="150" height="50" fill="#d62828"/><rect x="1390" y="${ground - 465}" width="150" height="50" fill="#ffffff"/>` +
    tree(200, ground + 20, 1.2, '#2e7d3a');
}

/** A parking area seen from above: slots and a few cars. */
export function parkingScene(variant: number, random: Random): string {
  const carColors = ['#d64545', '#3f7fd6', '#f2c14e', '#ffffff', '#4caf7a', '#8a8f98'];
  let slots = '';
  let cars = '';
  for (let x = 80; x < WIDTH - 100; x += 180) {
    slots += `<path d="M${x} 160 v260 M${x} 580 v260" stroke="#f5f5f5" stroke-width="8"/>`;
    if (random() > 0.35) {
      const y = random() > 0.5 ? 190 : 610;
      const color = carColors[Math.floor(random() * carColors.length)] ?? '#d64545';
      cars += `<rect x="${x + 30}" y="${y}" width="120" height="200" rx="26" fill="${color}"/><rect x="${x + 44}" y="${y + 40}" width="92" height="50" rx="10" fill="#2c3e50"/><rect x="${x + 44}" y="${y + 130}" width="92" height="36" rx="10" fill="#2c3e50"/>`;
    }
  }
  const asphalt = pick(['#5f6368', '#55595d', '#676b70'] as const, variant);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${asphalt}"/><path d="M0 500 H${WIDTH}" stroke="#f2c14e" stroke-width="10" stroke-dasharray="60 40"/>` +
    `<rect width="${WIDTH}" height="120" fill="#7fb069"/><rect y="${HEIGHT - 120}" width="${WIDTH}" height="120" fill="#7fb069"/>` +
    slots + cars;
}

/** A small clinic building with a cross sign. */
export function clinicScene(variant: number, random: Random): string {
  const ground = 800;
  const cross = pick(['#2e9e5b', '#d64545'] as const, variant);
  return daySky(variant, random) + `<rect y="${ground - 40}" width="${WIDTH}" height="${HEIGHT - ground + 40}" fill="#91c47a"/>` +
    `<rect x="400" y="${ground - 340}" width="800" height="340" fill="#fbfbf8" stroke="#d0d4d8" stroke-width="6"/>` +
    `<rect x="380" y="${ground - 380}" width="840" height="50" fill="${cross}"/>` +
    `<rect x="735" y="${ground - 310}" width="130" height="130" rx="10" fill="#ffffff" stroke="${cross}" stroke-width="6"/>` +
    `<rect x="785" y="${ground - 295}" width="30" height="100" fill="${cross}"/><rect x="750" y="${ground - 260}" width="100" height="30" fill="${cross}"/>` +
    `<rect x="740" y="${ground - 160}" width="120" height="160" fill="#9fc9df" stroke="#6c8fa3" stroke-width="6"/>` +
    `<rect x="470" y="${ground - 240}" width="160" height="110" fill="#bfe0f0" stroke="#6c8fa3" stroke-width="6"/><rect x="970" y="${ground - 240}" width="160" height="110" fill="#bfe0f0" stroke="#6c8fa3" stroke-width="6"/>` +
    tree(220, ground + 30, 1.1, '#2e7d3a') + tree(1400, ground + 30, 1.2, '#3c8c40');
}
