import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { jsonColumn } from './json-column.ts';

describe('the shared helpers', () => {
  it('escapes the five characters that open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;R&#38;D&#60;/a&#62;',
    );
    expect(escapeHtml('Skyways Travels · ₹5,000')).toBe('Skyways Travels · ₹5,000');
  });

  it('reads a JSON column whether the driver parsed it or not', () => {
    expect(jsonColumn<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    const parsed = { a: [1, 2] };
    expect(jsonColumn(parsed)).toBe(parsed);
  });
});
