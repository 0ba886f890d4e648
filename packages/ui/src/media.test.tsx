import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstWhileHydrating } from './hydration.ts';
import { guessPhoneLayout, useIsPhone } from './theme.tsx';

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
  guessPhoneLayout(false);
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

describe('a page drawn on the server for a phone (decision 018)', () => {
  it('is drawn and hydrated for the screen the request named, then follows the screen itself', async () => {
    guessPhoneLayout(true);
    const html = renderToString(<Layout draws={[]} />);
    expect(html).toContain('phone');
    // The browser is wide after all: hydration matches the HTML (no error), then the page is redrawn wide.
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = vi.fn();
    const draws: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Layout draws={draws} />, { onRecoverableError: errors });
    });
    expect(draws[0]).toBe(true);
    expect(container.textContent).toBe('wide');
    expect(errors).not.toHaveBeenCalled();
  });
});

function Letters({ letters, draws = [] }: { letters: string[]; draws?: string[] }) {
  const drawn = useFirstWhileHydrating(letters, 2).join('');
  draws.push(drawn);
  return <p>{drawn}</p>;
}

describe('useFirstWhileHydrating', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];

  it('draws the first items on the server and hydrates them, then draws the rest', async () => {
    const html = renderToString(<Letters letters={letters} />);
    expect(html).toBe('<p>ab</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Letters letters={letters} />, { onRecoverableError: errors });
    });
    expect(container.textContent).toBe('abcde');
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the whole list from the start when the app draws the page itself', () => {
    const draws: string[] = [];
    render(<Letters letters={letters} draws={draws} />);
    expect(draws[0]).toBe('abcde');
  });
});
