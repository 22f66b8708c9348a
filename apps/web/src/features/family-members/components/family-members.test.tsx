import type { FamilyMember } from '@hospital/contract/patients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

const member = (n: number, overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  _id: `f${String(n).padStart(23, '0')}`,
  patientId: `P26000${10 + n}`,
  name: `Member ${n}`,
  age: 8,
  gender: 'female',
  weight: null,
  relation: 'child',
  createdAt: '2026-11-20T04:00:00.000Z',
  ...overrides,
});

let family: FamilyMember[];
let writes: Array<{ method: string; path: string; body: unknown }>;

beforeEach(() => {
  family = [member(1, { name: 'Arisha Islam' })];
  writes = [];
  vi.spyOn(toast, 'error');
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (request.method !== 'GET') {
      const body = request.method === 'DELETE' ? undefined : await request.clone().json();
      writes.push({ method: request.method, path, body });
    }
    if (path === '/patients/family' && request.method === 'GET') return ok(family);
    if (path === '/patients/family' && request.method === 'POST') {
      const created = member(family.length + 1, { ...(writes.at(-1)!.body as object) } as Partial<FamilyMember>);
      family = [...family, created];
      return ok(created, 'Family member added.', 201);
    }
    if (path.startsWith('/patients/family/') && request.method === 'DELETE') {
      family = family.filter((item) => !path.endsWith(item._id));
      return ok(null, 'Family member removed.');
    }
    return ok([]);
  });
});

describe('family members', () => {
  it('when a member is added with Bengali digits for the age, then the contract reads them and the list grows', async () => {
    const user = userEvent.setup();
    renderAppAs('patient', '/patient/add-family-members');
    expect(await screen.findByRole('heading', { name: 'Arisha Islam' }, { timeout: 15_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Name is required.', expect.anything()));
    expect(writes).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rafi Islam');
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '১২');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'male');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'child');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Rafi Islam' })).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/patients/family',
        body: { name: 'Rafi Islam', age: 12, gender: 'male', relation: 'child', weight: null },
      },
    ]);
  });

  it('when six members exist, then no more can be added', async () => {
    family = [1, 2, 3, 4, 5, 6].map((n) => member(n));
    renderAppAs('patient', '/patient/add-family-members');
    expect(await screen.findByText('You have added 6 family members, the most allowed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a family member' })).toBeNull();
  });

  it('when Remove is confirmed, then the member is deleted', async () => {
    const user = userEvent.setup();
    renderAppAs('patient', '/patient/add-family-members');
    const item = (await screen.findByRole('heading', { name: 'Arisha Islam' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(writes).toEqual([]);
    await user.click(within(item).getByRole('button', { name: 'Confirm remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Arisha Islam' })).toBeNull());
    expect(writes).toEqual([{ method: 'DELETE', path: `/patients/family/${member(1)._id}`, body: undefined }]);
  });

  it('when the page is in Bangla, then the labels and relation are Bangla', async () => {
    await changeLanguage('bn');
    renderAppAs('patient', '/patient/add-family-members');
    expect(await screen.findByRole('heading', { name: 'পরিবারের সদস্য' })).toBeTruthy();
    expect(await screen.findByText(/সন্তান · ৮ বছর/)).toBeTruthy();
  });
});
