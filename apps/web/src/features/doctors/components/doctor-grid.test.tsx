import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { makeDoctor } from '@/test/factories';
import { DoctorGrid } from './doctor-grid';

const doctors = Array.from({ length: 7 }, (_, index) =>
  makeDoctor({ _id: `${'d'.repeat(23)}${index}`, photo: `/media/doctors/doctor-0${index + 1}.svg` }),
);

function photoLoading() {
  return screen.getAllByRole('article').map((card) => card.querySelector('img')?.getAttribute('loading') ?? 'eager');
}

it('when the grid opens the page, then the first row of photos loads at once and the rest only when near', () => {
  render(
    <MemoryRouter>
      <DoctorGrid doctors={doctors} eagerPhotos={5} />
    </MemoryRouter>,
  );
  expect(photoLoading()).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
});

it('when the grid is further down a page, then every photo waits until it is near', () => {
  render(
    <MemoryRouter>
      <DoctorGrid doctors={doctors} />
    </MemoryRouter>,
  );
  expect(photoLoading()).toEqual(Array(7).fill('lazy'));
});
