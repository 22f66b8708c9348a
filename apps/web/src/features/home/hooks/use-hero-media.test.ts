import { describe, expect, it } from 'vitest';
import { heroMediaFor } from './use-hero-media';

describe('hero background choice (docs/product-spec.md §1, brief: poster on slow or data-saving connections)', () => {
  it.each([
    ['no Network Information API (Safari, Firefox)', undefined, false, 'video'],
    ['a 4G connection', { effectiveType: '4g' }, false, 'video'],
    ['a 3G connection', { effectiveType: '3g' }, false, 'video-on-demand'],
    ['a 2G connection', { effectiveType: '2g' }, false, 'poster'],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }, false, 'poster'],
    ['Data Saver on a fast connection', { effectiveType: '4g', saveData: true }, false, 'poster'],
    ['a preference for reduced motion', { effectiveType: '4g' }, true, 'poster'],
  ] as const)('when the visitor has %s, then the hero gets %s', (_case, connection, reducedMotion, expected) => {
    expect(heroMediaFor(connection, reducedMotion)).toBe(expected);
  });
});
