import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { AutoplayCarousel } from './autoplay-carousel';

const SLIDES = [
  { key: 'a', content: <p>First</p> },
  { key: 'b', content: <p>Second</p> },
];

describe('home carousel names', () => {
  it('when the page is in English or Bangla, then screen readers hear the region as a carousel in that language', async () => {
    const { rerender } = render(<AutoplayCarousel label="Patient reviews" slides={SLIDES} breakpoints={{}} />);
    expect(screen.getByRole('region', { name: 'Patient reviews' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );

    await act(() => changeLanguage('bn'));
    rerender(<AutoplayCarousel label="রোগীদের মতামত" slides={SLIDES} breakpoints={{}} />);
    expect(screen.getByRole('region', { name: 'রোগীদের মতামত' }).getAttribute('aria-roledescription')).toBe('স্লাইডশো');
  });
});
