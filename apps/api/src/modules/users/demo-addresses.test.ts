import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { phoneCodeFor } from '../../test/phone-codes.js';
import { useTestApp } from '../../test/test-app.js';
import { assertNotDemoAddress, DEMO_ADDRESS_MESSAGE } from './users.service.js';

// Production refuses to start while any account in the demo's domain exists, so production must never let one be
// made: a single sign-up with such an address would stop the hospital's next restart.

const registration = (email: string) => ({
  name: 'Rahim Uddin',
  age: 30,
  contact: '01711223344',
  email,
  password: 'Xq7#kLm2',
});
const accountsWith = (email: string) => sql`select 1 from users where email = ${email}`;

describe('in production', () => {
  const { ctx, call } = useTestApp({ env: { APP_ENV: 'production' } });

  it('when someone registers with an address in the demo domain, then it is a 400 with the sentence and no account', async () => {
    const email = `s${Date.now() % 1e6}@Demo.Test`;
    const res = await call(undefined, 'POST', '/users/create-patient', registration(email));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path: 'email', message: DEMO_ADDRESS_MESSAGE });
    expect(await storedRows(ctx.database.db, accountsWith(email))).toEqual([]);
  });

  it('when an invitation names an address in the demo domain, then it is refused before anything is written', () => {
    expect(() => assertNotDemoAddress('production', 'desk@demo.test')).toThrow(DEMO_ADDRESS_MESSAGE);
    expect(() => assertNotDemoAddress('production', 'desk@hospital.example')).not.toThrow();
  });
});

describe('in the demo', () => {
  const { ctx, call } = useTestApp();

  it('when someone registers with an address in the demo domain, then the account is made as any other', async () => {
    const res = await call(undefined, 'POST', '/users/create-patient', {
      ...registration(`v${Date.now() % 1e6}@demo.test`),
      code: await phoneCodeFor(ctx, '01711223344'),
    });
    expect(res.statusCode).toBe(201);
  });
});
