import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { useCallback, useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT_PX = 599;

const tripsetuTeal: MantineColorsTuple = [
  '#e5f7f6',
  '#c9ebe8',
  '#96d6d1',
  '#5fc0b9',
  '#35ada5',
  '#1c9f97',
  '#0c8a83',
  '#08746e',
  '#045f5a',
  '#004945',
];

const tripsetuSaffron: MantineColorsTuple = [
  '#fff4e5',
  '#ffe6c7',
  '#ffcc8f',
  '#ffb052',
  '#ff9a24',
  '#fb8b0a',
  '#e07a00',
  '#c26800',
  '#a35600',
  '#824400',
];

const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const tripsetuTheme = createTheme({
  primaryColor: 'tripsetuTeal',
  // Shade 7 keeps white button text above 4.5:1 contrast.
  primaryShade: 7,
  colors: { tripsetuTeal, tripsetuSaffron },
  fontFamily: systemFontStack,
  headings: { fontFamily: systemFontStack },
  defaultRadius: 'md',
});

/**
 * Whether a media query matches, right from the first draw: a page the app draws itself is laid out for the
 * screen at once, never for a wide screen first (Mantine's useMediaQuery answers false until its effect has
 * run: a second draw, and a frame of the wrong layout). While a page drawn ahead hydrates it is
 * `whileHydrating`, as that page was drawn, and React redraws straight after if the screen says otherwise
 * (decision 018).
 */
export function useMatchesMedia(query: string, whileHydrating = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => whileHydrating,
  );
}

/**
 * A page drawn on the server for one request is laid out for the screen its browser said it has (a phone
 * or not: `Sec-CH-UA-Mobile`, the user agent), and hydrated the same way; the browser's own answer follows.
 * Set just before drawing (renderToString is synchronous) and, in the browser, from `<html data-layout>`.
 */
let phoneGuess = false;
export function guessPhoneLayout(phone: boolean): void {
  phoneGuess = phone;
}

export function useIsPhone(): boolean {
  return useMatchesMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, phoneGuess);
}

/**
 * Mantine’s default dimmed and placeholder greys, its error red and the text of its light variants
 * (alerts, badges) fall below 4.5:1; these keep WCAG AA.
 */
export const tripsetuCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-placeholder': '#6b7580',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-green-light-color': '#1b5e20',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-orange-light-color': '#a63c06',
    '--mantine-color-yellow-light-color': '#7a5200',
  },
  dark: {},
});

/**
 * Filled status badges on both sites: each dark enough for white text at badge size (WCAG AA 4.5:1;
 * Mantine's green.8 and red.8 are not), and yellow light enough for dark text.
 */
export const STATUS_COLORS = {
  done: '#1e6b2e',
  refused: '#a51d1d',
  waiting: 'yellow.4',
  neutral: 'gray.7',
} as const;
