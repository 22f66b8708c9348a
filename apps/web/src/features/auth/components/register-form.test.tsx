import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, expect, it, vi } from 'vitest';
import { loginDialogOpened } from '@/stores/ui-slice';
import { ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
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
  await user.type(screen.getByLabelText('Code from the SMS'), '246810');
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
    code: '246810',
  });
  expect(toast.error).not.toHaveBeenCalled();
});

it('when "Send code" is pressed for a number typed the Bangla way, then a code is asked for 01711000111 and the form says where it went', async () => {
  const sends = stubFetch(() => ok({ expiresInSeconds: 300 }, 'A code is on its way.'));
  const user = userEvent.setup();
  renderWithStore(<RegisterForm />);

  await user.type(screen.getByLabelText('Contact number'), '০১৭১১-০০০১১১');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'We sent a 6-digit code to 01711000111. It lasts 5 minutes.',
  );
  const [request] = requestsTo(sends, 'POST', /\/phone-proofs\/send$/);
  expect(await sentBody(request!)).toEqual({ contact: '01711000111' });
  // Asked again, a new code replaces the old one.
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
});

it('when "Send code" is pressed before a valid number is typed, then the number\'s message shows and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithStore(<RegisterForm />);

  await user.type(screen.getByLabelText('Contact number'), '0171');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByText('Contact number must be 11 digits long')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('when the code field is drawn, then phones offer the SMS code and a number pad; a code typed in Bengali digits is sent as 6 ASCII digits', async () => {
  const user = userEvent.setup();
  renderWithStore(<RegisterForm />);
  const code = screen.getByLabelText('Code from the SMS');
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');

  await fillValidForm(user, '01711000111');
  await user.clear(code);
  await user.type(code, '২৪৬ ৮১০');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  expect(await sentBody(fetchMock.mock.calls[0]![0])).toMatchObject({ code: '246810' });
});

it('when the code is not 6 digits, then the toast says so and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithStore(<RegisterForm />);

  await fillValidForm(user, '01711000111');
  await user.clear(screen.getByLabelText('Code from the SMS'));
  await user.type(screen.getByLabelText('Code from the SMS'), '1234');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const message = 'Enter the 6-digit code we sent to your mobile number.';
  expect(toast.error).toHaveBeenCalledExactlyOnceWith(message, expect.objectContaining({ duration: 6000 }));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('when the server refuses the code, then its sentence is toasted and the view stays on registration', async () => {
  const wrong = 'The code is wrong or has expired. Ask for a new code.';
  stubFetch(() => refused(400, wrong, [{ path: 'code', message: wrong }]));
  const user = userEvent.setup();
  const { store } = renderWithStore(<RegisterForm />);
  store.dispatch(loginDialogOpened('register'));

  await fillValidForm(user, '01711000111');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(wrong, expect.anything()));
  expect(store.getState().ui.loginDialogView).toBe('register');
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
