import { MOBILE_NUMBER_MESSAGE } from '@hospital/contract/fields';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { uniqueEmail, useTestApp } from '../../test/test-app.js';

// Every number the API takes is a Bangladeshi mobile number (01[3-9] and 8 digits): booking SMS go to it, so a
// landline or a 010-012 number is refused on the public forms with one sentence, and nothing is stored.

const { ctx, call } = useTestApp();

const NOT_MOBILE: Array<[string, string]> = [
  ['a Dhaka landline', '02912345678'],
  ['a 012 number', '01212345678'],
  ['a 012 number written the international way', '+880 1212-345678'],
];

describe('numbers on the public forms', () => {
  it.each(NOT_MOBILE)(
    'when someone registers with %s, then it is a 400 with the sentence and no account',
    async (_case, contact) => {
      const email = uniqueEmail('landline');
      const res = await call(undefined, 'POST', '/users/create-patient', {
        name: 'Rahim Uddin',
        age: 30,
        contact,
        email,
        password: 'Xq7#kLm2',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorSources).toContainEqual({ path: 'contact', message: MOBILE_NUMBER_MESSAGE });
      expect(await storedRows(ctx.database.db, sql`select 1 from users where email = ${email}`)).toEqual([]);
    },
  );

  it.each(NOT_MOBILE)(
    'when someone asks for a callback on %s, then it is a 400 with the sentence',
    async (_case, contactNo) => {
      const res = await call(undefined, 'POST', '/callback', {
        name: 'Rahim Uddin',
        contactNo,
        message: 'Please call me about a visit.',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorSources).toContainEqual({ path: 'contactNo', message: MOBILE_NUMBER_MESSAGE });
    },
  );

  it('when a Bangla reader gives a 012 number, then the sentence is in Bangla; a 017 number is taken', async () => {
    const refused = await call(
      undefined,
      'POST',
      '/callback',
      { name: 'Rahim Uddin', contactNo: '01212345678', message: 'Please call me about a visit.' },
      { headers: { 'accept-language': 'bn' } },
    );
    expect(refused.json().errorSources).toContainEqual({
      path: 'contactNo',
      message: 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন: ০১৩ থেকে ০১৯ দিয়ে শুরু, ১১ অঙ্কের।',
    });
    const taken = await call(undefined, 'POST', '/callback', {
      name: 'Rahim Uddin',
      contactNo: '01712345678',
      message: 'Please call me about a visit.',
    });
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
