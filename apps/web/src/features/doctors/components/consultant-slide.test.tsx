import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctor } from '@/test/factories';
import { renderInRouter } from '@/test/render';
import { ConsultantSlide } from './consultant-slide';

const renderSlide = (speciality: string) => renderInRouter(<ConsultantSlide doctor={makeDoctor({ speciality })} />);

describe('home carousel slide (docs/product-spec.md §2)', () => {
  it("when the page is in English, then the heading is the spec's 'Book {speciality} appointment online.'", () => {
    renderSlide('Diabetes');
    expect(screen.getByRole('heading', { name: 'Book Diabetes appointment online.' })).toBeTruthy();
  });

  it('when the page is in Bangla, then the heading names the speciality as the speciality filter words it', async () => {
    await act(() => changeLanguage('bn'));
    renderSlide('Diabetes');
    expect(screen.getByRole('heading', { name: 'অনলাইনে ডায়াবেটিস অ্যাপয়েন্টমেন্ট নিন।' })).toBeTruthy();
  });
});
