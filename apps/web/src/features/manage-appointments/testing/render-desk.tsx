import type { Role } from '@hospital/contract/lists';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithStore } from '@/test/render';
import { fakeAccessToken } from '@/test/tokens';

/** A component of this screen inside the store, toaster and a router at `path`, signed in with `role`. */
export function renderDesk(ui: ReactElement, role: Role, path = '/attendant/') {
  const claims = {
    sub: '0123456789abcdef01234567',
    userName: 'Amena Khatun',
    role,
    patientId: 'P2600001',
    email: 'desk@demo.test',
  };
  return renderWithStore(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, {
    token: fakeAccessToken(claims),
    user: claims,
  });
}
