import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { tripsetuCssVariables, tripsetuTheme } from '../src/theme.tsx';

/** The stylesheet the sites import for the theme's variables; empty in the repository, filled at build. */
export const THEME_VARIABLES_CSS = /[\\/]packages[\\/]ui[\\/]src[\\/]theme-variables\.css$/;

/**
 * The CSS variables Mantine's provider would write into a `<style>` on every page from our theme: its colours,
 * primary shade, fonts, radius and the contrast fixes of `tripsetuCssVariables`. Taken from Mantine itself (its
 * provider drawn once at build), so they are what it would have drawn.
 */
export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(
      MantineProvider,
      { theme: tripsetuTheme, cssVariablesResolver: tripsetuCssVariables, withGlobalClasses: false },
      null,
    ),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error("Mantine's provider drew no CSS variables");
  return css;
}

/**
 * The theme's variables go into the site's stylesheet at build, and the sites' providers draw without them
 * (`withCssVariables={false}`): Mantine otherwise works them out from the theme as every page hydrates (about
 * 40 ms of a phone's time, in one piece) and every page's HTML carries them (12 KB). Decision 018.
 */
export function mantineThemeCss(): Plugin {
  let css: string | undefined;
  return {
    name: 'tripsetu:mantine-theme-css',
    enforce: 'pre',
    transform(_code, id) {
      if (!THEME_VARIABLES_CSS.test(id.split('?')[0] ?? id)) return null;
      css ??= themeVariablesCss();
      return { code: css, map: null };
    },
  };
}
