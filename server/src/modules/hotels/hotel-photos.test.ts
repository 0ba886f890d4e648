import { describe, expect, it } from 'vitest';
import { type HotelCityKind, type HotelPhotoInput, type HotelPhotoKind, renderHotelPhotoSvg } from './hotel-photos.ts';

const KINDS: HotelPhotoKind[] = ['EXTERIOR', 'LOBBY', 'ROOM', 'BATHROOM', 'POOL', 'RESTAURANT'];
const CITIES: HotelCityKind[] = ['METRO', 'CITY', 'HILL', 'BEACH', 'PILGRIMAGE', 'HERITAGE'];
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const photo = (overrides: Partial<HotelPhotoInput> = {}): HotelPhotoInput => ({
  hotelId: 'GOI-0012',
  kind: 'EXTERIOR',
  stars: 4,
  cityKind: 'BEACH',
  caption: 'Deluxe Room, king bed',
  ...overrides,
});

/** Every input worth drawing: each kind at each star level in each kind of city (rooms with each bed). */
const EVERY_PHOTO: HotelPhotoInput[] = KINDS.flatMap((kind) =>
  [1, 2, 3, 4, 5].flatMap((stars) =>
    CITIES.map((cityKind, i) =>
      photo({
        hotelId: `TST-${stars}${i}`,
        kind,
        stars,
        cityKind,
        bed: (['KING', 'QUEEN', 'TWIN', 'DOUBLE'] as const)[i % 4],
      }),
    ),
  ),
);

/**
 * The problems that keep a string from being well-formed XML (an empty list when it is): tags that do not nest,
 * a stray `<` or `>`, an `&` that starts no entity, an attribute without a quoted value.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) problems.push(`stray < or > in ${JSON.stringify(text.slice(0, 60))}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text))
      problems.push(`bare & in ${JSON.stringify(text.slice(0, 60))}`);
  };
  for (const match of xml.matchAll(tag)) {
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    checkText(xml.slice(last, match.index));
    last = match.index + whole.length;
    checkText(attributes.replace(/>/g, '')); // a > may stand in an attribute's value, a < or a bare & not
    if (closing && selfClosing) problems.push(`</${name}/> is neither an opening nor a closing tag`);
    else if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? 'nothing'}>`);
    } else if (!selfClosing) open.push(name);
  }
  checkText(xml.slice(last));
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  return problems;
}

describe('the generated hotel photos', () => {
  it.each(KINDS)('draws a %s as a standalone 1200×800 SVG', (kind) => {
    const svg = renderHotelPhotoSvg(photo({ kind }));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 800"');
    expect(svg).toContain('width="1200" height="800"');
    expect(svg).toContain(`xmlns="${SVG_NAMESPACE}"`);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>Deluxe Room, king bed</text>');
  });

  it('writes well-formed XML for every kind, star level, city kind and bed', () => {
    for (const input of EVERY_PHOTO) expect(xmlProblems(renderHotelPhotoSvg(input)), JSON.stringify(input)).toEqual([]);
  });

  it('finds what is wrong in XML that is not well-formed', () => {
    expect(xmlProblems('<svg><g><rect/></g></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>a < b</text></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>R&D</text></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
  });

  it('draws the same picture for the same input', () => {
    for (const kind of KINDS) expect(renderHotelPhotoSvg(photo({ kind }))).toBe(renderHotelPhotoSvg(photo({ kind })));
  });

  it('draws different pictures for different hotels, kinds, star levels, city kinds and beds', () => {
    // The drawing alone: without the ids of its gradients and patterns, and without the caption band's stars.
    const drawing = (input: Partial<HotelPhotoInput>) =>
      renderHotelPhotoSvg(photo(input))
        .replace(/h[\da-z]+-(\d+)/g, 'def$1')
        .replace(/<polygon[^>]*>/g, '');
    expect(new Set(KINDS.map((kind) => drawing({ kind }))).size).toBe(KINDS.length);
    for (const kind of KINDS) {
      expect(drawing({ kind, hotelId: 'SML-0003' })).not.toBe(drawing({ kind }));
      expect(drawing({ kind, stars: 1 })).not.toBe(drawing({ kind, stars: 5 }));
    }
    for (const kind of ['EXTERIOR', 'POOL', 'ROOM', 'RESTAURANT'] as const) {
      expect(new Set(CITIES.map((cityKind) => drawing({ kind, cityKind }))).size).toBe(CITIES.length);
    }
    expect(drawing({ kind: 'ROOM', bed: 'TWIN' })).not.toBe(drawing({ kind: 'ROOM', bed: 'KING' }));
  });

  it('escapes the caption', () => {
    const svg = renderHotelPhotoSvg(photo({ kind: 'ROOM', caption: `Suite <script>alert(1)</script> & "Tom's" view` }));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Suite &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Tom&apos;s&quot; view</text>');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('refers to nothing outside itself, and stays under 30 KB', () => {
    for (const input of EVERY_PHOTO) {
      const svg = renderHotelPhotoSvg(input);
      expect(svg.split(SVG_NAMESPACE).join('')).not.toMatch(/https?:\/\//);
      expect(svg).not.toMatch(/href|<image|<a[\s>]|@import|@font-face|url\((?!#)/);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(30 * 1024);
    }
  });
});
