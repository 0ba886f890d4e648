import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useIsPhone } from './theme.tsx';

let phone = false;
const listeners = new Set<() => void>();
const wideScreen = window.matchMedia;

beforeEach(() => {
  phone = false;
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query === '(max-width: 599px)',
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  cleanup();
  window.matchMedia = wideScreen;
  listeners.clear();
});

/** Records the value of every draw. */
function Layout({ draws }: { draws: boolean[] }) {
  const isPhone = useIsPhone();
  draws.push(isPhone);
  return <p>{isPhone ? 'phone' : 'wide'}</p>;
}

describe('useIsPhone', () => {
  it('is true from the first draw on a phone, with no draw for a wide screen first', () => {
    phone = true;
    const draws: boolean[] = [];
    const { container } = render(<Layout draws={draws} />);
    expect(container.textContent).toBe('phone');
    expect(draws).not.toContain(false);
  });

  it('follows the screen when it is turned or resized', () => {
    const draws: boolean[] = [];
    const { container } = render(<Layout draws={draws} />);
    expect(container.textContent).toBe('wide');
    phone = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(container.textContent).toBe('phone');
  });

  it('is false when drawn at build time, as prerendered pages are', () => {
    phone = true;
    expect(renderToString(<Layout draws={[]} />)).toContain('wide');
  });
});
