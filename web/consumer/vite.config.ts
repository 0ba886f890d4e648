import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { '/gateway': 'http://localhost:3000', '/media': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
