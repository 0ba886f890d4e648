// Generated flat-illustration pictures for the demo packages, so the catalogue needs no image host.
// The same input always draws the same picture: a sky for the time of day and a landscape for the place.

import { DESTINATIONS, type HolidayDestination, type Scenery } from './destinations.ts';
import { mulberry32 } from './random.ts';

export interface PackageImageInput {
  packageId: number;
  position: number;
  destination: string;
  theme: string;
  caption: string;
}

const WIDTH = 1200;
const HEIGHT = 800;
const CAPTION_TOP = 724;

interface Sky {
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  sunY: number;
  sunRadius: number;
  night: boolean;
  /** 1 in full daylight; lower values darken the land towards a silhouette. */
  light: number;
  cloud: string;
}

const MORNING: Sky = {
  top: '#5fa8e6',
  middle: '#9fd0f0',
  horizon: '#e6f4fa',
  sun: '#fff6d8',
  sunY: 170,
  sunRadius: 46,
  night: false,
  light: 1,
  cloud: '#ffffff',
};
const AFTERNOON: Sky = {
  top: '#4f86cc',
  middle: '#92bfe6',
  horizon: '#f7e3b8',
  sun: '#fff0b0',
  sunY: 230,
  sunRadius: 50,
  night: false,
  light: 0.95,
  cloud: '#fffaf0',
};
const SUNSET: Sky = {
  top: '#2d3a7a',
  middle: '#c8637a',
  horizon: '#f7b267',
  sun: '#ffd48a',
  sunY: 390,
  sunRadius: 70,
  night: false,
  light: 0.62,
  cloud: '#f4a7a0',
};
const DAWN: Sky = {
  top: '#7d9fd9',
  middle: '#e2b3c6',
  horizon: '#fde3c8',
  sun: '#fff2dc',
  sunY: 350,
  sunRadius: 56,
  night: false,
  light: 0.82,
  cloud: '#fde7ef',
};
const NIGHT: Sky = {
  top: '#0b1530',
  middle: '#24315f',
  horizon: '#6b5a8c',
  sun: '#f3efd8',
  sunY: 150,
  sunRadius: 34,
  night: true,
  light: 0.42,
  cloud: '#5d6a94',
};
const MIST: Sky = {
  top: '#93b3c7',
  middle: '#c3d6df',
  horizon: '#eef3f0',
  sun: '#fbfbf2',
  sunY: 200,
  sunRadius: 44,
  night: false,
  light: 0.9,
  cloud: '#f6f8f8',
};
const COVER_SKIES = [MORNING, AFTERNOON, DAWN];
const SKIES = [MORNING, AFTERNOON, SUNSET, DAWN, NIGHT, MIST];

const THEME_SCENERY: Record<string, Scenery> = {
  Beach: 'beach',
  Honeymoon: 'lake',
  Family: 'hills',
  Adventure: 'snow',
  'Hill Station': 'snow',
  Heritage: 'heritage',
  Wildlife: 'forest',
  Pilgrimage: 'ghats',
  Nature: 'hills',
};

/** Ground colours where grass grows, and on the bare slopes of a high desert. */
const GREEN_SLOPES = { near: '#3f6b4b', meadowTop: '#6f9d4f', meadowBottom: '#4c7a3a', shore: '#3f6e4a' };
const BARE_SLOPES = { near: '#8c6f52', meadowTop: '#b89a72', meadowBottom: '#9c7d58', shore: '#7d654c' };

interface Canvas {
  rng: () => number;
  sky: Sky;
  sunX: number;
  /** Puts a gradient in <defs> and returns its url(#…) reference. */
  gradient(stops: [number, string, number?][], vertical?: boolean): string;
  /** The base colour as seen at this time of day and distance (0 near, 1 at the horizon). */
  tone(base: string, distance?: number): string;
  /** Puts a clip path in <defs> and returns its url(#…) reference. */
  clip(pathData: string): string;
}

export function renderPackageSvg(input: PackageImageInput): string {
  const rng = mulberry32(hashOf(`${input.packageId}/${input.position}/${input.caption}`));
  const sky =
    input.position === 1
      ? pickFrom(COVER_SKIES, input.packageId)
      : pickFrom(SKIES, input.packageId * 7 + input.position * 3);
  const idPrefix = `p${input.packageId}-${input.position}-`;
  const defs: string[] = [];
  const shade = mix(sky.top, '#0c0c18', 0.55);
  const canvas: Canvas = {
    rng,
    sky,
    sunX: 220 + rng() * 760,
    gradient(stops, vertical = true) {
      const id = `${idPrefix}g${defs.length}`;
      const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
      const stopTags = stops
        .map(([offset, color, opacity]) => {
          const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
          return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
        })
        .join('');
      defs.push(`<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`);
      return `url(#${id})`;
    },
    clip(pathData) {
      const id = `${idPrefix}c${defs.length}`;
      defs.push(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
      return `url(#${id})`;
    },
    tone(base, distance = 0) {
      return mix(mix(base, shade, (1 - sky.light) * 0.85), sky.horizon, distance);
    },
  };

  const destination = DESTINATIONS.find((candidate) => candidate.name === input.destination);
  const scenery = sceneryOf(destination, input.caption, input.theme);
  const terrain: Terrain = {
    snowy: destination ? hasSnow(destination) : scenery === 'snow',
    barren: destination?.barren === true,
  };

  const body = [
    skyLayer(canvas),
    celestialLayer(canvas),
    cloudLayer(canvas),
    SCENES[scenery](canvas, terrain),
    birdLayer(canvas),
    captionBand(input),
  ].join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(input.caption)}">`,
    `<title>${escapeXml(input.caption)}</title>`,
    `<defs>${defs.join('')}</defs>`,
    body,
    '</svg>',
  ].join('');
}

function sceneryOf(destination: HolidayDestination | undefined, caption: string, theme: string): Scenery {
  if (destination) {
    for (const day of [destination.arrival, ...destination.days]) {
      if (day.places.includes(caption)) return day.scenery ?? destination.scenery;
    }
    return destination.scenery;
  }
  return THEME_SCENERY[theme] ?? 'hills';
}

function hasSnow(destination: HolidayDestination): boolean {
  return destination.scenery === 'snow' || destination.days.some((day) => day.scenery === 'snow');
}

// ---------------------------------------------------------------- sky

function skyLayer(c: Canvas): string {
  const fill = c.gradient([
    [0, c.sky.top],
    [0.55, c.sky.middle],
    [1, c.sky.horizon],
  ]);
  const stars = c.sky.night
    ? Array.from({ length: 70 }, () => {
        const r = 0.8 + c.rng() * 1.6;
        return circle(c.rng() * WIDTH, c.rng() * 380, r, '#ffffff', 0.35 + c.rng() * 0.55);
      }).join('')
    : '';
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>${stars}`;
}

function celestialLayer(c: Canvas): string {
  const { sun, sunY, sunRadius, night } = c.sky;
  const glow = Array.from({ length: 4 }, (_, i) =>
    circle(c.sunX, sunY, sunRadius * (1.6 + i * 0.9), sun, 0.14 - i * 0.03),
  )
    .reverse()
    .join('');
  const disc = circle(c.sunX, sunY, sunRadius, sun, 1);
  const craters = night
    ? [
        [-0.35, -0.2, 0.22],
        [0.25, 0.3, 0.16],
        [0.3, -0.35, 0.1],
      ]
        .map(([dx, dy, r]) =>
          circle(c.sunX + (dx ?? 0) * sunRadius, sunY + (dy ?? 0) * sunRadius, (r ?? 0) * sunRadius, '#d9d4bd', 0.7),
        )
        .join('')
    : '';
  return glow + disc + craters;
}

function cloudLayer(c: Canvas): string {
  const count = c.sky.night ? 2 : 2 + Math.floor(c.rng() * 3);
  return Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.3 + c.rng() * 0.5) / count) * WIDTH;
    const y = 70 + c.rng() * 190;
    const size = 0.6 + c.rng() * 0.7;
    return cloud(x, y, size, c.sky.cloud, c.sky.night ? 0.5 : 0.85);
  }).join('');
}

function cloud(x: number, y: number, size: number, color: string, opacity: number): string {
  const puffs: [number, number, number][] = [
    [-70, 0, 34],
    [-30, -18, 44],
    [18, -26, 52],
    [62, -8, 38],
    [92, 4, 26],
  ];
  const shapes = puffs.map(([dx, dy, r]) => `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(r)}"/>`).join('');
  const base = `<rect x="-96" y="0" width="212" height="30" rx="15"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size)})" fill="${color}" opacity="${opacity}">${shapes}${base}</g>`;
}

function birdLayer(c: Canvas): string {
  if (c.sky.night || c.rng() < 0.35) return '';
  const flockX = 150 + c.rng() * 900;
  const flockY = 120 + c.rng() * 160;
  const stroke = c.tone('#2b2b35');
  return Array.from({ length: 3 + Math.floor(c.rng() * 3) }, () => {
    const x = flockX + (c.rng() - 0.5) * 160;
    const y = flockY + (c.rng() - 0.5) * 70;
    const s = 6 + c.rng() * 6;
    return `<path d="M${f(x - s)} ${f(y)} q${f(s / 2)} ${f(-s * 0.6)} ${f(s)} 0 q${f(s / 2)} ${f(-s * 0.6)} ${f(s)} 0" fill="none" stroke="${stroke}" stroke-width="2.2" stroke-linecap="round"/>`;
  }).join('');
}

// ---------------------------------------------------------------- land forms

/** Angular ridge line: alternating valleys and peaks, left to right. */
function ridgePoints(c: Canvas, baseY: number, amplitude: number, minStep = 90, maxStep = 200): [number, number][] {
  const points: [number, number][] = [];
  let x = -60;
  let peak = c.rng() < 0.5;
  while (x < WIDTH + 60) {
    const y = peak ? baseY - amplitude * (0.55 + c.rng() * 0.45) : baseY - amplitude * c.rng() * 0.35;
    points.push([x, y]);
    x += minStep + c.rng() * (maxStep - minStep);
    peak = !peak;
  }
  points.push([x, baseY - amplitude * c.rng() * 0.35]);
  return points;
}

function mountainRange(c: Canvas, baseY: number, amplitude: number, color: string, snowColor?: string): string {
  const points = ridgePoints(c, baseY, amplitude);
  const outline = `M-60 ${HEIGHT} ${points.map(([x, y]) => `L${f(x)} ${f(y)}`).join(' ')} L${WIDTH + 260} ${HEIGHT} Z`;
  let shapes = `<path d="${outline}" fill="${color}"/>`;
  // Shade the right flank of each peak for a flat-illustration sense of light.
  const flankShade = mix(color, '#000000', 0.12);
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i] as [number, number];
    const [lx, ly] = points[i - 1] as [number, number];
    const [rx, ry] = points[i + 1] as [number, number];
    if (py >= ly || py >= ry) continue;
    const footX = px + (rx - px) * 0.35;
    shapes += `<path d="M${f(px)} ${f(py)} L${f(rx)} ${f(ry)} L${f(rx)} ${HEIGHT} L${f(footX)} ${HEIGHT} Z" fill="${flankShade}" opacity="0.55"/>`;
    if (snowColor && baseY - py > amplitude * 0.6) {
      const depth = 0.28 + c.rng() * 0.12;
      const left: [number, number] = [px + (lx - px) * depth, py + (ly - py) * depth];
      const right: [number, number] = [px + (rx - px) * depth, py + (ry - py) * depth];
      const jag = (t: number, lift: number): string =>
        `L${f(left[0] + (right[0] - left[0]) * t)} ${f(left[1] + (right[1] - left[1]) * t - lift)}`;
      shapes += `<path d="M${f(px)} ${f(py)} L${f(right[0])} ${f(right[1])} ${jag(0.75, 18)} ${jag(0.55, -6)} ${jag(0.35, 16)} ${jag(0.18, -4)} L${f(left[0])} ${f(left[1])} Z" fill="${snowColor}"/>`;
    }
  }
  return shapes;
}

/** Smooth rolling hills through random heights. */
function hillPath(c: Canvas, baseY: number, amplitude: number, step = 260): string {
  let x = -80;
  let y = baseY - c.rng() * amplitude;
  let d = `M${x} ${HEIGHT} L${x} ${f(y)}`;
  while (x < WIDTH + 80) {
    const nx = x + step * (0.7 + c.rng() * 0.6);
    const ny = baseY - c.rng() * amplitude;
    const mid = (x + nx) / 2;
    d += ` C${f(mid)} ${f(y)} ${f(mid)} ${f(ny)} ${f(nx)} ${f(ny)}`;
    x = nx;
    y = ny;
  }
  return `${d} L${f(x)} ${HEIGHT} Z`;
}

function hills(c: Canvas, baseY: number, amplitude: number, color: string, step?: number): string {
  return `<path d="${hillPath(c, baseY, amplitude, step)}" fill="${color}"/>`;
}

function water(c: Canvas, top: number, base: string): string {
  const fill = c.gradient([
    [0, mix(c.tone(base, 0.35), c.sky.horizon, 0.35)],
    [1, c.tone(base)],
  ]);
  let shapes = `<rect x="0" y="${f(top)}" width="${WIDTH}" height="${f(HEIGHT - top)}" fill="${fill}"/>`;
  // Glitter of the sun or moon on the water, below wherever it stands.
  for (let i = 0; i < 9; i++) {
    const y = top + 8 + i * 16 + c.rng() * 6;
    if (y > CAPTION_TOP) break;
    const half = c.sky.sunRadius * (1.3 - i * 0.08) * (0.5 + c.rng() * 0.6);
    shapes += `<rect x="${f(c.sunX - half)}" y="${f(y)}" width="${f(half * 2)}" height="3" rx="1.5" fill="${c.sky.sun}" opacity="${f(0.55 - i * 0.045)}"/>`;
  }
  const ripple = mix(c.tone(base), '#ffffff', 0.35);
  for (let i = 0; i < 14; i++) {
    const x = c.rng() * WIDTH;
    const y = top + 20 + c.rng() * (CAPTION_TOP - top - 20);
    const w = 30 + c.rng() * 70;
    shapes += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="2" rx="1" fill="${ripple}" opacity="0.35"/>`;
  }
  return shapes;
}

// ---------------------------------------------------------------- vegetation

function pine(x: number, groundY: number, height: number, color: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.28, 0.52]
    .map((t) => {
      const top = groundY - height + t * height * 0.8;
      const bottom = top + height * 0.5;
      const half = w * (0.55 + t * 0.8) * 0.5;
      return `M${f(x)} ${f(top)} L${f(x + half)} ${f(bottom)} L${f(x - half)} ${f(bottom)} Z`;
    })
    .join(' ');
  const trunk = `M${f(x - height * 0.03)} ${f(groundY - height * 0.12)} h${f(height * 0.06)} V${f(groundY)} h${f(-height * 0.06)} Z`;
  return `<path d="${tiers} ${trunk}" fill="${color}"/>`;
}

function roundTree(x: number, groundY: number, size: number, color: string, trunkColor: string): string {
  const trunk = `<rect x="${f(x - size * 0.07)}" y="${f(groundY - size * 1.1)}" width="${f(size * 0.14)}" height="${f(size * 1.1)}" fill="${trunkColor}"/>`;
  const crown = [
    [0, -1.35, 0.62],
    [-0.42, -1.05, 0.48],
    [0.42, -1.08, 0.5],
  ]
    .map(([dx, dy, r]) => circle(x + (dx ?? 0) * size, groundY + (dy ?? 0) * size, (r ?? 0) * size, color, 1))
    .join('');
  return trunk + crown;
}

function palm(x: number, groundY: number, height: number, lean: number, color: string): string {
  const topX = x + lean;
  const topY = groundY - height;
  const bend = x + lean * 0.2;
  const base = Math.max(6, height * 0.035);
  const trunk = `<path d="M${f(x - base)} ${f(groundY)} Q${f(bend - base * 0.8)} ${f(groundY - height * 0.55)} ${f(topX - base * 0.45)} ${f(topY)} L${f(topX + base * 0.45)} ${f(topY)} Q${f(bend + base * 0.8)} ${f(groundY - height * 0.55)} ${f(x + base)} ${f(groundY)} Z" fill="${color}"/>`;
  const leafLength = height * 0.42;
  const leaves = [-170, -140, -112, -68, -40, -10, 25, 155]
    .map((degrees) => {
      const a = (degrees * Math.PI) / 180;
      const tipX = topX + Math.cos(a) * leafLength;
      const tipY = topY + Math.sin(a) * leafLength * 0.55 + leafLength * 0.45;
      const midX = (topX + tipX) / 2;
      const midY = (topY + tipY) / 2 - leafLength * 0.32;
      const normalX = -(tipY - topY) * 0.09;
      const normalY = (tipX - topX) * 0.09;
      return `M${f(topX)} ${f(topY)} Q${f(midX + normalX)} ${f(midY + normalY)} ${f(tipX)} ${f(tipY)} Q${f(midX - normalX)} ${f(midY - normalY)} ${f(topX)} ${f(topY)} Z`;
    })
    .join(' ');
  const nuts =
    circle(topX - 5, topY + 8, 6, mix(color, '#000000', 0.2), 1) +
    circle(topX + 6, topY + 9, 6, mix(color, '#000000', 0.2), 1);
  return `${trunk}<path d="${leaves}" fill="${color}"/>${nuts}`;
}

function pines(c: Canvas, groundY: number): string {
  const color = c.tone('#1f3d2b');
  return Array.from({ length: 16 }, (_, i) => {
    const x = i < 8 ? 60 + c.rng() * 300 : 820 + c.rng() * 340;
    return pine(x, groundY + c.rng() * 40, 90 + c.rng() * 110, color);
  }).join('');
}

function shorePines(c: Canvas, groundY: number): string {
  const color = c.tone('#1f3d2b');
  return Array.from({ length: 10 }, () => {
    const x = c.rng() < 0.5 ? c.rng() * 260 : 940 + c.rng() * 260;
    return pine(x, groundY, 60 + c.rng() * 70, color);
  }).join('');
}

/** The slim poplars and willows planted around villages in Ladakh. */
function poplars(c: Canvas, groundY: number): string {
  const crown = c.tone('#9aa64a');
  const trunk = c.tone('#5a4a3a');
  const x0 = c.rng() < 0.5 ? 80 + c.rng() * 200 : 800 + c.rng() * 250;
  return Array.from({ length: 6 }, (_, i) => {
    const x = x0 + i * 34 + c.rng() * 14;
    const h = 90 + c.rng() * 60;
    const y = groundY + 20 + c.rng() * 20;
    return `<rect x="${f(x - 2)}" y="${f(y - h * 0.3)}" width="4" height="${f(h * 0.3)}" fill="${trunk}"/><ellipse cx="${f(x)}" cy="${f(y - h * 0.62)}" rx="${f(h * 0.12)}" ry="${f(h * 0.4)}" fill="${crown}"/>`;
  }).join('');
}

/** A Kutchi bhunga: round mud-walled hut under a conical thatch. */
function bhunga(x: number, groundY: number, scale: number, c: Canvas): string {
  const s = (v: number) => f(v * scale);
  const wall = c.tone('#efe6d6', 0.25);
  const thatch = c.tone('#a8844f', 0.25);
  return `<g transform="translate(${f(x)} ${f(groundY)})"><rect x="${s(-18)}" y="${s(-22)}" width="${s(36)}" height="${s(22)}" rx="${s(3)}" fill="${wall}"/><path d="M${s(-24)} ${s(-20)} L${s(0)} ${s(-46)} L${s(24)} ${s(-20)} Z" fill="${thatch}"/><rect x="${s(-5)}" y="${s(-14)}" width="${s(10)}" height="${s(14)}" fill="${thatch}"/></g>`;
}

function grassTufts(c: Canvas, top: number, bottom: number, color: string, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.rng() * WIDTH;
    const y = top + c.rng() * (bottom - top);
    const h = 10 + c.rng() * 16;
    d += `M${f(x - 6)} ${f(y)} L${f(x - 3)} ${f(y - h * 0.7)} L${f(x)} ${f(y)} L${f(x + 2)} ${f(y - h)} L${f(x + 4)} ${f(y)} L${f(x + 7)} ${f(y - h * 0.6)} L${f(x + 9)} ${f(y)} Z `;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

// ---------------------------------------------------------------- buildings and boats

/** A Rajput or Mughal palace: walls with battlements, a central onion dome, chhatris on the towers. */
function palace(x: number, baseY: number, scale: number, color: string, windowColor: string): string {
  const s = (v: number) => f(v * scale);
  const parts: string[] = [];
  parts.push(`<rect x="${s(-260)}" y="${s(-90)}" width="${s(520)}" height="${s(90)}"/>`);
  for (let bx = -260; bx < 260; bx += 26)
    parts.push(`<rect x="${s(bx)}" y="${s(-104)}" width="${s(14)}" height="${s(16)}"/>`);
  parts.push(`<rect x="${s(-110)}" y="${s(-190)}" width="${s(220)}" height="${s(110)}"/>`);
  parts.push(
    `<path d="M${s(-70)} ${s(-188)} C${s(-78)} ${s(-250)} ${s(-20)} ${s(-262)} ${s(0)} ${s(-300)} C${s(20)} ${s(-262)} ${s(78)} ${s(-250)} ${s(70)} ${s(-188)} Z"/>`,
  );
  parts.push(`<rect x="${s(-3)}" y="${s(-330)}" width="${s(6)}" height="${s(34)}"/>`);
  for (const side of [-1, 1]) {
    const tx = side * 200;
    parts.push(`<rect x="${s(tx - 28)}" y="${s(-170)}" width="${s(56)}" height="${s(170)}"/>`);
    parts.push(
      `<path d="M${s(tx - 32)} ${s(-168)} Q${s(tx - 30)} ${s(-214)} ${s(tx)} ${s(-226)} Q${s(tx + 30)} ${s(-214)} ${s(tx + 32)} ${s(-168)} Z"/>`,
    );
    parts.push(`<rect x="${s(tx - 1.5)}" y="${s(-244)}" width="${s(3)}" height="${s(20)}"/>`);
    const cx = side * 120;
    parts.push(`<rect x="${s(cx - 22)}" y="${s(-214)}" width="${s(44)}" height="${s(26)}"/>`);
    parts.push(`<path d="M${s(cx - 26)} ${s(-212)} Q${s(cx)} ${s(-246)} ${s(cx + 26)} ${s(-212)} Z"/>`);
  }
  const arches: string[] = [];
  for (let wx = -240; wx <= 220; wx += 40) {
    if (Math.abs(wx) < 120) continue;
    arches.push(archWindow(wx + 8, -18, 16, 38, scale));
  }
  for (let wx = -90; wx <= 70; wx += 40) arches.push(archWindow(wx + 8, -100, 14, 42, scale));
  arches.push(archWindow(-22, 0, 44, 70, scale));
  return `<g transform="translate(${f(x)} ${f(baseY)})"><g fill="${color}">${parts.join('')}</g><g fill="${windowColor}">${arches.join('')}</g></g>`;
}

/** A Rajput hill fort: a battlemented wall between round bastions, with the palace block rising behind. */
function fort(x: number, baseY: number, scale: number, color: string, windowColor: string): string {
  const s = (v: number) => f(v * scale);
  const parts: string[] = [];
  parts.push(`<rect x="${s(-110)}" y="${s(-200)}" width="${s(240)}" height="${s(200)}"/>`);
  for (const cx of [-70, 90]) {
    parts.push(`<rect x="${s(cx - 20)}" y="${s(-226)}" width="${s(40)}" height="${s(28)}"/>`);
    parts.push(`<path d="M${s(cx - 24)} ${s(-224)} Q${s(cx)} ${s(-256)} ${s(cx + 24)} ${s(-224)} Z"/>`);
    parts.push(`<rect x="${s(cx - 1.5)}" y="${s(-266)}" width="${s(3)}" height="${s(14)}"/>`);
  }
  parts.push(`<rect x="${s(-320)}" y="${s(-80)}" width="${s(640)}" height="${s(80)}"/>`);
  for (let bx = -320; bx < 320; bx += 24)
    parts.push(`<rect x="${s(bx)}" y="${s(-94)}" width="${s(13)}" height="${s(15)}"/>`);
  for (const bx of [-320, -170, 170, 320]) {
    parts.push(`<path d="M${s(bx - 30)} 0 V${s(-104)} Q${s(bx)} ${s(-126)} ${s(bx + 30)} ${s(-104)} V0 Z"/>`);
    for (let m = bx - 30; m < bx + 30; m += 15)
      parts.push(`<rect x="${s(m)}" y="${s(-122)}" width="${s(8)}" height="${s(12)}"/>`);
  }
  const openings: string[] = [];
  for (let wx = -96; wx <= 100; wx += 34) {
    openings.push(archWindow(wx, -150, 14, 30, scale));
    openings.push(archWindow(wx, -96, 14, 30, scale));
  }
  for (const jx of [-40, 40])
    openings.push(`<rect x="${s(jx - 22)}" y="${s(-182)}" width="${s(44)}" height="${s(8)}"/>`);
  openings.push(archWindow(-20, 0, 40, 60, scale));
  return `<g transform="translate(${f(x)} ${f(baseY)})"><g fill="${color}">${parts.join('')}</g><g fill="${windowColor}">${openings.join('')}</g></g>`;
}

function archWindow(x: number, bottom: number, width: number, height: number, scale: number): string {
  const s = (v: number) => f(v * scale);
  const r = width / 2;
  return `<path d="M${s(x)} ${s(bottom)} V${s(bottom - height + r)} A${s(r)} ${s(r)} 0 0 1 ${s(x + width)} ${s(bottom - height + r)} V${s(bottom)} Z"/>`;
}

/** A Nagara temple: curvilinear shikhara with amalaka, kalash and a saffron flag. */
function temple(x: number, baseY: number, height: number, color: string, flag: string): string {
  const w = height * 0.24;
  const body = `M${f(x - w)} ${f(baseY)} L${f(x - w * 0.92)} ${f(baseY - height * 0.42)} Q${f(x - w * 0.8)} ${f(baseY - height * 0.88)} ${f(x)} ${f(baseY - height)} Q${f(x + w * 0.8)} ${f(baseY - height * 0.88)} ${f(x + w * 0.92)} ${f(baseY - height * 0.42)} L${f(x + w)} ${f(baseY)} Z`;
  const porch = `M${f(x - w * 1.7)} ${f(baseY)} V${f(baseY - height * 0.3)} Q${f(x - w * 1.2)} ${f(baseY - height * 0.48)} ${f(x - w * 0.7)} ${f(baseY - height * 0.3)} V${f(baseY)} Z`;
  const amalaka = `<ellipse cx="${f(x)}" cy="${f(baseY - height - 4)}" rx="${f(w * 0.34)}" ry="${f(w * 0.12)}" fill="${color}"/>`;
  const kalash = circle(x, baseY - height - 14, w * 0.1, color, 1);
  const mast = `<rect x="${f(x - 1)}" y="${f(baseY - height - 54)}" width="2" height="44" fill="${color}"/>`;
  const pennant = `<path d="M${f(x + 1)} ${f(baseY - height - 54)} L${f(x + 30)} ${f(baseY - height - 46)} L${f(x + 1)} ${f(baseY - height - 36)} Z" fill="${flag}"/>`;
  const bandColor = mix(color, '#000000', 0.18);
  const bands = [0.2, 0.4, 0.6, 0.78]
    .map((t) => {
      const half = w * (t < 0.42 ? 0.93 : 0.93 - (t - 0.42) * 1.1);
      return `<rect x="${f(x - half)}" y="${f(baseY - height * t)}" width="${f(half * 2)}" height="3" fill="${bandColor}"/>`;
    })
    .join('');
  return `<path d="${body} ${porch}" fill="${color}"/>${bands}${amalaka}${kalash}${mast}${pennant}`;
}

function houseboat(x: number, waterY: number, scale: number, hull: string, roof: string, windowColor: string): string {
  const s = (v: number) => f(v * scale);
  const hullPath = `<path d="M${s(-150)} ${s(-20)} Q${s(-140)} ${s(12)} ${s(-96)} ${s(16)} L${s(96)} ${s(16)} Q${s(140)} ${s(12)} ${s(150)} ${s(-20)} Q${s(120)} ${s(-2)} ${s(90)} ${s(-4)} L${s(-90)} ${s(-4)} Q${s(-120)} ${s(-2)} ${s(-150)} ${s(-20)} Z" fill="${hull}"/>`;
  const roofPath = `<path d="M${s(-104)} ${s(-4)} Q${s(-108)} ${s(-62)} ${s(-50)} ${s(-70)} L${s(70)} ${s(-70)} Q${s(116)} ${s(-62)} ${s(110)} ${s(-4)} Z" fill="${roof}"/>`;
  let windows = '';
  for (let wx = -80; wx <= 70; wx += 30) {
    windows += `<rect x="${s(wx)}" y="${s(-40)}" width="${s(18)}" height="${s(24)}" rx="${s(3)}" fill="${windowColor}"/>`;
  }
  const reflection = `<path d="M${s(-130)} ${s(20)} L${s(130)} ${s(20)} L${s(100)} ${s(44)} L${s(-100)} ${s(44)} Z" fill="${hull}" opacity="0.25"/>`;
  return `<g transform="translate(${f(x)} ${f(waterY)})">${reflection}${roofPath}${windows}${hullPath}</g>`;
}

function rowingBoat(x: number, waterY: number, scale: number, color: string, canopy?: string): string {
  const s = (v: number) => f(v * scale);
  const hull = `<path d="M${s(-70)} ${s(-14)} Q${s(-50)} ${s(8)} ${s(0)} ${s(8)} Q${s(50)} ${s(8)} ${s(70)} ${s(-14)} Q${s(30)} ${s(-2)} ${s(0)} ${s(-2)} Q${s(-30)} ${s(-2)} ${s(-70)} ${s(-14)} Z" fill="${color}"/>`;
  const top = canopy
    ? `<path d="M${s(-30)} ${s(-2)} V${s(-30)} Q${s(0)} ${s(-40)} ${s(30)} ${s(-30)} V${s(-2)} Z" fill="${canopy}"/>`
    : '';
  return `<g transform="translate(${f(x)} ${f(waterY)})">${top}${hull}</g>`;
}

function sailboat(x: number, horizonY: number, scale: number, color: string, sail: string): string {
  const s = (v: number) => f(v * scale);
  return `<g transform="translate(${f(x)} ${f(horizonY)})"><path d="M${s(-30)} ${s(-4)} L${s(30)} ${s(-4)} L${s(22)} ${s(6)} L${s(-22)} ${s(6)} Z" fill="${color}"/><path d="M${s(0)} ${s(-6)} L${s(0)} ${s(-60)} L${s(26)} ${s(-8)} Z" fill="${sail}"/><path d="M${s(-3)} ${s(-10)} L${s(-3)} ${s(-46)} L${s(-22)} ${s(-10)} Z" fill="${sail}" opacity="0.85"/></g>`;
}

function camel(x: number, groundY: number, scale: number, color: string): string {
  const s = (v: number) => f(v * scale);
  const legs = [-16, -9, 10, 17]
    .map((lx) => `<rect x="${s(lx)}" y="${s(-28)}" width="${s(3.2)}" height="${s(28)}"/>`)
    .join('');
  const body = `<path d="M${s(-22)} ${s(-26)} Q${s(-24)} ${s(-40)} ${s(-8)} ${s(-44)} Q${s(2)} ${s(-62)} ${s(12)} ${s(-44)} Q${s(24)} ${s(-42)} ${s(23)} ${s(-30)} Q${s(18)} ${s(-22)} ${s(-22)} ${s(-26)} Z"/>`;
  const neck = `<path d="M${s(18)} ${s(-36)} Q${s(30)} ${s(-36)} ${s(31)} ${s(-54)} L${s(37)} ${s(-54)} Q${s(36)} ${s(-32)} ${s(22)} ${s(-28)} Z"/>`;
  const head = `<ellipse cx="${s(37)}" cy="${s(-55)}" rx="${s(7)}" ry="${s(4)}"/>`;
  return `<g transform="translate(${f(x)} ${f(groundY)})" fill="${color}">${legs}${body}${neck}${head}</g>`;
}

function elephant(x: number, groundY: number, scale: number, color: string): string {
  const s = (v: number) => f(v * scale);
  const legs = [-34, -18, 14, 28]
    .map((lx) => `<rect x="${s(lx)}" y="${s(-40)}" width="${s(12)}" height="${s(40)}" rx="${s(3)}"/>`)
    .join('');
  const body = `<path d="M${s(-44)} ${s(-30)} Q${s(-48)} ${s(-78)} ${s(-6)} ${s(-82)} Q${s(34)} ${s(-86)} ${s(42)} ${s(-56)} L${s(42)} ${s(-30)} Z"/>`;
  const head = `<path d="M${s(30)} ${s(-74)} Q${s(62)} ${s(-86)} ${s(66)} ${s(-54)} Q${s(70)} ${s(-26)} ${s(76)} ${s(-6)} L${s(68)} ${s(-4)} Q${s(58)} ${s(-30)} ${s(48)} ${s(-40)} Z"/>`;
  const tail = `<path d="M${s(-44)} ${s(-62)} Q${s(-54)} ${s(-50)} ${s(-52)} ${s(-34)} L${s(-49)} ${s(-34)} Q${s(-50)} ${s(-50)} ${s(-42)} ${s(-58)} Z"/>`;
  return `<g transform="translate(${f(x)} ${f(groundY)})" fill="${color}">${legs}${body}${head}${tail}</g>`;
}

// ---------------------------------------------------------------- scenes

interface Terrain {
  snowy: boolean;
  barren: boolean;
}

type Scene = (c: Canvas, terrain: Terrain) => string;

const SCENES: Record<Scenery, Scene> = {
  beach(c) {
    const horizon = 470 + c.rng() * 30;
    const headlandLeft = c.rng() < 0.5;
    const headlandColor = c.tone('#5d8a6a', 0.55);
    const headland = headlandLeft
      ? `<path d="M-20 ${f(horizon + 2)} Q120 ${f(horizon - 90)} 260 ${f(horizon - 40)} Q330 ${f(horizon - 20)} 380 ${f(horizon + 2)} Z" fill="${headlandColor}"/>`
      : `<path d="M1220 ${f(horizon + 2)} Q1080 ${f(horizon - 80)} 940 ${f(horizon - 36)} Q860 ${f(horizon - 16)} 820 ${f(horizon + 2)} Z" fill="${headlandColor}"/>`;
    const sea = water(c, horizon, '#1f7fa8');
    const surf = `<path d="M-20 ${f(horizon + 150)} Q300 ${f(horizon + 128)} 600 ${f(horizon + 146)} T1220 ${f(horizon + 132)} L1220 ${f(horizon + 150)} Q900 ${f(horizon + 160)} 600 ${f(horizon + 158)} T-20 ${f(horizon + 166)} Z" fill="${c.tone('#ffffff', 0.1)}" opacity="0.75"/>`;
    const sandFill = c.gradient([
      [0, c.tone('#f3d9a4')],
      [1, c.tone('#e2b877')],
    ]);
    const sand = `<path d="M-20 ${f(horizon + 158)} Q300 ${f(horizon + 138)} 600 ${f(horizon + 154)} T1220 ${f(horizon + 142)} L1220 ${HEIGHT} L-20 ${HEIGHT} Z" fill="${sandFill}"/>`;
    const boat = sailboat(
      headlandLeft ? 760 + c.rng() * 200 : 240 + c.rng() * 200,
      horizon + 16,
      0.7,
      c.tone('#6b4a3a', 0.3),
      c.tone('#fdf6e8', 0.2),
    );
    const palmColor = c.tone('#2f5d3a');
    const side = headlandLeft ? 1 : -1;
    const baseX = side > 0 ? 960 : 240;
    const palms = [0, 1, 2]
      .map((i) => {
        const x = baseX + side * (i * 95 - 40) + c.rng() * 30;
        const height = 330 - i * 55 + c.rng() * 40;
        return palm(x, 730 + i * 8, height, -side * (60 + c.rng() * 50), palmColor);
      })
      .join('');
    const shadows = `<ellipse cx="${f(baseX)}" cy="735" rx="170" ry="14" fill="${c.tone('#b98a52')}" opacity="0.5"/>`;
    return headland + sea + boat + surf + sand + shadows + palms;
  },

  snow(c, terrain) {
    const slopes = terrain.barren ? BARE_SLOPES : GREEN_SLOPES;
    const far = mountainRange(c, 470, 300, c.tone('#7d8fb0', 0.55), c.tone('#f4f7fb', 0.35));
    const mid = mountainRange(
      c,
      540,
      250,
      c.tone(terrain.barren ? '#7a6a64' : '#53657f', 0.25),
      c.tone('#ffffff', 0.1),
    );
    const near = hills(c, 640, 110, c.tone(slopes.near, 0.05), 320);
    const meadowFill = c.gradient([
      [0, c.tone(slopes.meadowTop)],
      [1, c.tone(slopes.meadowBottom)],
    ]);
    const meadow = `<path d="M-20 ${HEIGHT} L-20 690 Q300 650 600 680 T1220 670 L1220 ${HEIGHT} Z" fill="${meadowFill}"/>`;
    return far + mid + near + meadow + (terrain.barren ? poplars(c, 690) : pines(c, 690));
  },

  hills(c, terrain) {
    const far = terrain.snowy
      ? mountainRange(c, 430, 220, c.tone('#8aa0b8', 0.6), c.tone('#ffffff', 0.4))
      : hills(c, 430, 120, c.tone('#6f8fa0', 0.6), 300);
    const mid = hills(c, 520, 120, c.tone('#5f9a5b', 0.3), 280);
    const teaHill = hillPath(c, 640, 140, 380);
    const teaColor = c.tone('#4f8f3f');
    const rowColor = c.tone('#3b7430');
    const rows = Array.from({ length: 16 }, (_, i) => {
      const y = 480 + i * 20;
      return `<path d="M-40 ${f(y + 30)} Q300 ${f(y - 10)} 620 ${f(y + 20)} T1260 ${f(y)}" fill="none" stroke="${rowColor}" stroke-width="7" stroke-linecap="round"/>`;
    }).join('');
    const tea = `<path d="${teaHill}" fill="${teaColor}"/><g clip-path="${c.clip(teaHill)}">${rows}</g>`;
    const treeColor = c.tone('#2d5a34');
    const trunk = c.tone('#5a4030');
    const trees = Array.from({ length: 5 }, () =>
      roundTree(60 + c.rng() * 1080, 700 + c.rng() * 30, 40 + c.rng() * 30, treeColor, trunk),
    ).join('');
    return far + mid + tea + trees;
  },

  lake(c, terrain) {
    const shoreY = 540;
    const slopes = terrain.barren ? BARE_SLOPES : GREEN_SLOPES;
    const range = terrain.snowy
      ? mountainRange(c, shoreY, 280, c.tone(terrain.barren ? '#8a7466' : '#6d819e', 0.35), c.tone('#ffffff', 0.15))
      : hills(c, shoreY, 190, c.tone('#557c6a', 0.35), 300);
    const nearHills = hills(c, shoreY, 70, c.tone(slopes.shore, 0.15), 220);
    const lake = water(c, shoreY, terrain.barren ? '#1f6fa8' : '#2e6f8e');
    const underWater = c.clip(`M0 ${shoreY} H${WIDTH} V${HEIGHT} H0 Z`);
    const reflection = `<g clip-path="${underWater}"><g transform="translate(0 ${shoreY * 2}) scale(1 -1)" opacity="0.22">${nearHills}</g></g>`;
    const shoreTrees = terrain.barren ? '' : shorePines(c, shoreY + 6);
    const boatX = 380 + c.rng() * 440;
    const boat = rowingBoat(boatX, 640, 1.3, c.tone('#5a3b2a'), c.tone('#c0504d'));
    const foreground = `<path d="M-20 ${HEIGHT} L-20 700 Q140 680 260 720 Q320 740 360 ${HEIGHT} Z" fill="${c.tone(terrain.barren ? slopes.meadowBottom : '#355e3b')}"/>`;
    return range + nearHills + lake + reflection + shoreTrees + boat + foreground;
  },

  heritage(c, terrain) {
    if (terrain.barren) return gompaScene(c);
    const far = hills(c, 520, 90, c.tone('#a88f7a', 0.6), 320);
    const groundY = 600;
    const palaceColor = c.tone('#d9a46b', 0.1);
    const windowColor = c.tone('#8a5a3a', 0.1);
    const byWater = c.rng() < 0.5;
    const onHill = !byWater && c.rng() < 0.6;
    const buildingX = 600 + (c.rng() - 0.5) * 200;
    const rock = `<path d="M${f(buildingX - 460)} ${groundY + 2} Q${f(buildingX - 330)} ${groundY - 70} ${f(buildingX - 200)} ${groundY - 86} L${f(buildingX + 220)} ${groundY - 88} Q${f(buildingX + 360)} ${groundY - 70} ${f(buildingX + 470)} ${groundY + 2} Z" fill="${c.tone('#9c7a55', 0.15)}"/>`;
    const building = onHill
      ? rock + fort(buildingX, groundY - 84, 0.9, palaceColor, windowColor)
      : palace(buildingX, groundY, 0.95 + c.rng() * 0.2, palaceColor, windowColor);
    let ground: string;
    if (byWater) {
      const pool = water(c, groundY, '#3a7f9a');
      const reflection = `<g transform="translate(0 ${groundY * 2}) scale(1 -1)" opacity="0.28">${building}</g>`;
      ground = pool + reflection;
    } else {
      const fill = c.gradient([
        [0, c.tone('#cfa66f')],
        [1, c.tone('#b08550')],
      ]);
      ground = `<rect x="0" y="${groundY}" width="${WIDTH}" height="${HEIGHT - groundY}" fill="${fill}"/>`;
      ground += grassTufts(c, groundY + 30, CAPTION_TOP, c.tone('#8f7a3f'), 30);
    }
    const treeColor = c.tone('#3d5a35');
    const trunk = c.tone('#4d3a2a');
    const trees = [80 + c.rng() * 80, 1040 + c.rng() * 80]
      .map((x) => roundTree(x, groundY + 110, 70 + c.rng() * 25, treeColor, trunk))
      .join('');
    return far + ground + building + trees;
  },

  desert(c, terrain) {
    // The cold desert of Nubra lies under snow peaks; the Thar has its forts.
    const backdrop = terrain.snowy
      ? mountainRange(c, 560, 300, c.tone('#8a7466', 0.4), c.tone('#ffffff', 0.2))
      : hills(c, 520, 60, c.tone('#d9a86a', 0.5), 400) +
        fort(300 + c.rng() * 600, 482, 0.5, c.tone('#c98f52', 0.45), c.tone('#9a6a40', 0.45));
    const dune1 = hills(c, 580, 80, c.tone('#e6b470', 0.25), 360);
    const dune2 = hills(c, 660, 90, c.tone('#d99a55', 0.1), 420);
    const dune3Fill = c.gradient([
      [0, c.tone('#efc07a')],
      [1, c.tone('#d6954f')],
    ]);
    const dune3 = `<path d="${hillPath(c, 730, 60, 500)}" fill="${dune3Fill}"/>`;
    const caravanX = 200 + c.rng() * 700;
    const camelColor = c.tone('#5a3a26');
    const caravan = [0, 1, 2].map((i) => camel(caravanX + i * 62, 640 - i * 3, 1.05, camelColor)).join('');
    const shrubs = grassTufts(c, 700, CAPTION_TOP, c.tone('#8a7a3a'), 12);
    return backdrop + dune1 + caravan + dune2 + dune3 + shrubs;
  },

  saltflat(c) {
    const horizon = 520;
    const scrub = `<path d="M-20 ${horizon + 4} Q300 ${horizon - 14} 600 ${horizon - 4} T1220 ${horizon - 6} L1220 ${horizon + 4} Z" fill="${c.tone('#6f7a4a', 0.5)}"/>`;
    const villageX = c.rng() < 0.5 ? 120 + c.rng() * 200 : 800 + c.rng() * 250;
    const huts = [0, 1, 2, 3]
      .map((i) => bhunga(villageX + i * 58 + c.rng() * 12, horizon + 2, 0.8 + c.rng() * 0.3, c))
      .join('');
    const saltFill = c.gradient([
      [0, mix(c.tone('#f7f5ef'), c.sky.horizon, 0.35)],
      [1, c.tone('#ecebe6')],
    ]);
    let cracks = '';
    const crackColor = c.tone('#cfc8b8');
    for (let row = 0; row < 9; row++) {
      const y = horizon + 12 + row * row * 2.6 + row * 8;
      const width = 0.6 + row * 0.28;
      let d = `M-20 ${f(y)}`;
      for (let x = 40; x <= WIDTH + 60; x += 60 + row * 14) d += ` L${f(x)} ${f(y + (c.rng() - 0.5) * (4 + row * 2))}`;
      cracks += `<path d="${d}" fill="none" stroke="${crackColor}" stroke-width="${f(width)}"/>`;
      for (let k = 0; k < 10 + row; k++) {
        const x = c.rng() * WIDTH;
        const drop = 6 + row * 5;
        cracks += `<path d="M${f(x)} ${f(y)} L${f(x + (c.rng() - 0.5) * drop)} ${f(y + drop)}" stroke="${crackColor}" stroke-width="${f(width)}"/>`;
      }
    }
    const flat = `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${saltFill}"/>`;
    return scrub + huts + flat + cracks;
  },

  backwaters(c) {
    const bankY = 480;
    const farPalmColor = c.tone('#2f5d3a', 0.45);
    const farBank = `<rect x="0" y="${bankY - 18}" width="${WIDTH}" height="24" fill="${c.tone('#4a7a44', 0.45)}"/>`;
    const farPalms = Array.from({ length: 14 }, (_, i) =>
      palm(i * 90 + c.rng() * 50, bankY - 10, 90 + c.rng() * 50, (c.rng() - 0.5) * 40, farPalmColor),
    ).join('');
    const lagoon = water(c, bankY + 4, '#3d7f6e');
    const boat = houseboat(420 + c.rng() * 360, 600, 1.1, c.tone('#4a2e1e'), c.tone('#c79a52'), c.tone('#6b4a2a'));
    const nearLeft = c.rng() < 0.5;
    const bank = nearLeft
      ? `<path d="M-20 ${HEIGHT} L-20 620 Q160 640 300 ${HEIGHT} Z" fill="${c.tone('#3f6b35')}"/>`
      : `<path d="M1220 ${HEIGHT} L1220 620 Q1040 640 900 ${HEIGHT} Z" fill="${c.tone('#3f6b35')}"/>`;
    const side = nearLeft ? 1 : -1;
    const nearPalmColor = c.tone('#24482c');
    const nearPalms = [0, 1]
      .map((i) =>
        palm(
          nearLeft ? 60 + i * 110 : 1140 - i * 110,
          740 - i * 40,
          360 - i * 60,
          side * (120 + i * 40),
          nearPalmColor,
        ),
      )
      .join('');
    return farBank + farPalms + lagoon + boat + bank + nearPalms;
  },

  ghats(c) {
    const waterY = 560;
    const farBank = `<rect x="0" y="${waterY - 14}" width="${WIDTH}" height="16" fill="${c.tone('#e1c79a', 0.5)}"/>`;
    const river = water(c, waterY, '#5a7f8a');
    const onLeft = c.rng() < 0.5;
    const span = 760;
    const x0 = onLeft ? -20 : WIDTH + 20 - span;
    const buildingColors = ['#d9a066', '#e8c28a', '#c97f5a', '#efd9a8'];
    let skyline = '';
    let bx = x0;
    while (bx < x0 + span) {
      const w = 60 + c.rng() * 70;
      const h = 110 + c.rng() * 130;
      const color = c.tone(pickFrom(buildingColors, Math.floor(c.rng() * 4)));
      skyline += `<rect x="${f(bx)}" y="${f(440 - h)}" width="${f(w + 1)}" height="${f(h + 60)}" fill="${color}"/>`;
      for (let wy = 440 - h + 20; wy < 470; wy += 34) {
        for (let wx = bx + 10; wx < bx + w - 14; wx += 22) {
          skyline += `<rect x="${f(wx)}" y="${f(wy)}" width="9" height="14" fill="${c.tone('#6a4a36')}" opacity="0.75"/>`;
        }
      }
      bx += w;
    }
    const templeColor = c.tone('#c8643c');
    const temples = [0.3, 0.68]
      .map((t) => temple(x0 + span * t + (c.rng() - 0.5) * 60, 440, 170 + c.rng() * 60, templeColor, '#f08a24'))
      .join('');
    let steps = '';
    for (let i = 0; i < 6; i++) {
      const y = 470 + i * 15;
      const inset = i * 18;
      const color = c.tone(i % 2 === 0 ? '#d8c3a0' : '#c4ab84');
      steps += `<rect x="${f(onLeft ? x0 : x0 + inset)}" y="${f(y)}" width="${f(span - inset)}" height="16" fill="${color}"/>`;
    }
    const umbrellas = Array.from({ length: 4 }, (_, i) => {
      const ux = x0 + 80 + i * (span / 4) + c.rng() * 40;
      const uy = 500 + c.rng() * 20;
      return `<rect x="${f(ux - 1.5)}" y="${f(uy)}" width="3" height="30" fill="${c.tone('#5a4030')}"/><path d="M${f(ux - 30)} ${f(uy + 4)} Q${f(ux)} ${f(uy - 24)} ${f(ux + 30)} ${f(uy + 4)} Z" fill="${c.tone('#c98d3a')}"/>`;
    }).join('');
    const boats = Array.from({ length: 3 }, () =>
      rowingBoat(100 + c.rng() * 1000, 620 + c.rng() * 80, 0.9 + c.rng() * 0.5, c.tone('#4a3526')),
    ).join('');
    const lampsLit = c.sky.light < 0.7;
    const diyas = lampsLit
      ? Array.from({ length: 26 }, () =>
          circle(c.rng() * WIDTH, 600 + c.rng() * 110, 2.5 + c.rng() * 2, '#ffc35a', 0.9),
        ).join('')
      : '';
    return farBank + river + skyline + temples + steps + umbrellas + boats + diyas;
  },

  forest(c) {
    const far = hills(c, 470, 110, c.tone('#5f8a78', 0.6), 300);
    const canopyFar = c.tone('#3f6f4a', 0.35);
    const canopyNear = c.tone('#2c5535', 0.1);
    const treeLine = (baseY: number, color: string, size: number): string => {
      const crowns = Array.from({ length: Math.ceil(WIDTH / (size * 0.9)) + 2 }, (_, i) => {
        const radius = size * (0.6 + c.rng() * 0.35);
        return circle(i * size * 0.9 - 20 + c.rng() * 20, baseY - c.rng() * size * 0.5, radius, color, 1);
      }).join('');
      return `${crowns}<rect x="0" y="${f(baseY)}" width="${WIDTH}" height="${f(HEIGHT - baseY)}" fill="${color}"/>`;
    };
    const grassFill = c.gradient([
      [0, c.tone('#b5a65a')],
      [1, c.tone('#8c8a45')],
    ]);
    const grass = `<path d="M-20 ${HEIGHT} L-20 640 Q300 610 600 630 T1220 620 L1220 ${HEIGHT} Z" fill="${grassFill}"/>`;
    const animal = c.rng() < 0.6 ? elephant(300 + c.rng() * 600, 690, 1.1, c.tone('#5c5650')) : '';
    const tufts = grassTufts(c, 650, CAPTION_TOP, c.tone('#7a7a38'), 40);
    const sal = c.tone('#264a2e');
    const trunk = c.tone('#3d2e22');
    const edgeTrees =
      roundTree(40 + c.rng() * 60, 760, 110, sal, trunk) + roundTree(1120 + c.rng() * 60, 760, 120, sal, trunk);
    return far + treeLine(520, canopyFar, 70) + treeLine(590, canopyNear, 90) + grass + animal + tufts + edgeTrees;
  },
};

/** A Ladakhi gompa: whitewashed halls climbing a bare hill under snow peaks, with prayer flags. */
function gompaScene(c: Canvas): string {
  const range = mountainRange(c, 500, 260, c.tone('#8a7466', 0.45), c.tone('#ffffff', 0.25));
  const hillX = 420 + c.rng() * 360;
  const hill = `<path d="M${f(hillX - 520)} ${HEIGHT} Q${f(hillX - 260)} 520 ${f(hillX - 40)} 430 Q${f(hillX + 60)} 410 ${f(hillX + 160)} 450 Q${f(hillX + 360)} 540 ${f(hillX + 560)} ${HEIGHT} Z" fill="${c.tone('#a5825c', 0.1)}"/>`;
  const wall = c.tone('#f4efe4');
  const band = c.tone('#7a2e2a');
  const opening = c.tone('#3a2a24');
  const halls: [number, number, number, number][] = [
    [-230, 640, 120, 60],
    [-120, 600, 110, 70],
    [-20, 520, 130, 110],
    [-60, 440, 90, 80],
    [100, 560, 120, 80],
    [200, 620, 110, 60],
  ];
  let buildings = '';
  for (const [dx, top, width, height] of halls) {
    const x = hillX + dx;
    buildings += `<rect x="${f(x)}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>`;
    buildings += `<rect x="${f(x)}" y="${top}" width="${width}" height="9" fill="${band}"/>`;
    for (let wx = x + 12; wx < x + width - 16; wx += 24) {
      for (let wy = top + 22; wy < top + height - 14; wy += 26) {
        buildings += `<path d="M${f(wx)} ${f(wy)} h10 l2 14 h-14 Z" fill="${opening}"/>`;
      }
    }
  }
  const finial = `<path d="M${f(hillX - 4)} 440 L${f(hillX + 4)} 440 L${f(hillX + 2)} 418 L${f(hillX - 2)} 418 Z" fill="#d9a032"/>`;
  const flagColors = ['#2f6fb5', '#f4f4f4', '#c23b2e', '#3f8f4f', '#e6b530'];
  let flags = `<path d="M${f(hillX - 16)} 436 Q${f(hillX - 160)} 560 ${f(hillX - 330)} 700" fill="none" stroke="${c.tone('#5a4a3a')}" stroke-width="1.5"/>`;
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const x = (1 - t) * (1 - t) * (hillX - 16) + 2 * (1 - t) * t * (hillX - 160) + t * t * (hillX - 330);
    const y = (1 - t) * (1 - t) * 436 + 2 * (1 - t) * t * 560 + t * t * 700;
    flags += `<rect x="${f(x - 5)}" y="${f(y)}" width="10" height="13" fill="${c.tone(pickFrom(flagColors, i))}"/>`;
  }
  return range + hill + buildings + finial + flags + poplars(c, 700);
}

// ---------------------------------------------------------------- caption

function captionBand(input: PackageImageInput): string {
  const label = `${input.destination} · ${input.theme}`;
  return [
    `<rect x="0" y="${CAPTION_TOP}" width="${WIDTH}" height="${HEIGHT - CAPTION_TOP}" fill="#0b1020" opacity="0.55"/>`,
    `<text x="40" y="${CAPTION_TOP + 48}" font-family="sans-serif" font-size="30" font-weight="600" fill="#ffffff">${escapeXml(input.caption)}</text>`,
    `<text x="${WIDTH - 40}" y="${CAPTION_TOP + 47}" font-family="sans-serif" font-size="22" fill="#ffffff" opacity="0.78" text-anchor="end">${escapeXml(label)}</text>`,
  ].join('');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// ---------------------------------------------------------------- helpers

function circle(cx: number, cy: number, r: number, fill: string, opacity: number): string {
  const alpha = opacity >= 1 ? '' : ` opacity="${f(Math.max(0, opacity))}"`;
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${alpha}/>`;
}

/** Rounds for compact markup. */
function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function mix(from: string, to: string, amount: number): string {
  const t = Math.min(1, Math.max(0, amount));
  const a = rgbOf(from);
  const b = rgbOf(to);
  const channel = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * t);
  return `#${[channel(0), channel(1), channel(2)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function pickFrom<T>(items: readonly T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length] as T;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
