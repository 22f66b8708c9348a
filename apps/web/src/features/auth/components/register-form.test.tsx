import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, expect, it, vi } from 'vitest';
import { loginDialogOpened } from '@/stores/ui-slice';
import { ok, stubFetch } from '@/test/http';
import { renderWithStore, type User } from '@/test/render';
import { LoginDialog } from './login-dialog';
import { RegisterForm } from './register-form';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch(() => ok({}, 'Registered!', 201));
  vi.spyOn(toast, 'error');
});

async function fillValidForm(user: User, contact: string) {
  await user.type(screen.getByLabelText('Full name'), 'Rahima Akter');
  await user.type(screen.getByLabelText('Age'), '34');
  await user.click(screen.getByRole('button', { name: 'Female' }));
  await user.type(screen.getByLabelText('Contact number'), contact);
  await user.type(screen.getByLabelText('Email'), 'rahima@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
}

it("when the contact number is '123', then the toast says it must be 11 digits and nothing is sent", async () => {
  const user = userEvent.setup();
  renderWithStore(<RegisterForm />);

  await fillValidForm(user, '123');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const message = 'Contact number must be 11 digits long';
  expect(toast.error).toHaveBeenCalledExactlyOnceWith(message, expect.objectContaining({ duration: 6000 }));
  // The toast is on screen, and the message is also under the field for screen-reader users.
  const toaster = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(toaster).findByText(message)).toBeTruthy();
  expect(screen.getByLabelText('Contact number').getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('when every field is valid, then the registration is sent with the chosen gender and the view returns to login', async () => {
  const user = userEvent.setup();
  const { store } = renderWithStore(<RegisterForm />);
  store.dispatch(loginDialogOpened('register'));

  await fillValidForm(user, '01711000111');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await vi.waitFor(() => expect(store.getState().ui.loginDialogView).toBe('login'));
  const request = fetchMock.mock.calls[0]?.[0] as Request;
  expect(request.url).toMatch(/\/api\/v1\/users\/create-patient$/);
  expect(await request.json()).toEqual({
    name: 'Rahima Akter',
    age: 34,
    gender: 'female',
    contact: '01711000111',
    email: 'rahima@example.com',
    password: 'secret12',
  });
  expect(toast.error).not.toHaveBeenCalled();
});

it.each([['০১৭১১-০০০১১১'], ['+880 1711-000111']])(
  'when the contact is typed as %j and the age in Bengali digits, then the registration sends 01711000111 and 34',
  async (contact) => {
    const user = userEvent.setup();
    renderWithStore(<RegisterForm />);

    await user.type(screen.getByLabelText('Full name'), 'Rahima Akter');
    await user.type(screen.getByLabelText('Age'), '৩৪');
    await user.type(screen.getByLabelText('Contact number'), contact);
    // The field keeps what was typed: nothing is thrown away or reformatted while typing.
    expect((screen.getByLabelText('Contact number') as HTMLInputElement).value).toBe(contact);
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('৩৪');
    await user.type(screen.getByLabelText('Email'), 'rahima@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toMatchObject({ age: 34, contact: '01711000111' });
    expect(toast.error).not.toHaveBeenCalled();
  },
);

it('when a patient registers in the dialog, then the login view follows with their email filled in and the password focused', async () => {
  const user = userEvent.setup();
  renderWithStore(
    <MemoryRouter>
      <LoginDialog />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Please Register' }));

  await fillValidForm(user, '01711000111');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await screen.findByRole('heading', { name: 'Log in to your account' });
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rahima@example.com');
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
});
