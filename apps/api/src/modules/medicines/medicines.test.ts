import {
  IMPORT_FILE_MISSING_MESSAGE,
  IMPORT_HEADER_MESSAGE,
  IMPORT_TOO_MANY_LINES_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
  MEDICINE_FORM_MESSAGE,
  type ImportReport,
  type Medicine,
  type MedicineHit,
} from '@hospital/contract/medicines';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { useTestApp, type Caller } from '../../test/test-app.js';
import { MEDICINE_EXISTS } from './medicines.service.js';

// The formulary: an admin keeps it by hand and by CSV import; doctors, pharmacists and admins search it as they type.

const { ctx, admin, doctor, pharmacist, attendant, patient, call } = useTestApp({
  signedIn: ['admin', 'doctor', 'pharmacist', 'attendant', 'patient'],
});

const HEADER = 'brand,generic,strength,form,manufacturer';

function upload(who: Caller, step: 'preview' | 'apply', content: string | Buffer, name = 'formulary.csv') {
  const boundary = '----formulary-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(who, 'POST', `/medicines/import/${step}`, body, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const report = async (res: Awaited<ReturnType<typeof upload>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportReport;
};
const search = async (q: string, who: Caller = doctor) => {
  const res = await call(who, 'GET', `/medicines/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MedicineHit[];
};
const names = (hits: MedicineHit[]) => hits.map((h) => `${h.brand} ${h.strength}`.trim());
const add = async (body: object) => {
  const res = await call(admin, 'POST', '/medicines', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Medicine;
};

describe('the formulary as the doctor searches it', () => {
  it('when the formulary is loaded, then search finds by brand prefix first, then by generic, and tolerates one typo', async () => {
    await report(
      await upload(
        admin,
        'apply',
        csv(
          'Napa,Paracetamol,500 mg,tablet,Beximco Pharmaceuticals',
          'Napa Extra,Paracetamol + Caffeine,500 mg + 65 mg,tablet,Beximco Pharmaceuticals',
          'Ace,Paracetamol,500 mg,tablet,Square Pharmaceuticals',
          'Seclo,Omeprazole,20 mg,capsule,Square Pharmaceuticals',
          'Maxpro,Esomeprazole,20 mg,tablet,Renata Limited',
          'Paracip,Paracetamol,500 mg,tablet,Example Pharma',
        ),
      ),
    );
    expect(names(await search('nap'))).toEqual(['Napa 500 mg', 'Napa Extra 500 mg + 65 mg']);
    // Brands that start with the text come before brands whose generic does.
    expect(names(await search('para'))).toEqual([
      'Paracip 500 mg',
      'Ace 500 mg',
      'Napa 500 mg',
      'Napa Extra 500 mg + 65 mg',
    ]);
    // A generic that starts with the text comes before one that only contains it.
    expect(names(await search('omeprazole'))).toEqual(['Seclo 20 mg', 'Maxpro 20 mg']);
    // The strength typed after the brand narrows it.
    expect(names(await search('napa 500'))).toEqual(['Napa 500 mg']);
    // One letter doubled, one left out, two swapped.
    expect(names(await search('nappa'))).toContain('Napa 500 mg');
    expect(names(await search('paracetmol'))).toEqual(expect.arrayContaining(['Ace 500 mg', 'Napa 500 mg']));
    expect(names(await search('mxapro'))).toEqual(['Maxpro 20 mg']);
    expect(await search('zzzz')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('when a search answers, then each hit names the medicine fully, and at most 20 come back', async () => {
    const [napa] = await search('napa 500');
    expect(napa).toMatchObject({
      brand: 'Napa',
      generic: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      manufacturer: 'Beximco Pharmaceuticals',
    });
    const many = csv(...Array.from({ length: 30 }, (_, i) => `Zedex ${i},Zedexamine,${i} mg,tablet,Bulk Pharma`));
    await report(await upload(admin, 'apply', many));
    expect(await search('zedex')).toHaveLength(20);
  });

  it('when a medicine is retired, then search no longer finds it; restored, it is found again', async () => {
    const [seclo] = await search('seclo');
    const retired = await call(admin, 'POST', `/medicines/${seclo!._id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data.retiredAt).toEqual(expect.any(String));
    expect(await search('seclo')).toEqual([]);
    // The admin list still has it, marked retired.
    const list = (await call(admin, 'GET', '/medicines?q=seclo')).json().data;
    expect(list.items).toEqual([expect.objectContaining({ brand: 'Seclo', retiredAt: expect.any(String) })]);
    expect((await call(admin, 'POST', `/medicines/${seclo!._id}/restore`)).statusCode).toBe(200);
    expect(names(await search('seclo'))).toEqual(['Seclo 20 mg']);
  });

  it('when a second API process changes the formulary, then this one searches the change at once', async () => {
    const second = await ctx.openSecondApp();
    try {
      await search('napa');
      const res = await second.inject({
        method: 'POST',
        url: '/api/v1/medicines',
        headers: { authorization: admin.token },
        payload: { brand: 'Napadol', generic: 'Paracetamol', strength: '1 g', form: 'tablet', manufacturer: 'Other' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(names(await search('napad'))[0]).toBe('Napadol 1 g');
    } finally {
      await second.close();
    }
  });

  it.each<[string, () => Caller, number]>([
    ['a doctor', () => doctor, 200],
    ['a pharmacist', () => pharmacist, 200],
    ['an admin', () => admin, 200],
    ['an attendant', () => attendant, 403],
    ['a patient', () => patient, 403],
    ['a guest', () => undefined, 401],
  ])('when %s searches, then the answer is %i', async (_who, who, status) => {
    expect((await call(who(), 'GET', '/medicines/search?q=napa')).statusCode).toBe(status);
  });
});

describe('the formulary kept by hand', () => {
  it('when an admin adds, edits, retires and restores a medicine, then each is in the audit trail', async () => {
    const added = await add({
      brand: ' Fexo ',
      generic: 'Fexofenadine',
      strength: '120 mg',
      form: 'Tab.',
      manufacturer: 'Square Pharmaceuticals',
    });
    expect(added).toMatchObject({ brand: 'Fexo', form: 'tablet', retiredAt: null });
    const edited = await call(admin, 'PATCH', `/medicines/${added._id}`, {
      brand: 'Fexo',
      generic: 'Fexofenadine Hydrochloride',
      strength: '120 mg',
      form: 'tablet',
      manufacturer: 'Square Pharmaceuticals',
    });
    expect(edited.statusCode).toBe(200);
    await call(admin, 'POST', `/medicines/${added._id}/retire`);
    await call(admin, 'POST', `/medicines/${added._id}/restore`);
    const entries = await storedRows<{ action: string; changes: Record<string, unknown> }>(
      ctx.database.db,
      sql`select action, changes from audit_entries where target_id = ${added._id} order by at, id`,
    );
    expect(entries.map((e) => e.action)).toEqual([
      'medicine.create',
      'medicine.update',
      'medicine.retire',
      'medicine.restore',
    ]);
    expect(entries[1]!.changes).toEqual({
      generic: { before: 'Fexofenadine', after: 'Fexofenadine Hydrochloride' },
    });
  });

  it('when the same brand, strength, form and maker is added again (in any case), then it is refused with 409', async () => {
    const res = await call(admin, 'POST', '/medicines', {
      brand: 'FEXO',
      generic: 'Fexofenadine',
      strength: '120mg',
      form: 'tablet',
      manufacturer: 'square pharmaceuticals',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MEDICINE_EXISTS);
  });

  it('when the form is not one of the list, then the form is refused with the list', async () => {
    const unlisted = { brand: 'X', generic: 'Y', strength: '', form: 'tabs of joy', manufacturer: 'Z' };
    const res = await call(admin, 'POST', '/medicines', unlisted);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'form', message: MEDICINE_FORM_MESSAGE }]);
  });

  it('when a medicine does not exist, then editing or retiring it is a 404', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await call(admin, 'POST', `/medicines/${missing}/retire`)).statusCode).toBe(404);
    expect(
      (
        await call(admin, 'PATCH', `/medicines/${missing}`, {
          brand: 'A',
          generic: 'B',
          strength: '',
          form: 'tablet',
          manufacturer: 'C',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('when someone other than an admin writes, then it is refused', async () => {
    const body = { brand: 'A', generic: 'B', strength: '', form: 'tablet', manufacturer: 'C' };
    expect((await call(doctor, 'POST', '/medicines', body)).statusCode).toBe(403);
    expect((await call(pharmacist, 'GET', '/medicines')).statusCode).toBe(403);
    expect((await upload(doctor, 'preview', csv('A,B,,tablet,C'))).statusCode).toBe(403);
    expect((await upload(undefined, 'apply', csv('A,B,,tablet,C'))).statusCode).toBe(401);
  });

  it('when the admin list is paged and filtered, then it counts and shows 50 at a time', async () => {
    const page = (await call(admin, 'GET', '/medicines?q=zedex&page=1')).json().data;
    expect(page).toMatchObject({ total: 30, page: 1, pageSize: 50 });
    const retired = (await call(admin, 'GET', '/medicines?status=retired')).json().data;
    expect(retired.items.every((m: Medicine) => m.retiredAt !== null)).toBe(true);
  });
});

describe('the CSV import', () => {
  it('when a file is previewed, then each line says add, change or why it is refused, and nothing is written', async () => {
    const file =
      '\uFEFF' +
      [
        'Manufacturer,FORM,Brand,Generic,Strength',
        'Beximco Pharmaceuticals,tablet,Napa,Paracetamol (as BP),500 mg',
        '"Incepta Pharmaceuticals, Ltd.",capsule,"Esonix ""20""",Esomeprazole,20 mg',
        ',tablet,Nobrand,Something,1 mg',
        'Acme,tabs of joy,Weird,Thing,1 mg',
        'Acme,tablet,Twice,Twiceamine,5 mg',
        'Acme,TABLET,twice,Twiceamine,5mg',
        'Acme,tablet,' + 'L'.repeat(81) + ',Long,1 mg',
        'Acme,tablet,Short',
        'Beximco Pharmaceuticals,tablet,Napa Extra,Paracetamol + Caffeine,500 mg + 65 mg',
      ].join('\r\n');
    const before = await storedRows(ctx.database.db, sql`select count(*)::int as n from medicines`);
    const preview = await report(await upload(admin, 'preview', file));
    expect(preview.counts).toEqual({ add: 2, change: 1, unchanged: 1, refused: 5 });
    const byLine = Object.fromEntries(preview.lines.map((l) => [l.line, l]));
    expect(byLine[2]).toMatchObject({
      outcome: 'change',
      changes: { generic: { before: 'Paracetamol', after: 'Paracetamol (as BP)' } },
    });
    expect(byLine[3]).toMatchObject({
      outcome: 'add',
      medicine: { brand: 'Esonix "20"', manufacturer: 'Incepta Pharmaceuticals, Ltd.', form: 'capsule' },
    });
    expect(byLine[4]).toMatchObject({ outcome: 'refused', reason: 'missing', column: 'manufacturer' });
    expect(byLine[5]).toMatchObject({ outcome: 'refused', reason: 'unknown-form', value: 'tabs of joy' });
    expect((byLine[5] as { message: string }).message).toContain('tablet, capsule, syrup');
    expect(byLine[6]).toMatchObject({ outcome: 'add', medicine: { brand: 'Twice' } });
    expect(byLine[7]).toMatchObject({
      outcome: 'refused',
      reason: 'duplicate',
      firstLine: 6,
      message: 'The same medicine is already on line 6 of the file.',
    });
    expect(byLine[8]).toMatchObject({ outcome: 'refused', reason: 'too-long', column: 'brand' });
    expect(byLine[9]).toMatchObject({ outcome: 'refused', reason: 'columns' });
    expect(byLine[10]).toBeUndefined();
    expect(await storedRows(ctx.database.db, sql`select count(*)::int as n from medicines`)).toEqual(before);
  });

  it('when the file is applied, then it writes what the preview said, once: a second apply changes nothing', async () => {
    const file = csv(
      'Monas,Montelukast,10 mg,tablet,Acme Laboratories',
      'Alatrol,Cetirizine,10 mg,Tab,Square',
      'Bad,,1 mg,tablet,X',
    );
    const preview = await report(await upload(admin, 'preview', file));
    const first = await report(await upload(admin, 'apply', file, 'allergy.csv'));
    expect(first.counts).toEqual(preview.counts);
    expect(first.counts).toEqual({ add: 2, change: 0, unchanged: 0, refused: 1 });
    expect(names(await search('monas'))).toEqual(['Monas 10 mg']);
    const again = await report(await upload(admin, 'apply', file, 'allergy.csv'));
    expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 2, refused: 1 });
    expect(names(await search('monas'))).toEqual(['Monas 10 mg']);

    const entries = await storedRows<{ target_label: string; changes: Record<string, { after: number }> }>(
      ctx.database.db,
      sql`select target_label, changes from audit_entries where action = 'medicine.import' and target_label = 'allergy.csv' order by at, id`,
    );
    expect(entries.map((e) => [e.changes.added!.after, e.changes.unchanged!.after, e.changes.refused!.after])).toEqual([
      [2, 0, 1],
      [0, 2, 1],
    ]);
  });

  it.each([
    ['no brand column', 'generic,strength,form,manufacturer\nX,1,tablet,Y', IMPORT_HEADER_MESSAGE],
    ['an empty file', '', IMPORT_HEADER_MESSAGE],
    ['bytes that are not UTF-8', Buffer.from([0x62, 0x72, 0xff, 0xfe, 0x0a]), IMPORT_UNREADABLE_MESSAGE],
    ['an unclosed quote', `${HEADER}\n"Napa,Paracetamol,500 mg,tablet,Beximco`, IMPORT_UNREADABLE_MESSAGE],
    [
      'more than 30,000 lines',
      `${HEADER}\n${Array.from({ length: 30_001 }, (_, i) => `B${i},G,1 mg,tablet,M`).join('\n')}`,
      IMPORT_TOO_MANY_LINES_MESSAGE,
    ],
  ] as const)(
    'when the file has %s, then the whole file is refused with the reason',
    async (_case, content, message) => {
      const res = await upload(admin, 'preview', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    },
  );

  it('when the request carries no file, then it asks for one', async () => {
    const res = await call(admin, 'POST', '/medicines/import/preview', { file: 'brand,generic' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_FILE_MISSING_MESSAGE);
    const empty = await upload(admin, 'preview', '');
    expect(empty.statusCode).toBe(400);
    const onlyANote = '--X\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--X--\r\n';
    const misnamed = await call(admin, 'POST', '/medicines/import/preview', onlyANote, {
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
    });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe(IMPORT_FILE_MISSING_MESSAGE);
  });
});
