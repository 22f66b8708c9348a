import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireRole } from '@/components/require-role';

function renderGate(role: Parameters<typeof RequireRole>[0]['role']) {
  render(
    <MemoryRouter>
      <RequireRole role={role} capability="desk">
        <p>Desk</p>
      </RequireRole>
    </MemoryRouter>,
  );
}

describe('role gate', () => {
  it.each(['attendant', 'admin'] as const)('when a %s opens the desk, then it shows', (role) => {
    renderGate(role);
    expect(screen.getByText('Desk')).toBeTruthy();
  });

  it.each(['doctor', 'patient', 'marketer'] as const)(
    'when a %s opens the desk, then they are told and offered a way home',
    (role) => {
      renderGate(role);
      expect(screen.queryByText('Desk')).toBeNull();
      expect(screen.getByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    },
  );
});
