import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '@hospital/contract/admin';
import { SAMPLE_DOCTOR_INPUT as sample } from '@hospital/contract/testing/doctor-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeManagedDoctor } from '@/test/factories';
import { ok, requestsTo, stubFetch } from '@/test/http';
import { renderAppAs, type User } from '@/test/render';
import { decodePhoto, renderSquare } from '../utils/square-photo';

// jsdom draws nothing on a canvas: decoding and cropping stand in here; their geometry has its own test.
const square = new Blob(['square'], { type: 'image/jpeg' });
vi.mock('../utils/square-photo', () => ({
  decodePhoto: vi.fn(async () => ({ naturalWidth: 1200, naturalHeight: 800 })),
  renderSquare: vi.fn(async () => square),
}));

const created = makeManagedDoctor({ fullName: sample.fullName, speciality: sample.speciality });
let fetchMock: ReturnType<typeof stubFetch>;
const requests = (method: string, path: RegExp) => requestsTo(fetchMock, method, path);

beforeEach(() => {
  vi.mocked(decodePhoto).mockClear();
  vi.mocked(renderSquare).mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:square');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(toast, 'error');
  fetchMock = stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname.endsWith('/doctors')) return ok(created, 'Doctor added.', 201);
    if (request.method === 'POST' && pathname.endsWith('/photo'))
      return ok({ ...created, photo: '/media/doctors/new.jpg' }, 'Photo updated.');
    if (pathname.endsWith('/doctors/manage')) return ok([created]);
    return ok([]);
  });
});

/** The message tied to a field by aria-describedby: what a screen reader reads with it, and what shows under it. */
function messageUnder(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function openNewDoctor() {
  const view = renderAppAs('admin', '/admin/doctors/new');
  await screen.findByRole('heading', { name: 'Add doctor', level: 1 });
  return view;
}

async function fillRequiredFields(user: User) {
  await user.type(screen.getByLabelText('Full name'), sample.fullName);
  await user.selectOptions(screen.getByLabelText('Speciality'), sample.speciality);
  await user.selectOptions(screen.getByLabelText('Designation'), sample.currentWorkDesignation);
  await user.type(screen.getByLabelText('Department'), sample.currentWorkDepartment);
  await user.type(screen.getByLabelText('Workstation'), sample.currentWorkStation);
  await user.type(screen.getByLabelText('BMDC registration number'), sample.registrationNo);
  await user.type(screen.getByLabelText('About'), sample.about);
  await user.type(screen.getByLabelText('Consultation fee (taka)'), String(sample.consultationFee));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Add doctor' }));

describe('doctor form', () => {
  it("when it is sent empty, then the contract's messages stand under the fields, the first is toasted and nothing is sent", async () => {
    const user = userEvent.setup();
    await openNewDoctor();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Hospital Visit' }));
    await submit(user);

    expect(messageUnder(screen.getByLabelText('Title'))).toBe('Title is required.');
    expect(messageUnder(screen.getByLabelText('Full name'))).toBe('Full name is required.');
    expect(messageUnder(screen.getByLabelText('Speciality'))).toBe('Choose a speciality from the list.');
    expect(messageUnder(screen.getByLabelText('Designation'))).toBe('Choose a designation from the list.');
    expect(messageUnder(screen.getByLabelText('Department'))).toBe('Department is required.');
    expect(messageUnder(screen.getByLabelText('Workstation'))).toBe('Workstation is required.');
    expect(messageUnder(screen.getByLabelText('About'))).toBe('About is required.');
    expect(messageUnder(screen.getByLabelText('Consultation fee (taka)'))).toBe('Consultation fee must be a number.');
    expect(messageUnder(screen.getByRole('group', { name: 'Consultation methods' }))).toBe(
      'Choose at least one consultation method.',
    );
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Title is required.', expect.anything());
    expect(requests('POST', /\/doctors$/)).toEqual([]);
  });

  it('when the fee has five digits, then the four-digit message shows under it', async () => {
    const user = userEvent.setup();
    await openNewDoctor();
    await fillRequiredFields(user);
    await user.clear(screen.getByLabelText('Consultation fee (taka)'));
    await user.type(screen.getByLabelText('Consultation fee (taka)'), '12000');
    await submit(user);

    expect(messageUnder(screen.getByLabelText('Consultation fee (taka)'))).toBe(
      'Consultation fee must be at most 9999 taka (4 digits).',
    );
    expect(requests('POST', /\/doctors$/)).toEqual([]);
  });

  it('when the form is complete, then the doctor is sent with the week, the square photo follows as `photo`, and the edit page opens', async () => {
    const user = userEvent.setup();
    const append = vi.spyOn(FormData.prototype, 'append');
    const { router } = await openNewDoctor();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Video' }));

    await user.type(screen.getByLabelText('Degrees'), 'MBBS{Enter}');
    await user.type(screen.getByLabelText('Degrees'), 'FCPS (Medicine)');
    await user.click(screen.getByRole('button', { name: 'Add degrees' }));
    await user.type(screen.getByLabelText('Degrees'), 'DDV{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove DDV' }));
    await user.type(screen.getByLabelText('Tags'), 'Heart failure{Enter}');
    await user.type(screen.getByLabelText('Tags'), 'Chest pain{Enter}');

    await user.click(screen.getByRole('switch', { name: 'Sunday chamber' }));

    await user.upload(screen.getByLabelText('Choose a photo'), new File(['raw'], 'nasrin.png', { type: 'image/png' }));
    await waitFor(() => expect(renderSquare).toHaveBeenCalled());
    await screen.findByLabelText('Zoom');

    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/doctors/${created._id}`));
    const [create] = requests('POST', /\/doctors$/);
    // The title is the form's own 'Dr.', left as it was; everything else is the sample doctor as typed above.
    expect(await create!.json()).toEqual({
      ...sample,
      title: 'Dr.',
      schedule: [
        { day: 'Sunday', active: true, start: '12:00', end: '12:00' },
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
          day,
          active: false,
          start: '',
          end: '',
        })),
      ],
    });

    // The square itself goes into the multipart body. Vitest's bridge from jsdom's FormData to Node's drops the
    // file name and the bytes, so the body is checked for its part and the square for what was appended.
    expect(append).toHaveBeenCalledWith('photo', square, 'photo.jpg');
    const [upload] = requests('POST', new RegExp(`/doctors/${created._id}/photo$`));
    expect(upload!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = await upload!.text();
    expect(body).toContain('name="photo"');
    expect(body).toContain('Content-Type: image/jpeg');
    expect(await screen.findByRole('heading', { name: `Dr. ${created.fullName}`, level: 1 })).toBeTruthy();
  });

  it('when a degree is added empty, then its message shows and the list stays as it was', async () => {
    const user = userEvent.setup();
    await openNewDoctor();
    await user.type(screen.getByLabelText('Degrees'), '   {Enter}');
    expect(messageUnder(screen.getByLabelText('Degrees'))).toBe('A degree cannot be empty.');
    expect(screen.queryByRole('list', { name: 'Degrees added' })).toBeNull();
  });

  it.each([
    ['a GIF', new File(['gif'], 'photo.gif', { type: 'image/gif' }), PHOTO_TYPE_MESSAGE],
    [
      'a photo over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
      PHOTO_SIZE_MESSAGE,
    ],
  ])("when %s is chosen, then the contract's message shows and it is not opened", async (_what, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await openNewDoctor();
    const input = screen.getByLabelText('Choose a photo');
    await user.upload(input, file);
    expect(await within(document.body).findByText(message)).toBeTruthy();
    expect(messageUnder(input)).toBe(message);
    expect(decodePhoto).not.toHaveBeenCalled();
  });
});
