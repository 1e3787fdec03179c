/**
 * Small SVG building blocks for the demo artwork. Only shapes and gradients: the server may have no
 * fonts installed, so nothing here draws text.
 */

export const WIDTH = 1600;
export const HEIGHT = 1000;

/** A seeded random source (mulberry32), so a theme and variant always draw the same picture. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a non-empty palette list by variant, wrapping around. */
export function pick<List extends readonly [unknown, ...unknown[]]>(items: List, index: number): List[number] {
  return items[Math.abs(index) % items.length] ?? items[0];
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const offsets = stops
    .map((color, index) => `<stop offset="${round((index / Math.max(stops.length - 1, 1)) * 100)}%" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${offsets}</linearGradient>`;
}

export function radialGlow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="0.9"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A full-frame background filled with a vertical gradient. */
export function sky(id: string, stops: string[]): string {
  return `<defs>${linearGradient(id, stops)}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`;
}

/** A band of rolling hills from `baseY` down to the bottom edge. */
export function hills(random: () => number, baseY: number, amplitude: number, color: string, bumps = 5): string {
  const step = WIDTH / bumps;
  let path = `M0 ${HEIGHT} L0 ${round(baseY)}`;
  for (let index = 0; index < bumps; index += 1) {
    const peak = baseY - amplitude * (0.4 + random() * 0.6);
    path += ` Q${round(step * index + step / 2)} ${round(peak)} ${round(step * (index + 1))} ${round(baseY + (random() - 0.5) * amplitude * 0.3)}`;
  }
  return `<path d="${path} L${WIDTH} ${HEIGHT} Z" fill="${color}"/>`;
}

export function sun(cx: number, cy: number, radius: number, color: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius * 1.8}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}"/>`;
}

export function cloud(x: number, y: number, scale: number, color = '#ffffff'): string {
  const puff = (dx: number, dy: number, r: number) => `<circle cx="${round(x + dx * scale)}" cy="${round(y + dy * scale)}" r="${round(r * scale)}"/>`;
  return `<g fill="${color}" opacity="0.85">${puff(0, 0, 40)}${puff(45, -20, 52)}${puff(100, 0, 42)}<rect x="${round(x)}" y="${round(y)}" width="${round(100 * scale)}" height="${round(40 * scale)}"/></g>`;
}

/** A round-crowned tree standing on (x, y). */
export function tree(x: number, y: number, scale: number, leaf: string, trunk = '#6b4423'): string {
  const s = (value: number) => round(value * scale);
  return `<rect x="${round(x - s(10))}" y="${round(y - s(120))}" width="${s(20)}" height="${s(120)}" fill="${trunk}"/>` +
    `<g fill="${leaf}"><circle cx="${x}" cy="${round(y - s(150))}" r="${s(60)}"/><circle cx="${round(x - s(45))}" cy="${round(y - s(115))}" r="${s(45)}"/><circle cx="${round(x + s(45))}" cy="${round(y - s(115))}" r="${s(45)}"/></g>`;
}

/** A coconut palm leaning by `lean` pixels at its crown. */
export function palm(x: number, y: number, height: number, lean: number, leaf: string, trunk = '#7a5230'): string {
  const topX = x + lean;
  const topY = y - height;
  const trunkPath = `<path d="M${x - 12} ${y} Q${x + lean * 0.3} ${y - height / 2} ${topX - 5} ${topY} L${topX + 5} ${topY} Q${x + lean * 0.3 + 18} ${y - height / 2} ${x + 12} ${y} Z" fill="${trunk}"/>`;
  const fronds = [-150, -110, -70, -30, 10, 200]
    .map((angle) => `<ellipse cx="${topX + 70}" cy="${topY}" rx="80" ry="16" fill="${leaf}" transform="rotate(${angle} ${topX} ${topY})"/>`)
    .join('');
  return trunkPath + fronds;
}

/** Wave lines across the sea, between `top` and `bottom`. */
export function waves(random: () => number, top: number, bottom: number, color: string): string {
  let lines = '';
  for (let y = top + 20; y < bottom; y += 34) {
    const x = random() * WIDTH;
    const length = 80 + random() * 160;
    lines += `<path d="M${round(x)} ${y} q${round(length / 2)} -10 ${round(length)} 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  }
  return lines;
}

export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}
