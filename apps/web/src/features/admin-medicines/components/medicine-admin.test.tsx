import type { ImportReport, Medicine } from '@hospital/contract/medicines';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { fillByLabel } from '@/test/fill';
import { lastQueryTo, ok, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const medicine = (overrides: Partial<Medicine>): Medicine => ({
  _id: '65a000000000000000000001',
  brand: 'Napa',
  generic: 'Paracetamol',
  strength: '500 mg',
  form: 'tablet',
  manufacturer: 'Beximco Pharmaceuticals',
  retiredAt: null,
  updatedAt: '2026-01-10T04:30:00.000Z',
  ...overrides,
});
const napa = medicine({});
const seclo = medicine({
  _id: '65a000000000000000000002',
  brand: 'Seclo',
  generic: 'Omeprazole',
  strength: '20 mg',
  form: 'capsule',
  manufacturer: 'Square Pharmaceuticals',
  retiredAt: '2026-01-12T04:30:00.000Z',
});

const preview: ImportReport = {
  counts: { add: 1, change: 1, unchanged: 3, refused: 2 },
  lines: [
    {
      line: 2,
      outcome: 'add',
      medicine: { brand: 'Monas', generic: 'Montelukast', strength: '10 mg', form: 'tablet', manufacturer: 'Acme' },
    },
    {
      line: 3,
      outcome: 'change',
      _id: napa._id,
      medicine: {
        brand: 'Napa',
        generic: 'Paracetamol BP',
        strength: '500 mg',
        form: 'tablet',
        manufacturer: 'Beximco Pharmaceuticals',
      },
      changes: { generic: { before: 'Paracetamol', after: 'Paracetamol BP' } },
    },
    {
      line: 5,
      outcome: 'refused',
      reason: 'unknown-form',
      column: 'form',
      value: 'lozenge',
      message: 'x',
      brand: 'Strepsils',
    },
    { line: 7, outcome: 'refused', reason: 'duplicate', firstLine: 2, message: 'x', brand: 'Monas' },
  ],
};

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/import/preview')) return ok(preview, 'Import preview ready.');
    if (pathname.endsWith('/import/apply'))
      return ok({ counts: { add: 1, change: 1, unchanged: 3, refused: 2 }, lines: [] }, 'Import applied.');
    if (pathname.endsWith('/retire'))
      return ok({ ...napa, retiredAt: '2026-01-13T04:30:00.000Z' }, 'Medicine retired.');
    if (pathname.endsWith('/medicines') && request.method === 'POST') return ok(napa, 'Medicine added.', 201);
    if (pathname.endsWith('/medicines')) return ok({ items: [napa, seclo], total: 2, page: 1, pageSize: 50 });
    return ok([]);
  });
});

async function openMedicines() {
  renderAppAs('admin', '/admin/medicines');
  return screen.findByRole('list', { name: 'Medicines' });
}

describe('the formulary screen', () => {
  it('when the search and the filter are set, then the list is asked for them', async () => {
    await openMedicines();
    await fillByLabel({ Show: 'retired', 'Search medicines': 'para' });
    await waitFor(() => expect(lastQueryTo(fetchMock, /\/medicines$/)).toEqual({ q: 'para', status: 'retired' }));
  });

  it('when it opens, then each medicine shows its name, generic and maker, and a retired one is marked and can be restored', async () => {
    const list = await openMedicines();
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading').textContent).toBe('Napa 500 mg tablet');
    expect(first!.textContent).toContain('Paracetamol · Beximco Pharmaceuticals');
    expect(within(first!).getByRole('button', { name: 'Retire' })).toBeTruthy();
    expect(second!.textContent).toContain('Retired');
    expect(within(second!).getByRole('button', { name: 'Restore Seclo 20 mg capsule' })).toBeTruthy();
  });

  it('when a retirement is confirmed with a second tap, then the medicine is retired', async () => {
    const user = userEvent.setup();
    const list = await openMedicines();
    const [first] = within(list).getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Retire' }));
    expect(requestsTo(fetchMock, 'POST', /retire$/)).toHaveLength(0);
    await user.click(within(first!).getByRole('button', { name: 'Tap again to retire' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', /\/medicines\/65a000000000000000000001\/retire$/)).toHaveLength(1),
    );
  });

  it('when a medicine is added, then the form sends what was typed and refuses a missing brand in its words', async () => {
    const user = userEvent.setup();
    await openMedicines();
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a medicine' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Brand name is required.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Brand name'), 'Fexo');
    await user.type(within(dialog).getByLabelText('Generic name'), 'Fexofenadine');
    await user.type(within(dialog).getByLabelText('Strength'), '120 mg');
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'tablet');
    await user.type(within(dialog).getByLabelText('Manufacturer'), 'Square Pharmaceuticals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo(fetchMock, 'POST', /\/medicines$/);
    expect(await sentBody(sent!)).toEqual({
      brand: 'Fexo',
      generic: 'Fexofenadine',
      strength: '120 mg',
      form: 'tablet',
      manufacturer: 'Square Pharmaceuticals',
    });
  });

  it('when a CSV file is previewed, then the counts, each refusal with its line and reason, and each change show; Apply sends the same file', async () => {
    const user = userEvent.setup();
    await openMedicines();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const file = new File(['brand,generic,strength,form,manufacturer\n'], 'formulary.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const lines = await screen.findByRole('list', { name: 'Lines that add, change or are refused' });
    const items = within(lines).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Line 2AddMonas 10 mg tablet · Montelukast · Acme',
      'Line 3ChangeNapa 500 mg tablet · Paracetamol BP · Beximco Pharmaceuticalsgeneric: Paracetamol → Paracetamol BP',
      'Line 5RefusedStrepsils:"lozenge" is not a known form. The forms are: tablet, capsule, syrup, suspension, injection, drops, cream, ointment, gel, inhaler, suppository, powder, solution, other.',
      'Line 7RefusedMonas:The same medicine is already on line 2 of the file.',
    ]);
    expect(screen.getByText('To add').nextSibling!.textContent).toBe('1');
    expect(screen.getByText('Refused', { selector: 'dt' }).nextSibling!.textContent).toBe('2');
    expect(requestsTo(fetchMock, 'POST', /import\/apply$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Import done')).toBeTruthy();
    const [applied] = requestsTo(fetchMock, 'POST', /import\/apply$/);
    // jsdom's File does not survive Node's multipart encoding whole; the browser journey checks the import itself.
    expect((await applied!.formData()).has('file')).toBe(true);
  });

  it('when the screen is in Bangla, then the refusal reasons and forms read in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    try {
      const user = userEvent.setup();
      renderAppAs('admin', '/admin/medicines');
      await screen.findByRole('list', { name: 'ওষুধ' });
      expect(screen.getAllByRole('article')[0]!.textContent).toContain('Napa 500 mg ট্যাবলেট');
      await user.click(screen.getByRole('button', { name: 'CSV থেকে আনুন' }));
      await user.upload(screen.getByLabelText('CSV ফাইল'), new File(['x'], 'f.csv', { type: 'text/csv' }));
      await user.click(screen.getByRole('button', { name: 'আগে দেখে নিন' }));
      expect(await screen.findByText(/একই ওষুধ ফাইলের ২ নম্বর লাইনে আগেই আছে।/)).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
