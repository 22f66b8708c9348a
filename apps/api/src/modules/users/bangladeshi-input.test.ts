import fc from 'fast-check';
import { directAppointmentSchema } from '@hospital/contract/appointments';
import { registerSchema } from '@hospital/contract/auth';
import { createCallbackSchema } from '@hospital/contract/callbacks';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { phoneCodeFor } from '../../test/phone-codes.js';
import { signedIn, uniqueEmail, useTestApp } from '../../test/test-app.js';

// docs/architecture.md §11 'Languages': numbers arrive in Bengali digits and phone numbers in their international
// dress; the contract turns them into the stored form (11 ASCII digits, plain numbers) before any rule, so the API
// and the forms agree and the database stays clean.

const { ctx, call } = useTestApp();

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A Bangladeshi mobile number in its stored form: 01, an operator digit 3-9, then eight digits. */
const nationalNumber = fc
  .tuple(fc.integer({ min: 3, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([operator, rest]) => `01${operator}${rest.join('')}`);

/** One way a person might type `national`: a prefix, separators between digits, each digit ASCII or Bengali. */
function typedForms(national: string) {
  // [prefix, whether the trunk 0 stays]: +880, 880 and 00880 drop it (+880 1712...); +88 and 0088 keep it (+88 01712...).
  const prefixes = fc.constantFrom<[string, boolean]>(
    ['', true],
    ['+880', false],
    ['+880 ', false],
    ['880', false],
    ['00880', false],
    ['0088 ', true],
    ['0088', true],
    ['+88 ', true],
    ['+88', true],
  );
  const separator = fc.constantFrom('', '', '', ' ', '-', '\u00A0', '\u2013');
  return fc
    .record({
      prefix: prefixes,
      separators: fc.array(separator, { minLength: national.length, maxLength: national.length }),
      bengali: fc.array(fc.boolean(), { minLength: national.length, maxLength: national.length }),
    })
    .map(({ prefix: [prefix, keepsTrunk], separators, bengali }) => {
      const digits = keepsTrunk ? national : national.slice(1);
      const body = [...digits]
        .map((digit, index) => (bengali[index] ? BENGALI_DIGITS[Number(digit)] : digit) + (separators[index] ?? ''))
        .join('');
      const toBengali = (text: string) => text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
      return `${bengali[0] ? toBengali(prefix) : prefix}${body}`;
    });
}

const typedNumber = nationalNumber.chain((national) => typedForms(national).map((typed) => ({ national, typed })));

const registration = { name: 'Rahima Khatun', age: 34, gender: 'female', email: 'r@example.com', password: 'Rk#19pq2' };

describe('Bangladeshi input in the contract (properties)', () => {
  it('when a mobile number is typed any common way, then every contact schema reads exactly its 11 ASCII digits', () => {
    fc.assert(
      fc.property(typedNumber, ({ national, typed }) => {
        expect(registerSchema.parse({ ...registration, contact: typed }).contact).toBe(national);
        expect(
          createCallbackSchema.parse({ name: 'Rahim', contactNo: typed, message: 'Please call me back.' }).contactNo,
        ).toBe(national);
        const walkIn = { contact: typed, newPatientInfo: { name: 'Karim', age: 40, gender: 'male' } };
        expect(directAppointmentSchema.parse(walkIn).contact).toBe(national);
      }),
      { numRuns: 500 },
    );
  });

  it("when any text is given as a contact, then it is either stored as 11 ASCII digits or refused with the spec's words", () => {
    const anyContact = fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[+0-9০-৯ -]{0,18}$/));
    fc.assert(
      fc.property(anyContact, (typed) => {
        const result = registerSchema.safeParse({ ...registration, contact: typed });
        if (result.success) expect(result.data.contact).toMatch(/^[0-9]{11}$/);
        else {
          const messages = result.error.issues
            .filter((issue) => issue.path[0] === 'contact')
            .map((issue) => issue.message);
          expect(messages).toEqual(['Contact number must be 11 digits long']);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('when an age is typed in Bengali or ASCII digits, with spaces around it, then both read as the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.boolean(),
        fc.constantFrom('', ' ', '  '),
        (age, inBengali, pad) => {
          const digits = inBengali ? String(age).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : String(age);
          const typed = registerSchema.safeParse({
            ...registration,
            contact: '01712345678',
            age: `${pad}${digits}${pad}`,
          });
          const sent = registerSchema.safeParse({ ...registration, contact: '01712345678', age });
          expect(typed.success).toBe(sent.success);
          if (typed.success && sent.success) expect(typed.data.age).toBe(age);
          else expect(typed.error?.issues[0]?.message).toBe(sent.error?.issues[0]?.message);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Bangladeshi input through the API', () => {
  async function storedContactOf(email: string) {
    const [row] = await storedRows<{ contact: string; age: number }>(
      ctx.database.db,
      sql`select p.contact, p.age from users u join patients p on p.id = u.patient_ref where u.email = ${email}`,
    );
    return row;
  }

  it.each([['০১৭১২-৩৪৫৬৭৮'], ['+880 1712-345678'], ['0088 01712 345678']])(
    'when a patient registers with the contact %j, then 01712345678 is stored and shown back to them',
    async (contact) => {
      const email = uniqueEmail('bd');
      await phoneCodeFor(ctx, '01712345678');
      const res = await call(undefined, 'POST', '/users/create-patient', {
        ...registration,
        email,
        contact,
        age: '৩৫',
        // The code as the SMS gave it, typed with Bengali digits.
        code: '২৪৬৮১০',
      });
      expect(res.statusCode).toBe(201);
      expect(await storedContactOf(email)).toEqual({ contact: '01712345678', age: 35 });

      const login = await call(undefined, 'POST', '/auth/login', { email, password: registration.password });
      const me = await call(login.json().data.accessToken, 'GET', '/patients/me');
      expect(me.json().data).toMatchObject({ contact: '01712345678', age: 35 });
    },
  );

  it("when a Bengali-digit contact is one digit short, then registration is a 400 with the spec's message and nothing is stored", async () => {
    const email = uniqueEmail('bd');
    const res = await call(undefined, 'POST', '/users/create-patient', {
      ...registration,
      email,
      contact: '০১৭১২-৩৪৫৬৭',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'contact', message: 'Contact number must be 11 digits long' }]);
    expect(await storedContactOf(email)).toBeUndefined();
  });

  it('when callbacks are requested with numbers typed any common way, then each is stored as its 11 ASCII digits', async () => {
    await fc.assert(
      fc.asyncProperty(typedNumber, async ({ national, typed }) => {
        const name = `Caller ${Math.random().toString(36).slice(2, 10)}`;
        const res = await call(undefined, 'POST', '/callback', {
          name,
          contactNo: typed,
          message: 'Please call me about a visit.',
        });
        expect(res.statusCode).toBe(201);
        const [row] = await storedRows<{ contact_no: string }>(
          ctx.database.db,
          sql`select contact_no from callbacks where name = ${name}`,
        );
        expect(row?.contact_no).toBe(national);
      }),
      { numRuns: 40 },
    );
  });

  it('when the desk registers a walk-in with a +880 contact and Bengali age and weight, then the lookup by the typed number finds it', async () => {
    const desk = await signedIn(ctx, 'attendant');
    const created = await call(desk, 'POST', '/appointment/direct-appointment', {
      contact: '+880 1819-000111',
      newPatientInfo: { name: 'Walk-in Bangla', age: '৬২', gender: 'male', weight: '৭০' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ contact: '01819000111', age: 62, weight: 70 });

    const found = await call(desk, 'GET', `/patients/contact/${encodeURIComponent('০১৮১৯-০০০১১১')}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((patient: { name: string }) => patient.name)).toContain('Walk-in Bangla');
  });
});
