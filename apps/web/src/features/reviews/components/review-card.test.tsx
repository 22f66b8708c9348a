import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

const doctor = { _id: 'cccccccccccccccccccccccc', fullName: 'Imran Hossain' };

function renderReview(photoUrl: string | null) {
  return render(
    <MemoryRouter>
      <ReviewCard
        review={{ rating: 4, review: 'Very kind.', createdBy: { name: 'Fatema Begum', photoUrl } }}
        doctor={doctor}
      />
    </MemoryRouter>,
  );
}

describe('review card (docs/product-spec.md §2 patient reviews)', () => {
  it('when a review is shown, then it has the stars, the text, the reviewer and a link to the doctor', () => {
    renderReview(null);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('Very kind.')).toBeTruthy();
    expect(screen.getByText('Fatema Begum')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review for: Dr. Imran Hossain' }).getAttribute('href')).toBe(
      `/doctor-profile/${doctor._id}`,
    );
  });

  it('when the reviewer has no photo, then the default avatar is drawn instead of an image', () => {
    const { container } = renderReview(null);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('figcaption svg')).not.toBeNull();
  });

  it('when the reviewer photo fails to load, then the default avatar replaces it', () => {
    const { container } = renderReview('/media/missing.jpg');
    const photo = container.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/media/missing.jpg');
    fireEvent.error(photo!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('figcaption svg')).not.toBeNull();
  });
});
