import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@hospital/contract/lists';
import { STATION_REQUIRED_MESSAGE } from '@hospital/contract/slot-requests';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { renderAppAs, renderAppInBanglaAs, type User } from '@/test/render';
import { ok, stubFetch } from '@/test/http';

let fetchMock: ReturnType<typeof stubFetch>;
const slotRequestCalls = () =>
  fetchMock.mock.calls.map(([r]) => r).filter((r) => r.url.endsWith('/marketer/create-slot-request'));

// The admin's active stations, as GET /marketing/stations answers them.
const STATIONS = [
  { _id: '65f1a0000000000000000001', name: 'DMCH' },
  { _id: '65f1a0000000000000000002', name: 'Shishu Hospital' },
];

beforeEach(() => {
  fetchMock = stubFetch((request) =>
    new URL(request.url).pathname.endsWith('/marketing/stations')
      ? ok(STATIONS)
      : ok(null, 'Your emergency slot request has been received.', 201),
  );
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
});

const renderAs = (role: Role, path = '/book-emergency-slot') => renderAppAs(role, path);

const patient = { 'Patient name': 'Baby of Rina Akter', Age: '1', 'Contact number': '01755667788' };

async function fillPatient(user: User) {
  for (const [label, text] of Object.entries(patient)) await user.type(screen.getByLabelText(label), text);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Request Emergency Slot' }));

describe('emergency slot request form', () => {
  it('when a marketer leaves the station out, then the station message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAs('marketer', '/marketer/book-emergency-slot');
    await screen.findByRole('heading', { name: 'Quick Reserve' });

    await user.click(screen.getByRole('radio', { name: 'NICU' }));
    await fillPatient(user);
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      STATION_REQUIRED_MESSAGE,
      expect.objectContaining({ duration: 6000 }),
    );
    expect(slotRequestCalls()).toEqual([]);
  });

  it('when a marketer picks department and one of the active stations, then both are sent and the confirmation page follows', async () => {
    const user = userEvent.setup();
    const { router } = renderAs('marketer', '/marketer/book-emergency-slot');
    await screen.findByRole('heading', { name: 'Quick Reserve' });
    const stations = screen.getByRole('combobox', { name: 'Station' });
    await within(stations).findByRole('option', { name: 'Shishu Hospital' });
    expect(
      within(stations)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a station', 'DMCH', 'Shishu Hospital']);

    await user.click(screen.getByRole('radio', { name: 'NICU' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'Shishu Hospital');
    await fillPatient(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Emergency slot requested' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/received_emergency_slot_request');
    expect(toast.loading).toHaveBeenCalledWith('Checking available seats...');
    expect(await slotRequestCalls()[0]!.json()).toEqual({
      department: 'NICU',
      station: 'Shishu Hospital',
      name: 'Baby of Rina Akter',
      age: 1,
      contact: '01755667788',
    });
  });

  it('when a patient opens Quick Reserve, then there is no station picker and none is sent', async () => {
    const user = userEvent.setup();
    renderAs('patient');
    await screen.findByRole('heading', { name: 'Quick Reserve' });
    expect(screen.queryByRole('combobox', { name: 'Station' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'OPD' }));
    await fillPatient(user);
    await submit(user);

    await waitFor(() => expect(slotRequestCalls()).toHaveLength(1));
    expect(await slotRequestCalls()[0]!.json()).not.toHaveProperty('station');
  });

  it('when nothing is chosen, then the department message comes first', async () => {
    const user = userEvent.setup();
    renderAs('patient');
    await screen.findByRole('heading', { name: 'Quick Reserve' });

    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'Select a department at first, its required.',
      expect.anything(),
    );
    expect(slotRequestCalls()).toEqual([]);
  });

  it('when the age is not a number, then the spec message is toasted', async () => {
    const user = userEvent.setup();
    renderAs('patient');
    await screen.findByRole('heading', { name: 'Quick Reserve' });

    await user.click(screen.getByRole('radio', { name: 'General' }));
    await user.type(screen.getByLabelText('Patient name'), 'Abdul Jabbar');
    await user.type(screen.getByLabelText('Age'), 'old');
    await user.type(screen.getByLabelText('Contact number'), '01866778899');
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Age must be a number.', expect.anything());
  });
});

describe('Quick Reserve in Bangla', () => {
  it('when a marketer opens it in Bangla, then departments read Bangla (stations keep their names), and a missing department is refused in Bangla', async () => {
    const { user } = await renderAppInBanglaAs('marketer', '/marketer/book-emergency-slot');

    expect(await screen.findByRole('heading', { name: 'জরুরি সিরিয়াল', level: 1 })).toBeTruthy();
    expect(document.title).toBe(`জরুরি সিরিয়াল | ${siteConfig.name}`);
    expect(screen.getByText(/^জরুরি সিরিয়ালের অনুরোধ করুন। বিভাগ ও স্টেশন বেছে নিন/)).toBeTruthy();
    const departments = screen.getByRole('group', { name: 'বিভাগ' });
    expect(
      within(departments)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['NICU', 'PICU', 'জেনারেল', 'বহির্বিভাগ (OPD)']);
    expect(
      await within(screen.getByRole('combobox', { name: 'স্টেশন' })).findByRole('option', { name: 'Shishu Hospital' }),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('রোগীর নাম'), 'রিনা আক্তারের শিশু');
    await user.type(screen.getByLabelText('বয়স'), '১');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭৫৫৬৬৭৭৮৮');
    await user.click(screen.getByRole('button', { name: 'জরুরি সিরিয়ালের অনুরোধ পাঠান' }));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('প্রথমে একটি বিভাগ বেছে নিন, এটি দরকার।', expect.anything());
    expect(within(departments).getByText('প্রথমে একটি বিভাগ বেছে নিন, এটি দরকার।')).toBeTruthy();
    expect(slotRequestCalls()).toEqual([]);

    // The value sent stays the contract's English whatever the tile says.
    await user.click(within(departments).getByRole('radio', { name: 'জেনারেল' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'স্টেশন' }), 'DMCH');
    await user.click(screen.getByRole('button', { name: 'জরুরি সিরিয়ালের অনুরোধ পাঠান' }));
    const [request] = slotRequestCalls();
    expect(await request!.json()).toMatchObject({
      department: 'General',
      station: 'DMCH',
      age: 1,
      contact: '01755667788',
    });
  });
});
