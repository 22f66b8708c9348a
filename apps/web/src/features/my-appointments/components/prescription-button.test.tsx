import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makePatientAppointment } from '@/test/factories';
import { ok, refused, stubFetch } from '@/test/http';
import { renderWithStore } from '@/test/render';
import { AppointmentCard } from './appointment-card';

const APPOINTMENT = 'a00000000000000000000088';
const PRESCRIPTION = 'b00000000000000000000088';

function OpenedPrescription() {
  return <p>Opened prescription {useParams().id}</p>;
}

function renderDoneCard() {
  renderWithStore(
    <MemoryRouter initialEntries={['/patient']}>
      <Routes>
        <Route
          path="/patient"
          element={
            <AppointmentCard
              appointment={makePatientAppointment({ _id: APPOINTMENT, status: 'done' })}
              onWriteFeedback={() => undefined}
            />
          }
        />
        <Route path="/prescriptions/:id" element={<OpenedPrescription />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the "Prescription" button of a done visit', () => {
  it("when the visit's doctor signed a prescription, then it opens that prescription's page", async () => {
    const fetchMock = stubFetch((request) =>
      new URL(request.url).pathname === `/api/v1/appointments/${APPOINTMENT}/prescription`
        ? ok({ _id: PRESCRIPTION })
        : refused(404, 'Not found'),
    );
    renderDoneCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prescription' }));
    expect(await screen.findByText(`Opened prescription ${PRESCRIPTION}`)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('when none was written, then the card says so and stays', async () => {
    stubFetch(() => refused(404, 'Prescription not found.'));
    renderDoneCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prescription' }));
    expect(await screen.findByText('No prescription was written for this visit.')).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
  });
});
