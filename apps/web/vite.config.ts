import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { siteIdentity } from './src/config/site-identity.ts';

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#14102, open), so a
 * production bundle carried its development warnings and checks. Builds take its production build instead; the
 * development server and the tests keep the development one, warnings included.
 */
const routerProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server entry's build carries code only: the public files are the browser build's.
  publicDir: isSsrBuild ? false : 'public',
  // React picks its production build by NODE_ENV at run time; the API process need not set it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw.ts, docs/decisions/0018-service-worker.md) and the install manifest, for the browser
    // build only. The app registers the worker itself (src/app/service-worker.ts), after the first visit has loaded.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          name: siteIdentity.name,
          short_name: siteIdentity.shortName,
          description: siteIdentity.description,
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: siteIdentity.themeColour,
          background_color: siteIdentity.backgroundColour,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          // The app and what its first screens show; not the demo portraits or the frame artwork (cached as they are
          // seen) and not the hero video (streamed; the poster stands in for it offline).
          globPatterns: [
            '**/*.{js,css,html,webmanifest}',
            'favicon.svg',
            'icons/*.png',
            'media/hero/hero-poster.webp',
            'media/avatar-default.svg',
          ],
        },
      }),
  ],
  resolve: {
    // `@/` is src/ (as in bulletproof-react), so imports read the same from any depth.
    alias: [
      { find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProductionBuild }] : []),
    ],
    // `source` first so @hospital/contract resolves to its TypeScript sources (no contract build needed);
    // the defaults are appended because setting `conditions` replaces them.
    conditions: ['source', ...defaultClientConditions],
  },
  // The server entry (src/entry-server.tsx, built with `vite build --ssr` into dist-ssr) carries everything it needs,
  // so the API process loads one file and no package of the web app has to be installed beside it.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    reportCompressedSize: true,
    manifest: !isSsrBuild,
    // The browser build in few files: the packages every page needs in two chunks that change only when they do (React
    // itself apart, so the browser can run it in a task of its own: src/main.tsx), and modules under 4 KB copied into
    // the chunks that use them instead of each being a request of its own. A first visit to / fetches 12 files
    // instead of 31 (each costs a round trip and about 0.9 KB of headers); the whole build grows by about 40 KB
    // compressed, which the service worker downloads once per deploy.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                // sonner is not here: it loads with the first toast (src/lib/toast.ts).
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
                  priority: 2,
                },
              ],
              experimentalInlineCommonChunks: { maxSize: 4096 },
            },
          },
        },
  },
}));
