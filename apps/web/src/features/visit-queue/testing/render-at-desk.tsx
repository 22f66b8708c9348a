import type { ReactElement } from 'react';
import { renderWithStore } from '@/test/render';
import { fakeAccessToken } from '@/test/tokens';

/** A component of the queue inside the store and toaster, signed in as the desk's attendant. */
export function renderAtDesk(ui: ReactElement) {
  return renderWithStore(ui, {
    token: fakeAccessToken({ role: 'attendant' }),
    user: {
      sub: '0123456789abcdef01234567',
      userName: 'Amena Khatun',
      role: 'attendant',
      patientId: 'P2600001',
      email: 'desk@demo.test',
    },
  });
}
