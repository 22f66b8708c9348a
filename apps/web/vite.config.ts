import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `@/` is src/ (as in bulletproof-react), so imports read the same from any depth.
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
    // `source` first so @hospital/contract resolves to its TypeScript sources (no contract build needed);
    // the defaults are appended because setting `conditions` replaces them.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    reportCompressedSize: true,
    manifest: true,
  },
});
