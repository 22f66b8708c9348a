// Draws the install icons (public/icons/*.png) from the hospital mark in public/favicon.svg, the same drawing as
// src/components/ui/logo.tsx. Run by hand when the mark changes: `node apps/web/scripts/make-icons.mjs`; the PNGs are
// committed. sharp comes with the API (it re-encodes doctors' photos).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const BRAND = '#0f766e';

/** `any` icons: the rounded tile as it is. Maskable and Apple's: full-bleed brand colour (the heart lies well inside the 80% safe zone). */
const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'apple-touch-icon.png', size: 180, svg: square(1) },
  { file: 'icon-maskable-512.png', size: 512, svg: square(1) },
];

function square(scale) {
  const offset = (48 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toFile(new URL(`icons/${file}`, publicDir).pathname);
  process.stdout.write(`public/icons/${file}\n`);
}
