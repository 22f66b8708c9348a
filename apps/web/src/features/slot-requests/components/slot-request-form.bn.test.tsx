import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { ok, stubFetch } from '@/test/http';
import { renderAppInBanglaAs } from '@/test/render';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch(() => ok(null, 'Your emergency slot request has been received.', 201));
  vi.spyOn(toast, 'error');
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
      within(screen.getByRole('group', { name: 'স্টেশন' })).getByRole('radio', { name: 'Shishu Hospital' }),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('রোগীর নাম'), 'রিনা আক্তারের শিশু');
    await user.type(screen.getByLabelText('বয়স'), '১');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭৫৫৬৬৭৭৮৮');
    await user.click(screen.getByRole('button', { name: 'জরুরি সিরিয়ালের অনুরোধ পাঠান' }));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('প্রথমে একটি বিভাগ বেছে নিন, এটি দরকার।', expect.anything());
    expect(within(departments).getByText('প্রথমে একটি বিভাগ বেছে নিন, এটি দরকার।')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // The value sent stays the contract's English whatever the tile says.
    await user.click(within(departments).getByRole('radio', { name: 'জেনারেল' }));
    await user.click(within(screen.getByRole('group', { name: 'স্টেশন' })).getByRole('radio', { name: 'DMCH' }));
    await user.click(screen.getByRole('button', { name: 'জরুরি সিরিয়ালের অনুরোধ পাঠান' }));
    const [request] = fetchMock.mock.calls
      .map(([sent]) => sent)
      .filter((sent) => sent.url.endsWith('/marketer/create-slot-request'));
    expect(await request!.json()).toMatchObject({
      department: 'General',
      station: 'DMCH',
      age: 1,
      contact: '01755667788',
    });
  });
});
