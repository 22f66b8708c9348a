import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * Draws the demo doctors' portraits as small SVG illustrations (nothing is fetched from the internet) into
 * apps/web/public/media/doctors. Run once; the output is committed. Order follows DEMO_DOCTORS in the seed.
 */
const GENDERS = 'ffmmfmmfmfmmfmfmmmfmmfmfmm'.split('');
const SKIN = ['#8d5a3b', '#a0683f', '#b87a4b', '#c68a5c', '#7a4a2c'];
const HAIR = ['#1b1b1b', '#2b1d14', '#3a2a1e'];
const BACKDROP = ['#d8efe6', '#dbe9f7', '#f5e6da', '#e9e2f5', '#e0f0f3', '#f3efd9'];
const SCRUBS = ['#2f7d6d', '#2c5d8f', '#6c4f93', '#1f6f8b'];

function avatar(i, gender) {
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[i % HAIR.length];
  const bg = BACKDROP[i % BACKDROP.length];
  const scrub = SCRUBS[i % SCRUBS.length];
  const hijab = gender === 'f' && i % 3 === 0;
  const hairShape =
    gender === 'm'
      ? `<path d="M70 92c0-26 16-42 40-42s40 16 40 42c-6-12-20-18-40-18s-34 6-40 18z" fill="${hair}"/>`
      : hijab
        ? `<path d="M62 104c0-34 20-56 48-56s48 22 48 56v40c-10 10-28 16-48 16s-38-6-48-16z" fill="${scrub}" opacity=".9"/>`
        : `<path d="M64 112c-2-40 18-62 46-62s48 22 46 62c-2 20-8 34-14 40V100c-8-10-18-14-32-14s-24 4-32 14v52c-6-6-12-20-14-40z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 220" role="img" aria-label="Doctor portrait">
<rect width="220" height="220" fill="${bg}"/>
<path d="M30 220c4-42 34-62 80-62s76 20 80 62z" fill="#fff"/>
<path d="M92 160l18 30 18-30-18-6z" fill="${scrub}"/>
<path d="M78 168c-6 18-4 30 8 36m56-36c6 18 4 30-8 36" stroke="#4a5560" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="86" cy="206" r="6" fill="#4a5560"/>
<rect x="98" y="128" width="24" height="30" rx="10" fill="${skin}"/>
${hijab ? hairShape : ''}<ellipse cx="110" cy="102" rx="36" ry="42" fill="${skin}"/>
${hijab ? '' : hairShape}<circle cx="97" cy="104" r="3.5" fill="#222"/><circle cx="123" cy="104" r="3.5" fill="#222"/>
<path d="M100 124c6 5 14 5 20 0" stroke="#5a2e1c" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>
`;
}

const out = path.join(ROOT, 'apps/web/public/media/doctors');
mkdirSync(out, { recursive: true });
GENDERS.forEach((g, i) => writeFileSync(path.join(out, `doctor-${String(i + 1).padStart(2, '0')}.svg`), avatar(i, g)));
console.log(`wrote ${GENDERS.length} portraits to ${out}`);
