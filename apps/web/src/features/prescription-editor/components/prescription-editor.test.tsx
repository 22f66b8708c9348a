import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { requestsTo, sentBody } from '@/test/http';
import { renderAppAs } from '@/test/render';
import {
  APPOINTMENT_ID,
  makePrescription,
  NAPA,
  PRESCRIPTION_ID,
  stubPrescriptionServer,
} from '../testing/prescription-server';

const EDITOR = `/doctor/prescription/${APPOINTMENT_ID}`;
const DRAFT_PATH = new RegExp(`/prescriptions/${PRESCRIPTION_ID}$`);

async function openEditor() {
  const user = userEvent.setup();
  const view = renderAppAs('doctor', EDITOR);
  await screen.findByRole('heading', { name: 'Diagnosis' });
  return { user, ...view };
}

/** Finds Napa through the formulary search and adds it with Enter. */
async function addNapa(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Find a medicine' }), 'nap');
  await screen.findByRole('option', { name: /Napa 500 mg/ });
  await user.keyboard('{ArrowDown}{Enter}');
  return screen.findByRole('listitem', { name: /Napa 500 mg tablet/ });
}

describe('prescription editor', () => {
  it('when it opens, then the doctor with degrees and BMDC number and the patient head the page', async () => {
    stubPrescriptionServer();
    await openEditor();
    const header = screen.getByText('Sadia Islam').closest('header')!;
    expect(header.textContent).toContain('Dr. Tanvir Ahmed');
    expect(header.textContent).toContain('MBBS, FCPS (Medicine)');
    expect(header.textContent).toContain('BMDC Reg. No. A-12345');
    expect(header.textContent).toContain('Sadia Islam');
    expect(header.textContent).toContain('Holder ID P2600123');
  });

  it('when the doctor types in the search and uses the arrow keys, then Enter adds the marked medicine', async () => {
    const { fetchMock } = stubPrescriptionServer();
    const { user } = await openEditor();
    const box = screen.getByRole('combobox', { name: 'Find a medicine' });
    await user.type(box, 'nap');
    await screen.findByRole('option', { name: /Napa Extend 665 mg/ });
    const options = within(screen.getByRole('listbox', { name: 'Find a medicine' })).getAllByRole('option');
    // Two matches and the free-text line; one search for the whole word, not one per keystroke.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Napa 500 mg'),
      expect.stringContaining('Napa Extend 665 mg'),
      'Add "nap" as free text',
    ]);
    expect(options[0]!.textContent).toContain('Paracetamol · Beximco');
    expect(
      requestsTo(fetchMock, 'GET', /\/medicines\/search$/).map((r) => new URL(r.url).searchParams.get('q')),
    ).toEqual(['nap']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    const line = await screen.findByRole('listitem', { name: /Napa Extend 665 mg tablet/ });
    expect(within(line).getByText('1+0+1, after food, 7 days')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('when a medicine is not in the formulary, then it is added as free text and marked so', async () => {
    stubPrescriptionServer();
    const { user } = await openEditor();
    await user.type(screen.getByRole('combobox', { name: 'Find a medicine' }), 'Gripe water');
    await user.click(await screen.findByRole('option', { name: 'Add "Gripe water" as free text' }));
    const line = await screen.findByRole('listitem', { name: /Gripe water/ });
    expect(within(line).getByText('free text')).toBeTruthy();
  });

  it('when the dose steppers and food change, then the line reads as the patient will read it, in both languages', async () => {
    stubPrescriptionServer();
    const { user } = await openEditor();
    const line = await addNapa(user);
    // Halves up to 2: noon ½ then 1; night 1, ½, then 1 and 1½.
    await user.click(within(line).getByRole('button', { name: 'Noon: more' }));
    expect(within(line).getByTestId('dose-preview').textContent).toBe('1+½+1, after food, 7 days');
    await user.click(within(line).getByRole('button', { name: 'Noon: more' }));
    await user.click(within(line).getByRole('button', { name: 'Night: less' }));
    await user.click(within(line).getByRole('button', { name: 'Night: more' }));
    await user.click(within(line).getByRole('button', { name: 'Night: more' }));
    await user.click(within(line).getByRole('button', { name: 'Before food' }));
    const count = within(line).getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '১০');
    expect(within(line).getByTestId('dose-preview').textContent).toBe('1+1+1½, before food, 10 days');

    await act(() => changeLanguage('bn'));
    expect(within(line).getByTestId('dose-preview').textContent).toBe('১+১+১½, খাবারের আগে, ১০ দিন');
    await user.click(within(line).getByRole('button', { name: 'খাবারের পরে' }));
    await user.selectOptions(within(line).getByLabelText('কত দিন'), 'continue');
    expect(within(line).getByTestId('dose-preview').textContent).toBe('১+১+১½, খাবারের পরে, চলবে');
  });

  it('when the doctor types, then one save goes after the pause, with the revision, and the next uses the new one', async () => {
    const { fetchMock, server } = stubPrescriptionServer();
    const { user } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'Viral fever');
    await screen.findByText('Saved', undefined, { timeout: 5000 });
    const puts = requestsTo(fetchMock, 'PUT', DRAFT_PATH);
    expect(puts).toHaveLength(1);
    expect(await sentBody(puts[0]!)).toMatchObject({ diagnosis: 'Viral fever', revision: 3 });
    expect(server.draft.revision).toBe(4);

    await user.type(screen.getByRole('textbox', { name: 'Advice' }), 'Rest');
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', DRAFT_PATH)).toHaveLength(2));
    expect(await sentBody(requestsTo(fetchMock, 'PUT', DRAFT_PATH)[1]!)).toMatchObject({ advice: 'Rest', revision: 4 });
  });

  it('when the findings are typed in Bengali digits, then they are saved as numbers', async () => {
    const { fetchMock } = stubPrescriptionServer();
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Blood pressure'), '১২০/৮০');
    await user.type(screen.getByLabelText('Pulse (per minute)'), '৭২');
    await user.type(screen.getByLabelText('Temperature (°F)'), '৯৮.৬');
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', DRAFT_PATH)).toHaveLength(1));
    expect(await sentBody(requestsTo(fetchMock, 'PUT', DRAFT_PATH)[0]!)).toMatchObject({
      findings: { bloodPressure: '১২০/৮০', pulse: 72, temperature: 98.6 },
    });
  });

  it('when another window saved first (409), then the server draft is shown and the doctor is told', async () => {
    const { server } = stubPrescriptionServer();
    const { user } = await openEditor();
    server.draft = { ...server.draft, revision: 7, diagnosis: 'Typhoid fever' };
    await user.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'Viral');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('This prescription was saved from another window.'),
    );
    expect((screen.getByRole('textbox', { name: 'Diagnosis' }) as HTMLTextAreaElement).value).toBe('Typhoid fever');
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('when the page is reloaded before the save went, then the work comes back from this browser and is saved', async () => {
    const { fetchMock } = stubPrescriptionServer();
    const first = await openEditor();
    await first.user.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'Asthma');
    // The tab closes before the pause ends.
    first.unmount();
    expect(requestsTo(fetchMock, 'PUT', DRAFT_PATH)).toHaveLength(0);

    await openEditor();
    expect((screen.getByRole('textbox', { name: 'Diagnosis' }) as HTMLTextAreaElement).value).toBe('Asthma');
    expect(screen.getByRole('alert').textContent).toContain(
      'Your unsaved changes were brought back from this browser.',
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', DRAFT_PATH)).toHaveLength(1));
    expect(await sentBody(requestsTo(fetchMock, 'PUT', DRAFT_PATH)[0]!)).toMatchObject({ diagnosis: 'Asthma' });
  });

  it('when the network is gone, then the indicator says so and the work stays in this browser', async () => {
    const { server } = stubPrescriptionServer();
    server.nextPut = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'Migraine');
    await screen.findByText('Not saved — offline');
    expect(localStorage.getItem(`prescription-draft:${PRESCRIPTION_ID}`)).toContain('Migraine');
  });

  it('when the doctor signs and confirms, then what is on screen is saved, signed, and the signed page opens', async () => {
    const { fetchMock, server } = stubPrescriptionServer();
    const { user, router } = await openEditor();
    await addNapa(user);
    await user.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'Fever');
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign and send this prescription?' });
    expect(requestsTo(fetchMock, 'POST', /\/sign$/)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign and send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/prescriptions/${PRESCRIPTION_ID}`));
    expect(requestsTo(fetchMock, 'POST', /\/sign$/)).toHaveLength(1);
    // Saved before the signature: the patient gets exactly what the doctor read.
    expect(server.draft.diagnosis).toBe('Fever');
    expect(server.draft.medicines.map((line) => line.name)).toEqual(['Napa 500 mg tablet']);
  });

  it('when a line is starred, then it is saved with its dose to the favourites, and one tap adds it again', async () => {
    const { fetchMock, server } = stubPrescriptionServer();
    const { user } = await openEditor();
    const line = await addNapa(user);
    await user.click(within(line).getByRole('button', { name: 'Noon: more' }));
    await user.click(within(line).getByRole('button', { name: 'Noon: more' }));
    await user.click(within(line).getByRole('button', { name: 'Save Napa 500 mg tablet to favourites' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', /\/prescriptions\/favourites$/)).toHaveLength(1));
    expect(server.favourites.medicines).toMatchObject([
      { name: 'Napa 500 mg tablet', medicineId: NAPA._id, dose: { kind: 'pattern', morning: 1, noon: 1, night: 1 } },
    ]);
    // The star turns once the server has answered the save.
    expect(await within(line).findByRole('button', { name: 'Remove Napa 500 mg tablet from favourites' })).toBeTruthy();

    await user.click(within(line).getByRole('button', { name: 'Remove Napa 500 mg tablet' }));
    await user.click(await screen.findByRole('button', { name: 'Add Napa 500 mg tablet' }));
    const again = await screen.findByRole('listitem', { name: /Napa 500 mg tablet/ });
    expect(within(again).getByTestId('dose-preview').textContent).toBe('1+1+1, after food, 7 days');
  });

  it('when the visit is already signed, then the editor offers the signed prescription instead', async () => {
    stubPrescriptionServer(makePrescription({ status: 'signed' }));
    renderAppAs('doctor', EDITOR);
    expect(await screen.findByText('This prescription is signed and cannot be changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the signed prescription' }).getAttribute('href')).toBe(
      `/prescriptions/${PRESCRIPTION_ID}`,
    );
  });
});
