import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core's WCAG 2 A/AA rules on `container` and fails with each violation's rule and first target. Colour
 * contrast is left to the browser journeys: jsdom computes no styles to measure it with.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
  expect(found).toEqual([]);
}
