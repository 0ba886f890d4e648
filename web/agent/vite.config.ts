import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunk } from '../../packages/ui/build/first-load-chunk.ts';
import { mantineStableIds } from '../../packages/ui/build/mantine-stable-ids.ts';
import { mantineComponentStyles } from '../../packages/ui/build/mantine-styles.ts';
import { mantineThemeCss } from '../../packages/ui/build/mantine-theme-css.ts';
import { precompress } from '../../packages/ui/build/precompress.ts';

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), mantineStableIds(), mantineThemeCss(), firstLoadChunk(), precompress()],
  base: '/agent/',
  build: { outDir: 'dist', sourcemap: true },
  // The prerender build (scripts/prerender.mjs) bundles our TypeScript packages; the rest comes from node_modules.
  ssr: { noExternal: [/^@tripsetu\//] },
});
