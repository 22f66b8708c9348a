import { useState } from 'react';
import { useSettled } from '@/hooks/use-settled';

/** The Network Information API: Chromium-based browsers only, hence every field optional. */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * How much of the hero video this visitor should get:
 * - 'poster' only when they asked to save data, are on a 2G-class link, or prefer reduced motion (a looping
 *   background video is motion they did not ask for);
 * - 'video-on-demand' on 3G: the video plays, but nothing is fetched before it starts (preload="none");
 * - 'video' otherwise.
 */
export type HeroMedia = 'poster' | 'video-on-demand' | 'video';

export function heroMediaFor(connection: NetworkInformation | undefined, prefersReducedMotion: boolean): HeroMedia {
  if (prefersReducedMotion) return 'poster';
  if (connection?.saveData) return 'poster';
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return 'poster';
  if (connection?.effectiveType === '3g') return 'video-on-demand';
  return 'video';
}

/**
 * Read once when the hero mounts: switching a playing background video on a connection change would only flicker.
 * The poster comes first everywhere (the server renders it, and the browser adopts it so); the video, decoration
 * only, joins once the page has settled (src/lib/settled.ts), so it never competes with making the page work.
 */
export function useHeroMedia(): HeroMedia {
  const settled = useSettled();
  const [media] = useState<HeroMedia>(() =>
    typeof window === 'undefined'
      ? 'poster'
      : heroMediaFor(
          (navigator as Navigator & { connection?: NetworkInformation }).connection,
          typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        ),
  );
  return settled ? media : 'poster';
}
