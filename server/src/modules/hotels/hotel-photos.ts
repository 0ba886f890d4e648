// Generated flat-illustration photos for the demo hotel inventory, so the catalogue needs no image host (the
// holiday packages' pictures are drawn the same way, in db/seed/images.ts). The same input always draws the same
// picture: the hotel's id picks its facade, accent and wood colours, its stars how grand everything is, and its
// city kind what is seen outside.

import { hashUnit, mulberry32 } from '../../db/seed/random.ts';

export type HotelPhotoKind = 'EXTERIOR' | 'LOBBY' | 'ROOM' | 'BATHROOM' | 'POOL' | 'RESTAURANT';
export type HotelCityKind = 'METRO' | 'CITY' | 'HILL' | 'BEACH' | 'PILGRIMAGE' | 'HERITAGE';
export interface HotelPhotoInput {
  hotelId: string; // e.g. 'GOI-0012'; seeds the drawing so the same input always draws the same picture
  kind: HotelPhotoKind;
  stars: number; // 1–5: more stars, a taller and grander building, a richer lobby and room
  cityKind: HotelCityKind; // what is seen outside: skyline, hills and pines, sea, temples, a fort
  caption: string; // drawn in a band at the bottom, e.g. 'Deluxe Room, king bed'
  bed?: 'KING' | 'QUEEN' | 'TWIN' | 'DOUBLE'; // for ROOM: one big bed, or two singles
}

const [W, H, CAPTION_TOP] = [1200, 800, 724];
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const FACADES = ['#efe4d2', '#e9dcc8', '#dde4ea', '#f2e8dc', '#e4d6c0', '#e2e8df'];
const ACCENTS = ['#b5453a', '#1f6f8b', '#7a4b8c', '#2f7d5b', '#c7822b', '#8a2f4d'];
const WOODS = ['#8a5a3b', '#6e4630', '#a0724b', '#5c3d2e'];
const GROUNDS: Partial<Record<HotelCityKind, string>> = { BEACH: '#e8d3a2', HILL: '#6d9a57', HERITAGE: '#cfae7c' };
const DAY = ['#5c9fe0', '#dcf0f9', '#fff7da'] as const; // sky top, horizon, sun
const DUSK = ['#34407e', '#f4a66e', '#ffd98c'] as const;
const [GOLD, LIT, GLOW, DARK] = ['#d9b35a', '#ffd98a', '#fff2c4', '#3a2a20'];

type Ctx = ReturnType<typeof canvas>;

/** A 1200×800 flat-illustration SVG (string) of the hotel photo. */
export function renderHotelPhotoSvg(input: HotelPhotoInput): string {
  const defs: string[] = [];
  const c = canvas(input, defs);
  const body = SCENES[input.kind](c, input);
  const label = escapeXml(input.caption);
  const stars = Array.from({ length: c.s }, (_, i) => star(W - 52 - i * 30, CAPTION_TOP + 38, 12, '#f4c542'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">`,
    `<title>${label}</title><defs>${defs.join('')}</defs>${body}`,
    rect(0, CAPTION_TOP, W, H - CAPTION_TOP, '#0b1020', ' opacity="0.6"'),
    `<text x="40" y="${CAPTION_TOP + 48}" font-family="${FONT}" font-size="30" font-weight="600" fill="#ffffff">${label}</text>`,
    `${stars.join('')}</svg>`,
  ].join('');
}

/** What every scene draws with: the hotel's stars and colours, its random numbers, and the <defs> it adds to. */
function canvas(input: HotelPhotoInput, defs: string[]) {
  const rng = mulberry32(hashUnit(`${input.hotelId}/${input.kind}`) * 2 ** 32);
  const look = Math.floor(hashUnit(input.hotelId) * 2 ** 32); // a hotel keeps its colours in every photo
  const prefix = `h${Math.floor(hashUnit(JSON.stringify(input)) * 2 ** 32).toString(36)}-`;
  // Puts a definition (its id written as "ID") in <defs> and answers its url(#…).
  const def = (tag: string) => `url(#${prefix}${defs.push(tag.replace('"ID"', `"${prefix}${defs.length}"`)) - 1})`;
  return {
    rng,
    s: Math.min(5, Math.max(1, Math.round(input.stars) || 1)),
    city: input.cityKind,
    dusk: input.kind === 'EXTERIOR' && rng() < 0.3,
    facade: pick(FACADES, look),
    accent: pick(ACCENTS, look >>> 4),
    wood: pick(WOODS, look >>> 8),
    grad: (from: string, to: string, horizontal = false) =>
      def(
        `<linearGradient id="ID"${horizontal ? '' : ' x2="0" y2="1"'}><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
      ),
    pattern: (w: number, h: number, body: string, background = 'none') =>
      def(
        `<pattern id="ID" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${rect(0, 0, w, h, background)}${body}</pattern>`,
      ),
    clip: (d: string) => def(`<clipPath id="ID"><path d="${d}"/></clipPath>`),
  };
}

// ---------------------------------------------------------------- outdoors

function sky(c: Ctx, bottom: number): string {
  const [top, low, sun] = c.dusk ? DUSK : DAY;
  const sunX = c.rng() < 0.5 ? 90 + c.rng() * 260 : 850 + c.rng() * 260;
  let out = `${rect(0, 0, W, bottom, c.grad(top, low))}${circle(sunX, bottom * (c.dusk ? 0.62 : 0.2), c.dusk ? 56 : 40, sun)}`;
  for (let i = 0; i < 2; i++) {
    const at = `translate(${f(120 + i * 520 + c.rng() * 400)} ${f(50 + c.rng() * bottom * 0.2)}) scale(${f(0.6 + c.rng() * 0.6)})`;
    out += `<g fill="#ffffff" opacity="${c.dusk ? 0.3 : 0.85}" transform="${at}"><ellipse rx="80" ry="20"/><circle cx="-24" cy="-12" r="26"/><circle cx="20" cy="-18" r="32"/></g>`;
  }
  return out;
}

/** What lies beyond the hotel, down to the horizon `hy`. */
function backdrop(c: Ctx, hy: number): string {
  const r = c.rng;
  const hill = (base: number, amp: number, color: string) => {
    let d = `M0 ${hy} L0 ${f(base - r() * amp)}`;
    for (let x = 0; x < W; x += 240) d += ` Q${x + 120} ${f(base - amp - r() * amp)} ${x + 240} ${f(base - r() * amp)}`;
    return path(`${d} L${W} ${hy} Z`, color);
  };
  if (c.city === 'METRO' || c.city === 'CITY') {
    // Towers in two layers for a metro; low houses in pastel and trees for a city.
    const metro = c.city === 'METRO';
    const windows = c.pattern(16, 22, rect(5, 6, 7, 10, c.dusk ? LIT : '#e3eef5'));
    let out = '';
    for (let layer = metro ? 1 : 0; layer >= 0; layer--) {
      for (let x = -20; x < W; x += metro ? 0 : 14 + r() * 40) {
        const [w, h] = [50 + r() * 70, metro ? 100 + r() * (layer ? 210 : 150) : 50 + r() * 100];
        const color = metro ? pick(['#8396aa', '#b3c0ce'], layer) : pick(['#d9b48f', '#e6cfa8', '#c7b6a6'], r() * 3);
        out += `${rect(x, hy - h, w - 6, h, color)}${rect(x + 4, hy - h + 8, w - 14, h - 8, windows, ' opacity="0.6"')}`;
        if (metro && !layer && r() < 0.3) out += rect(x + w / 2 - 4, hy - h - 34, 3, 34, color);
        x += w;
      }
    }
    for (let x = 20; !metro && x < W; x += 70 + r() * 60) out += circle(x, hy - 10, 22 + r() * 14, '#5f8a4e');
    return out;
  }
  if (c.city === 'HILL') {
    let out = hill(hy - 150, 120, '#9fb6c4') + hill(hy - 50, 80, '#6f9a6a');
    for (let i = 0; i < 22; i++) out += pine(r() * W, hy - 4 - r() * 40, 36 + r() * 40, '#2f5a3c');
    return out;
  }
  if (c.city === 'BEACH') {
    const [top, bx] = [hy - 100, f(100 + r() * 1000)];
    let out = `${hill(top, 16, '#8fb0a8')}${rect(0, top, W, 100, c.grad('#5fb0d0', '#2b80a8'))}${rect(0, hy - 10, W, 10, '#f0dcaa')}`;
    for (let i = 0; i < 12; i++) out += rect(r() * W, top + 8 + r() * 80, 20 + r() * 50, 2, '#fff', ' opacity="0.5"');
    return `${out}<path d="M${bx} ${top + 40} l0 -54 l34 50 Z" fill="#ffffff"/><path d="M${bx} ${top + 42} m-24 0 h60 l-8 8 h-44 Z" fill="#6b4a33"/>`;
  }
  if (c.city === 'PILGRIMAGE') {
    // A temple's curved shikhara with its saffron flag, and a domed shrine beside it.
    const x = 200 + r() * 800;
    const spire = `<g transform="translate(${f(x)} ${hy - 6})" fill="#d98c4a"><rect x="-120" y="-40" width="240" height="40"/><rect x="-105" y="-95" width="70" height="55"/><path d="M-112 -95 L-70 -130 L-28 -95 Z M-50 -40 L-50 -120 Q-46 -220 0 -262 Q46 -220 50 -120 L50 -40 Z"/><ellipse cy="-264" rx="18" ry="7" fill="#b86f36"/><path d="M-1 -270 V-312" stroke="#6b4a33" stroke-width="3"/><path d="M0 -312 L34 -302 L0 -292 Z" fill="#f28a1a"/><path d="M-40 -150 H40 M-46 -110 H46 M-34 -190 H34" stroke="#b86f36" stroke-width="4"/></g>`;
    const dome = `<g transform="translate(${f(x < 600 ? x + 300 : x - 300)} ${hy - 6})" fill="#efe2c8"><rect x="-70" y="-70" width="140" height="70"/><path d="M-52 -70 C-56 -130 0 -140 0 -170 C0 -140 56 -130 52 -70 Z"/></g>`;
    return hill(hy - 30, 40, '#c9b79a') + spire + dome;
  }
  // HERITAGE: a hill fort, its bastions topped by chhatris, and a gateway arch.
  let fort = `<g transform="translate(${f(r() < 0.5 ? 180 + r() * 160 : 860 + r() * 160)} ${hy - 70})" fill="#c98f5a"><rect x="-300" y="-80" width="600" height="80"/>`;
  for (let bx = -300; bx < 300; bx += 24) fort += `<rect x="${bx}" y="-94" width="13" height="16"/>`;
  for (const tx of [-300, 0, 300]) {
    fort += `<rect x="${tx - 34}" y="-150" width="68" height="150" rx="8"/><rect x="${tx - 30}" y="-176" width="6" height="26"/><rect x="${tx + 24}" y="-176" width="6" height="26"/><path d="M${tx - 38} -174 Q${tx} -226 ${tx + 38} -174 Z"/>`;
  }
  fort += `<path d="M-26 0 V-40 A26 26 0 0 1 26 -40 V0 Z" fill="#6b4128"/></g>`;
  return hill(hy - 40, 70, '#b8916a') + fort + rect(0, hy - 72, W, 72, '#b8916a');
}

function pine(x: number, gy: number, h: number, color: string): string {
  let d = `M${f(x - h * 0.03)} ${f(gy)} v${f(-h * 0.2)} h${f(h * 0.06)} v${f(h * 0.2)} Z`;
  for (const t of [0, 0.3, 0.55]) {
    d += ` M${f(x)} ${f(gy - h + t * h * 0.7)} l${f(h * (0.12 + t * 0.3))} ${f(h * 0.45)} h${f(-h * (0.24 + t * 0.6))} Z`;
  }
  return path(d, color);
}

/** A palm by the sea, a pine in the hills, a round tree elsewhere, standing at (x, gy). */
function plant(c: Ctx, x: number, gy: number, size: number): string {
  if (c.city === 'HILL') return pine(x, gy, size * 2.6, '#2c5a3a');
  if (c.city !== 'BEACH') {
    const crown = (dx: number) => circle(x + dx * size, gy - size * (dx ? 1.15 : 1.5), size * 0.55, '#4f7f45');
    return `${rect(x - size * 0.07, gy - size, size * 0.14, size, '#6b4a33')}${[-0.45, 0, 0.45].map(crown).join('')}`;
  }
  const lean = (c.rng() - 0.5) * size;
  const [tx, ty, bend, mid] = [x + lean, gy - size * 2.8, x + lean * 0.1, gy - size * 1.4];
  const trunk = `M${f(x - size * 0.1)} ${gy} Q${f(bend)} ${f(mid)} ${f(tx - 3)} ${f(ty)} h6 Q${f(bend + 8)} ${f(mid)} ${f(x + size * 0.1)} ${gy} Z`;
  let leaves = '';
  for (const a of [-175, -145, -118, -90, -62, -35, -5, 30, 150]) {
    const ex = tx + Math.cos((a * Math.PI) / 180) * size * 1.25;
    const ey = ty + Math.sin((a * Math.PI) / 180) * size * 0.55 + size * 0.5;
    const [mx, my, nx, ny] = [(tx + ex) / 2, (ty + ey) / 2 - size * 0.35, -(ey - ty) * 0.1, (ex - tx) * 0.1];
    leaves += `M${f(tx)} ${f(ty)} Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)} Q${f(mx - nx)} ${f(my - ny)} ${f(tx)} ${f(ty)} Z `;
  }
  return `${path(trunk, '#8a6a45')}${path(leaves, '#2f6b3e')}${circle(tx - 5, ty + 7, 5, '#5a4630')}${circle(tx + 5, ty + 8, 5, '#5a4630')}`;
}

function car(x: number, gy: number, body: string): string {
  const wheel = (wx: number) => `${circle(wx, gy - 14, 16, '#222222')}${circle(wx, gy - 14, 7, '#9aa0a6')}`;
  const taxi = body === '#f2c230' ? rect(x + 14, gy - 46, 168, 8, '#222222') : '';
  return `${path(`M${x} ${gy - 14} v-30 q4 -14 30 -16 l28 -28 h72 l34 28 q30 2 32 16 v30 Z`, body)}${taxi}${path(`M${x + 64} ${gy - 64} l-22 22 h54 v-22 Z M${x + 104} ${gy - 64} v22 h52 l-24 -22 Z`, '#bcd4e2')}${wheel(x + 42)}${wheel(x + 154)}`;
}

function exterior(c: Ctx): string {
  const { s, rng: r } = c;
  const g = 646; // where the building meets the road
  let out = `${sky(c, g - 40)}${backdrop(c, g - 40)}${rect(0, g - 40, W, 40, GROUNDS[c.city] ?? '#8fae6a')}${rect(0, g, W, H - g, '#8d8f94')}${rect(0, g, W, 7, '#d2cec4')}`;
  const [floors, fh, lobbyH, bw] = [Math.round(1.4 + s * 1.7), 38, 64 + s * 6, 300 + s * 76];
  const [bx, top, slab] = [600 - bw / 2, g - lobbyH - floors * fh, mix(c.facade, '#000000', 0.15)];
  const mullions = c.pattern(40, 40, rect(0, 0, 3, 40, '#eef3f6'));
  const ribbon = c.dusk ? c.grad('#4a5a80', '#2e3a5a', true) : c.grad('#a6cbe2', '#5d86a6', true);
  // Glass bands for the grand hotels; framed windows (a balcony rail at 3 stars, air conditioners below) otherwise.
  const windowsFor = (x0: number, w: number, y0: number, n: number): string => {
    let o = '';
    for (let y = y0; y < y0 + n * fh; y += fh) {
      o += rect(x0, y + fh - 3, w, 3, slab);
      if (s >= 4) {
        o += rect(x0 + 12, y + 7, w - 24, fh - 14, ribbon);
        for (let k = 0; c.dusk && k < 3; k++)
          o += rect(x0 + 15 + Math.floor(r() * (w / 40 - 1.5)) * 40, y + 7, 37, fh - 14, LIT);
        o += rect(x0 + 12, y + 7, w - 24, fh - 14, mullions);
        continue;
      }
      const cols = Math.floor((w - 30) / 58);
      const [step, ww] = [(w - 30) / cols, s === 3 ? 40 : 32];
      for (let x = x0 + 15 + (step - ww) / 2; x < x0 + w - 15 - ww / 2; x += step) {
        const glass = c.dusk ? (r() < 0.6 ? LIT : '#3a4660') : '#7fa3bd';
        o += rect(x, y + 7, ww, fh - 16, glass, ' stroke="#fff" stroke-width="3"');
        if (s === 3) o += rect(x - 5, y + fh - 11, ww + 10, 4, c.accent);
        else if (r() < 0.3) o += rect(x + ww - 12, y + fh - 12, 20, 9, '#e4e4e0', ' stroke="#a9a9a4"');
      }
    }
    return o;
  };
  const [ww, wf] = [60 + s * 16, floors - 4]; // the wings of a 4- or 5-star hotel
  for (const wx of s >= 4 ? [bx - ww, bx + bw] : []) {
    out += `${rect(wx, g - lobbyH - wf * fh, ww, wf * fh + lobbyH, mix(c.facade, '#000000', 0.07))}${windowsFor(wx, ww, g - lobbyH - wf * fh, wf)}${rect(wx + 10, g - lobbyH + 12, ww - 20, lobbyH - 12, ribbon)}`;
  }
  out += `${rect(bx, top, bw, g - top, c.facade)}${windowsFor(bx, bw, top, floors)}`;
  out += `${s >= 4 ? rect(bx - 14, top - 16, bw + 28, 16, mix(c.accent, '#000000', 0.25)) : rect(bx - 4, top - 10, bw + 8, 10, slab)}`;
  if (s <= 2)
    out += `${rect(bx + 30, top - 46, 50, 36, '#2b2b2b', ' rx="6"')}${rect(bx + 26, top - 50, 58, 8, '#3b3b3b', ' rx="4"')}`;
  const [signW, signY] = [150 + s * 12, top - (s >= 4 ? 62 : 54)];
  out += `${rect(600 - signW / 2, signY, signW, 40, c.accent, ' rx="4"')}<text x="${600 - signW / 2 + 16}" y="${signY + 29}" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="3" fill="#ffffff">HOTEL</text>`;
  for (let i = 0; i < s; i++) out += star(600 + signW / 2 - 16 - i * 16, signY + 20, 7, '#f4c542');
  const gy = g - lobbyH; // the ground floor: glass lobby, doors, steps, and an awning or a porte-cochère
  out += `${rect(bx, gy, bw, lobbyH, mix(c.facade, '#000000', 0.1))}${rect(bx + 16, gy + 14, bw - 32, lobbyH - 14, c.dusk ? '#ffcf7a' : '#bcd3df')}${rect(bx + 16, gy + 14, bw - 32, lobbyH - 14, mullions)}`;
  out += `${rect(560, g - 60, 80, 60, '#4a5560')}${rect(599, g - 60, 2, 60, '#c9d2d8')}${rect(540, g - 4, 120, 8, '#e6e1d6')}`;
  const cw = 180 + s * 50;
  if (s <= 2)
    out += `${path(`M532 ${gy + 4} h136 l18 30 h-172 Z`, c.accent)}${path(`M532 ${gy + 4} h136 l4 7 h-144 Z`, '#fff', ' opacity="0.4"')}`;
  else
    out += `${rect(600 - cw / 2 + 14, gy + 8, 12, g - gy - 8, '#e4ded2')}${rect(600 + cw / 2 - 26, gy + 8, 12, g - gy - 8, '#e4ded2')}${rect(600 - cw / 2, gy - 6, cw, 18, mix(c.accent, '#000000', 0.2))}${s === 5 ? rect(600 - cw / 2, gy + 9, cw, 3, GOLD) : ''}`;
  for (const px of s === 5 ? [372, 824] : []) {
    out += `${rect(px, g - 190, 4, 190, '#c9ccd1')}${rect(px + 4, g - 188, 60, 13, '#f28a1a')}${rect(px + 4, g - 175, 60, 13, '#ffffff')}${rect(px + 4, g - 162, 60, 13, '#1f8a3c')}${circle(px + 34, g - 168.5, 4, '#1f3c8a')}`;
  }
  for (const x of [40 + r() * 40, 140 + r() * 30, 1040 + r() * 30, 1130 + r() * 40])
    out += plant(c, x, g - 6, 40 + r() * 22);
  return out + car(s >= 3 ? 700 : 760, g + 62, s >= 4 ? pick(['#2d3440', '#e8e8e8', '#5a1f24'], r() * 3) : '#f2c230');
}

function pool(c: Ctx): string {
  const { s, rng: r } = c;
  const hy = 380;
  let out = `${sky(c, hy)}${backdrop(c, hy)}${rect(0, hy, W, H - hy, tiles(c, 90, 45, '#d8ccb6', '#ece3d2'))}`;
  const [pw, bottom, water] = [560 + s * 100, s === 5 ? hy + 190 : hy + 210, c.grad('#6fd6e4', '#1d8db6')];
  // Five stars: an infinity pool whose water runs to the horizon; otherwise a pool in the deck, with a ladder.
  const shape = `${s === 5 ? `M0 ${hy} H${W} V${bottom} H0 Z` : `M${600 - pw * 0.4} ${hy + 60} H${600 + pw * 0.4} L${600 + pw / 2} ${bottom} H${600 - pw / 2} Z`}`;
  const lx = 600 + pw * 0.4 - 50;
  if (s === 5) out += `${path(shape, water)}${rect(0, bottom, W, 10, '#f7f2e8')}`;
  else
    out += `${path(shape, water, ' stroke="#f7f2e8" stroke-width="10"')}<path d="M${lx} ${hy + 40} v44 m24 -44 v44 M${lx} ${hy + 58} h24" stroke="#c9ccd1" stroke-width="4" fill="none"/>`;
  let ripples = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = [f(200 + r() * 760), f(hy + 75 + r() * (bottom - hy - 95))];
    ripples += `<path d="M${x} ${y} q15 -6 30 0 t30 0 t30 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.45"/>`;
  }
  out += `<g clip-path="${c.clip(shape)}">${ripples}</g>`;
  const [n, shade, frame] = [Math.min(5, 1 + s), pick(['#e8743b', '#d9534f', '#f2b134'], r() * 3), c.wood];
  const [span, base, seat] = [1040 / n, 700, s >= 4 ? frame : '#f4f4f2'];
  for (let i = 0; i < n; i++) {
    // A sun lounger with its towel, and a striped umbrella between each two.
    const [x, ux] = [80 + i * span + (span - 170) / 2, 70 + (i + 1) * span + (span - 170) / 2];
    if (s >= 2 && i < n - 1) {
      out += `${rect(ux - 2, base - 190, 4, 190, '#6b4a33')}${path(`M${ux - 90} ${base - 166} Q${ux} ${base - 226} ${ux + 90} ${base - 166} Z`, shade)}${path(`M${ux} ${base - 196} L${ux - 30} ${base - 166} H${ux + 30} Z`, '#ffffff')}${circle(ux, base - 198, 4, '#6b4a33')}`;
    }
    out += `${rect(x + 12, base - 18, 5, 18, seat)}${rect(x + 140, base - 18, 5, 18, seat)}${rect(x, base - 26, 150, 11, seat, ' rx="4"')}`;
    out += `${path(`M${x + 106} ${base - 24} l44 -56 l13 8 l-41 48 Z`, seat)}${rect(x + 10, base - 32, 96, 8, s >= 4 ? '#f4ecdc' : c.accent, ' rx="3"')}`;
  }
  return `${out}${plant(c, 60, 740, 78)}${plant(c, 1140, 740, 84)}`;
}

// ---------------------------------------------------------------- indoors

/** The outdoors seen through the openings `clipPath`, which lie within the box x, y, w, h. */
function view(c: Ctx, clipPath: string, x: number, y: number, w: number, h: number): string {
  const k = Math.max(w / W, h / 640);
  const scene = `${sky(c, 640)}${backdrop(c, 560)}${rect(0, 560, W, 80, GROUNDS[c.city] ?? '#8fae6a')}`;
  const at = `translate(${f(x + (w - W * k) / 2)} ${f(y + h - 610 * k)}) scale(${k.toFixed(3)})`;
  return `<g clip-path="${c.clip(clipPath)}"><g transform="${at}">${scene}</g></g>`;
}

/** Hanging lights by stars: crystal chandeliers, pendant domes, or a ceiling fan. */
function ceilingLights(c: Ctx, xs: number[], y0: number): string {
  let out = '';
  for (const x of xs) {
    if (c.s <= 2) {
      out += `${rect(x - 3, y0, 6, 40, '#8a8a8a')}<g fill="#b9b6ae"><ellipse cx="${x - 80}" cy="${y0 + 46}" rx="80" ry="8"/><ellipse cx="${x + 80}" cy="${y0 + 46}" rx="80" ry="8"/></g>${circle(x, y0 + 44, 14, '#8a8a8a')}`;
    } else if (c.s === 3) {
      out += `${rect(x - 1, y0, 2, 80, '#555555')}${circle(x, y0 + 100, 44, GLOW, ' opacity="0.4"')}${path(`M${x - 30} ${y0 + 104} Q${x} ${y0 + 64} ${x + 30} ${y0 + 104} Z`, c.accent)}`;
    } else {
      out += `${circle(x, y0 + 100, 80, GLOW, ' opacity="0.3"')}${rect(x - 1, y0, 2, 50, GOLD)}`;
      for (let t = 0; t < c.s - 2; t++) {
        const [rx, y] = [70 - t * 18, y0 + 70 + t * 26];
        out += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="10" fill="none" stroke="${GOLD}" stroke-width="3"/>`;
        for (let i = 0; i <= 8; i++) out += circle(x - rx + (i * rx) / 4, y + 14 - Math.abs(i - 4) * 2, 4, '#fdf6e3');
      }
    }
  }
  return out;
}

function pottedPlant(x: number, gy: number, k: number): string {
  const leaf = (dx: number, i: number) =>
    `<ellipse cx="${f(x + dx * 50 * k)}" cy="${f(gy - (80 + i * 8) * k)}" rx="${f(18 * k)}" ry="${f(48 * k)}" transform="rotate(${f(dx * 40)} ${f(x + dx * 50 * k)} ${f(gy - 80 * k)})"/>`;
  const pot = `M${f(x - 30 * k)} ${f(gy - 50 * k)} h${f(60 * k)} l${f(-8 * k)} ${f(50 * k)} h${f(-44 * k)} Z`;
  return `<g fill="#3f7a45">${[-0.6, -0.25, 0.15, 0.55].map(leaf).join('')}</g>${path(pot, '#b8724a')}`;
}

function lobby(c: Ctx): string {
  const { s } = c;
  const [fy, wall, pw, dw] = [500, mix(c.facade, '#ffffff', 0.25), 420 + s * 50, 380 + s * 40];
  const marble = c.pattern(120, 60, path('M60 0 L120 30 L60 60 L0 30 Z', '#d3c6b0'), '#f1ece2');
  const floor = s >= 4 ? marble : tiles(c, 100, 40, '#b3a996', s === 3 ? '#d9cbb6' : '#cbc4b6');
  let out = `${rect(0, 0, W, fy, c.grad(mix(wall, '#000000', 0.12), wall))}${rect(0, 0, W, 34, mix(wall, '#000000', 0.2))}${rect(0, fy, W, H - fy, floor)}`;
  // The wall behind the desk: wood slats and a lit sign from 3 stars; a clock, a key board and a tube light below.
  out += rect(600 - pw / 2, 80, pw, fy - 80, s >= 3 ? c.wood : mix(wall, '#000000', 0.08));
  if (s >= 3) {
    out += `${rect(600 - pw / 2, 80, pw, fy - 80, c.pattern(24, 10, rect(0, 0, 2, 10, '#000000', ' opacity="0.18"')))}${rect(470, 210, 260, 90, mix(c.accent, '#000000', 0.2), ` rx="6" stroke="${GLOW}" stroke-width="4"`)}`;
    out += `<text x="600" y="262" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="600" letter-spacing="6" fill="${GLOW}">RECEPTION</text>`;
    for (let i = 0; i < s; i++) out += star(600 + (i - (s - 1) / 2) * 22, 282, 7, GOLD);
  } else {
    out += `${circle(600, 170, 36, '#ffffff', ' stroke="#333333" stroke-width="4"')}${path('M600 170 V146 M600 170 H618', 'none', ' stroke="#333333" stroke-width="4"')}`;
    out += `${rect(480, 240, 240, 70, '#8a6a45')}${rect(490, 250, 220, 50, c.pattern(40, 30, circle(20, 12, 4, GOLD)))}`;
    out += `${rect(60, 90, 160, 12, '#ffffff', ' rx="6"')}${circle(140, 96, 50, '#ffffff', ' opacity="0.2"')}`;
  }
  for (const x of s >= 4 ? [130, 1014] : []) {
    out += `${rect(x, 34, 56, fy - 34, '#efe8da')}${rect(x - 8, 34, 72, 20, GOLD)}${rect(x - 8, fy - 20, 72, 20, '#d6ccb8')}`;
  }
  out += ceilingLights(c, s === 5 ? [250, 600, 950] : s === 3 ? [380, 600, 820] : [600], 34);
  const dx = 600 - dw / 2; // the desk, with a rug before it from 3 stars
  if (s >= 3) out += rect(dx - 40, 600, dw + 80, 110, c.accent, ' opacity="0.85" stroke="#e9d9a8" stroke-width="6"');
  out += `${rect(dx + 50, 348, 70, 44, '#30343a')}${rect(dx + 80, 390, 10, 8, '#30343a')}${path(`M${dx + dw - 90} 390 q14 -26 28 0 Z`, GOLD)}${pottedPlant(dx + dw - 150, 390, 0.4)}`;
  out += `${rect(dx - 14, 390, dw + 28, 16, s >= 4 ? '#f4f0e8' : '#d8cdbd')}${rect(dx, 406, dw, 150, s >= 3 ? mix(c.wood, '#000000', 0.15) : c.accent)}${rect(dx, 436, dw, 10, s >= 4 ? GOLD : mix(c.accent, '#ffffff', 0.3))}`;
  const [fabric, arm] = [s >= 4 ? c.accent : '#8c8f7a', mix(s >= 4 ? c.accent : '#8c8f7a', '#000000', 0.15)];
  if (s >= 2) {
    out += `${rect(50, 560, 260, 70, fabric, ' rx="16"')}${rect(50, 612, 260, 46, mix(fabric, '#ffffff', 0.15), ' rx="10"')}${rect(36, 584, 34, 84, arm, ' rx="10"')}${rect(290, 584, 34, 84, arm, ' rx="10"')}${rect(60, 668, 8, 16, DARK)}${rect(294, 668, 8, 16, DARK)}`;
  }
  out += pottedPlant(1120, 700, 1.2);
  if (s === 5) out += `${rect(930, 640, 24, 60, GOLD)}${path('M880 640 Q942 700 1004 640 Z', '#b8862f')}`; // a brass urli
  for (let i = 0; s === 5 && i < 9; i++)
    out += circle(896 + i * 12, 638 - (i % 2) * 5, 7, pick(['#e8542e', '#f4b400', '#fff'], i));
  return out;
}

function room(c: Ctx, input: HotelPhotoInput): string {
  const { s } = c;
  const [fy, wall] = [560, mix(c.facade, '#ffffff', 0.3)];
  const carpet = `${s >= 3 ? c.pattern(40, 40, path('M20 8 L32 20 L20 32 L8 20 Z', '#000000', ' opacity="0.06"'), mix(c.accent, '#d8cfc2', 0.8)) : tiles(c, 80, 40, '#a89e8c', '#c8bfae')}`;
  let out = `${rect(0, 0, W, fy, wall)}${rect(0, fy - 14, W, 14, mix(wall, '#000000', 0.15))}${rect(0, fy, W, H - fy, carpet)}`;
  const [wx, wy, ww, wh]: [number, number, number, number] = s >= 4 ? [50, 70, 300, 420] : [70, 120, 260, 300];
  out += view(c, `M${wx} ${wy} h${ww} v${wh} h-${ww} Z`, wx, wy, ww, wh);
  out += `${rect(wx, wy, ww, wh, 'none', ' stroke="#ffffff" stroke-width="10"')}${rect(wx + ww / 2 - 3, wy, 6, wh, '#ffffff')}${rect(wx - 50, wy - 26, ww + 100, 8, '#8a8a8a')}`;
  const curtain = mix(c.accent, '#ffffff', s >= 4 ? 0.1 : 0.35);
  for (const dir of [1, -1]) {
    const x = dir > 0 ? wx - 30 : wx + ww + 30;
    out += `${path(`M${x} ${wy - 20} h${dir * 70} q${dir * -20} ${wh / 2} ${dir * -10} ${wh + 50} h${dir * -60} Z`, curtain)}<path d="M${x + dir * 24} ${wy - 10} v${wh + 50} M${x + dir * 46} ${wy - 10} v${wh + 40}" stroke="#000000" stroke-opacity="0.12" stroke-width="4"/>`;
  }
  const kind = input.bed ?? (s >= 4 ? 'KING' : 'DOUBLE');
  const w = { KING: 500, QUEEN: 450, DOUBLE: 410, TWIN: 230 }[kind];
  const beds = kind === 'TWIN' ? [500, 830] : [760 - w / 2]; // left edges
  const [left, right, hbTop, pillows] = [beds[0] ?? 0, (beds[beds.length - 1] ?? 0) + w, 330 - s * 20, w > 300 ? 2 : 1];
  const [aw, pw] = [140 + s * 30, (w - 40) / pillows - (pillows - 1) * 10];
  const [ax, ay] = [(left + right) / 2 - aw / 2, hbTop - 150]; // a framed sunset above the headboard
  if (s >= 2) {
    out += `${rect(ax, ay, aw, 110, s >= 4 ? GOLD : c.wood)}${rect(ax + 8, ay + 8, aw - 16, 94, c.grad('#f3c27a', '#e07a5f'))}`;
    out += `<path d="M${ax + 8} ${ay + 102} l${aw / 3} -50 l${aw / 4} 30 l${aw / 5} -20 L${ax + aw - 8} ${ay + 102} Z" fill="#6b5a8c" opacity="0.7"/>`;
  }
  const tufted = c.pattern(30, 30, circle(15, 15, 2.5, '#000000', ' opacity="0.25"'), mix(c.accent, '#efe6d8', 0.55));
  out += rect(
    left - 30,
    hbTop,
    right - left + 60,
    480 - hbTop,
    s >= 4 ? tufted : s === 3 ? mix(c.accent, '#fff', 0.2) : c.wood,
    ' rx="12"',
  );
  for (const nx of kind === 'TWIN' ? [left - 100, left + w + 15, right + 30] : [left - 100, right + 30]) {
    // A bedside table and its lamp.
    out += `${rect(nx, 500, 70, 100, c.wood)}${rect(nx + 6, 530, 58, 2, '#000000', ' opacity="0.3"')}${circle(nx + 35, 440, 56, GLOW, ' opacity="0.45"')}`;
    out += `${rect(nx + 31, 470, 8, 30, GOLD)}${path(`M${nx + 11} 430 h48 l8 40 h-64 Z`, '#f1dfb8', ' stroke="#c9b48a" stroke-width="2"')}`;
  }
  for (const x of beds) {
    // The mattress, pillows (and a cushion), the turned-down duvet, a runner, the duvet's fall and the base.
    out += path(`M${x} 460 H${x + w} L${x + w + 30} 600 H${x - 30} Z`, '#fbfaf7');
    for (let i = 0; i < pillows; i++)
      out += rect(x + 20 + i * (pw + 20), 430, pw, 50, '#fff', ' rx="18" stroke="#e0d9cc" stroke-width="3"');
    if (s >= 4) out += rect(x + w / 2 - 50, 452, 100, 38, c.accent, ' rx="12"');
    out += `<path d="M${x - 6} 505 H${x + w + 6} L${x + w + 30} 600 H${x - 30} Z" fill="#f1eee7" stroke="#e0d9cc" stroke-width="2"/>`;
    if (s >= 2)
      out += `${path(`M${x - 18} 550 H${x + w + 18} L${x + w + 25} 578 H${x - 25} Z`, c.accent)}${rect(x - 30, 600, w + 60, 18, c.accent)}`;
    out += `${rect(x - 30, s >= 2 ? 618 : 600, w + 60, s >= 2 ? 26 : 44, '#f1eee7')}${rect(x - 30, 644, w + 60, 26, c.wood)}${rect(x - 24, 670, 10, 14, DARK)}${rect(x + w + 14, 670, 10, 14, DARK)}`;
  }
  const chair = mix(c.accent, '#000000', 0.1);
  if (s >= 4)
    out += `${rect(wx + 40, 560, 170, 90, chair, ' rx="24"')}${rect(wx + 30, 620, 190, 50, mix(chair, '#ffffff', 0.15), ' rx="14"')}${rect(wx + 50, 670, 10, 16, DARK)}${rect(wx + 190, 670, 10, 16, DARK)}`;
  else
    out += `${rect(940, 60, 210, 60, '#f6f6f4', ' rx="12" stroke="#d0d0cc" stroke-width="2"')}${rect(960, 104, 170, 4, '#c8c8c2')}`; // split AC
  return out;
}

function bathroom(c: Ctx): string {
  const { s } = c;
  const fy = 600;
  const wallTiles = s >= 4 ? tiles(c, 120, 60, '#d6cdbf', '#efe9df') : tiles(c, 50, 50, '#b9c9ce', '#e3eef1');
  let out = `${rect(0, 0, W, fy, wallTiles)}${rect(0, fy, W, H - fy, tiles(c, 80, 40, '#8f887c', '#b5ada0'))}`;
  const mosaic = c.pattern(13, 13, rect(1, 1, 11, 11, c.accent), '#ffffff');
  out += s >= 3 ? rect(0, 330, W, 26, mosaic) : rect(0, 330, W, 24, mix(c.accent, '#ffffff', 0.45));
  const [mx, my, mw, mh]: [number, number, number, number] = s >= 3 ? [330, 90, 440, 220] : [390, 130, 160, 170];
  if (s >= 4) out += rect(mx - 10, my - 10, mw + 20, mh + 20, '#fff3c8', ' rx="14" opacity="0.8"');
  else if (s <= 2) out += rect(mx - 10, my - 30, mw + 20, 10, '#ffffff', ' rx="5"');
  out += `${rect(mx, my, mw, mh, c.grad('#dcecf2', '#a9c6d3'), ` rx="${s >= 4 ? 10 : 2}" stroke="#c9ccd1" stroke-width="4"`)}`;
  out += `<path d="M${mx + 30} ${my + mh} l60 -${mh} h30 l-60 ${mh} Z m50 0 l60 -${mh} h10 l-60 ${mh} Z" fill="#ffffff" opacity="0.4"/>`;
  const tap = (x: number, y: number) => path(`M${x - 4} ${y} v-50 h-30 v8 h22 v42 Z`, '#c9ccd1');
  if (s >= 3) {
    // A vanity: wooden cabinet, stone counter, one or two bowl basins.
    out += `${rect(300, 470, 500, 126, c.wood)}${rect(304, 510, 492, 2, '#000000', ' opacity="0.3"')}${rect(549, 510, 2, 86, '#000000', ' opacity="0.3"')}`;
    out += `${rect(280, 444, 540, 26, s >= 4 ? '#f4f1ea' : '#e4ded2')}${pottedPlant(340, 444, 0.45)}`;
    for (const bx of s === 5 ? [450, 650] : [550]) {
      out += `${tap(bx + 30, 444)}${path(`M${bx - 64} 408 h128 q0 36 -64 36 q-64 0 -64 -36 Z`, '#ffffff', ' stroke="#dedad2" stroke-width="2"')}`;
    }
  } else {
    out += `${path('M380 420 h180 q0 50 -90 56 q-90 -6 -90 -56 Z', '#ffffff', ' stroke="#d6d6d6" stroke-width="2"')}${rect(450, 470, 40, 130, '#ffffff')}${tap(486, 420)}`;
  }
  out += `${rect(60, 300, 200, 8, '#c9ccd1')}${rect(80, 306, 70, 150, '#ffffff', ' rx="4"')}${rect(170, 306, 60, 120, mix(c.accent, '#ffffff', 0.3), ' rx="4"')}`;
  if (s >= 4) {
    // A bathtub (with candles at 5 stars); a glass shower at 3; a geyser, a shower, a bucket and mug below that.
    out += `${path('M860 470 H1180 V560 Q1180 600 1130 600 H910 Q860 600 860 560 Z', '#ffffff', ' stroke="#dedad2" stroke-width="3"')}${rect(850, 462, 340, 14, '#f4f1ea', ' rx="7"')}`;
    out += `<path d="M1150 462 v-60 h-40 v12" fill="none" stroke="#c9ccd1" stroke-width="8"/>`;
    for (const x of s === 5 ? [900, 930] : [])
      out += `${rect(x, 436, 16, 26, '#fdf6e3')}${circle(x + 8, 428, 5, '#ffb347')}`;
  } else if (s === 3) {
    out += `${rect(900, 40, 270, 560, '#cfe8ef', ' opacity="0.35" stroke="#c9ccd1" stroke-width="6"')}${rect(1000, 60, 90, 14, '#c9ccd1', ' rx="7"')}<path d="M1045 40 v20" stroke="#c9ccd1" stroke-width="6"/>`;
  } else {
    out += `${rect(960, 150, 90, 150, '#f6f6f4', ' rx="30" stroke="#d0d0cc" stroke-width="2"')}<path d="M1000 300 v60 M1120 100 v110 h-40" fill="none" stroke="#9aa0a6" stroke-width="6"/>${path('M1060 200 h24 l12 26 h-48 Z', '#9aa0a6')}`;
    out += `${path('M930 520 h120 l-12 80 h-96 Z', '#2f78c4')}${path('M1070 560 h40 v40 h-40 Z M1110 568 h12 v20 h-12 v-6 h6 v-8 h-6 Z', '#f2c230')}<path d="M930 520 q60 -40 120 0" fill="none" stroke="#1f5a96" stroke-width="4"/>`;
  }
  return out;
}

function restaurant(c: Ctx): string {
  const { s } = c;
  const fy = 480;
  const arched = s >= 4 || c.city === 'HERITAGE' || c.city === 'PILGRIMAGE';
  const opening = (x: number) =>
    arched ? `M${x} 340 V180 A100 100 0 0 1 ${x + 200} 180 V340 Z` : `M${x} 90 H${x + 200} V340 H${x} Z`;
  const windows = [140, 500, 860].map(opening).join(' ');
  let out = `${rect(0, 0, W, fy, mix(c.facade, '#c9a27a', 0.25))}${view(c, windows, 140, 80, 920, 260)}`;
  out += `${path(windows, 'none', ` stroke="${s >= 4 ? GOLD : '#ffffff'}" stroke-width="10"`)}${rect(0, 380, W, 100, mix(c.wood, '#000000', 0.1))}${rect(0, 376, W, 6, GOLD)}`;
  const planks = `<path d="M0 1 H180 M0 31 H180 M60 0 V30 M150 30 V60" stroke="#000000" stroke-opacity="0.2" stroke-width="2"/>`;
  out += rect(0, fy, W, H - fy, c.pattern(180, 60, planks, mix(c.wood, '#ffffff', 0.3)));
  if (s >= 3) out += `${rect(760, 400, 400, 80, c.wood)}${rect(750, 392, 420, 12, '#f4f1ea')}`; // the buffet and its chafing dishes
  for (let x = 790; s >= 3 && x < 1150; x += 95)
    out += `${path(`M${x} 392 q0 -34 38 -34 q38 0 38 34 Z`, '#c9ccd1')}${rect(x + 34, 350, 8, 8, '#9aa0a6')}`;
  out += ceilingLights(c, [420, 780], 0);
  const chair = s >= 4 ? mix(c.accent, '#000000', 0.15) : c.wood;
  // Laid tables with white cloths and a candle from 3 stars; bare wood on a pedestal below that.
  const table = (cx: number, ty: number, rx: number): string => {
    const ry = rx * 0.28;
    let o = '';
    for (const dx of rx > 100 ? [-0.6, 0, 0.6] : [-0.45, 0.45]) {
      o += `${rect(cx + dx * rx - 24, ty - 84, 48, 84, chair, ' rx="8"')}${rect(cx + dx * rx - 16, ty - 72, 32, 40, '#000000', ' rx="6" opacity="0.15"')}`;
    }
    const cloth = `M${cx - rx} ${ty} L${cx - rx - 6} ${ty + 70} Q${cx} ${ty + 70 + ry} ${cx + rx + 6} ${ty + 70} L${cx + rx} ${ty} Z`;
    o += s >= 3 ? path(cloth, '#f6f3ec') : `${rect(cx - 6, ty, 12, 80, DARK)}${rect(cx - 40, ty + 76, 80, 8, DARK)}`;
    o += `<ellipse cx="${cx}" cy="${ty}" rx="${rx}" ry="${f(ry)}" fill="${s >= 3 ? '#ffffff' : c.wood}"/>`;
    for (const dx of [-0.5, 0.5]) {
      o += `<ellipse cx="${f(cx + dx * rx)}" cy="${ty}" rx="${f(rx * 0.18)}" ry="${f(ry * 0.35)}" fill="#ffffff" stroke="#d6d0c4" stroke-width="2"/>`;
      o += rect(cx + dx * rx * 0.55 - 4, ty - 20, 8, 18, s >= 3 ? '#d6eaf2' : '#c9ccd1', ' opacity="0.9"');
    }
    return o + (s >= 3 ? `${rect(cx - 3, ty - 24, 6, 20, '#fdf6e3')}${circle(cx, ty - 30, 5, '#ffb347')}` : '');
  };
  return `${out}${table(250, 560, 80)}${table(600, 560, 80)}${table(950, 560, 80)}${table(380, 668, 120)}${table(820, 668, 120)}`;
}

const SCENES = { EXTERIOR: exterior, LOBBY: lobby, ROOM: room, BATHROOM: bathroom, POOL: pool, RESTAURANT: restaurant };

// ---------------------------------------------------------------- helpers

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}
function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
/** Tiles (or paving) of w×h with grout lines. */
function tiles(c: Ctx, w: number, h: number, grout: string, face: string): string {
  return c.pattern(w, h, `${rect(0, 0, w, 2, grout)}${rect(0, 0, 2, h, grout)}`, face);
}
function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const [a, d] = [-Math.PI / 2 + (i * Math.PI) / 5, i % 2 ? r * 0.45 : r];
    return `${f(cx + Math.cos(a) * d)},${f(cy + Math.sin(a) * d)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}
/** Rounds for compact markup. */
function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}
function mix(from: string, to: string, amount: number): string {
  const [a, b] = [Number.parseInt(from.slice(1), 16), Number.parseInt(to.slice(1), 16)];
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
function pick<T>(items: readonly T[], index: number): T {
  return items[Math.floor(Math.abs(index)) % items.length] as T;
}
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}
