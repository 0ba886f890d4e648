import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunk } from '../../packages/ui/build/first-load-chunk.ts';
import { mantineStableIds } from '../../packages/ui/build/mantine-stable-ids.ts';
import { mantineComponentStyles } from '../../packages/ui/build/mantine-styles.ts';
import { mantineThemeCss } from '../../packages/ui/build/mantine-theme-css.ts';
import { precompress } from '../../packages/ui/build/precompress.ts';

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), mantineStableIds(), mantineThemeCss(), firstLoadChunk(), precompress()],
  base: '/',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200, cssCodeSplit: false },
  // The prerender build (scripts/prerender.mjs) bundles our TypeScript packages; the rest comes from node_modules.
  ssr: { noExternal: [/^@tripsetu\//] },
  server: {
    proxy: { '/gateway': 'http://localhost:3000', '/media': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
