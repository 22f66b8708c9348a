import { readFileSync } from 'node:fs';
import { PHONE_CODE_MESSAGE } from '@hospital/contract/phone-proofs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.js';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { insertPatient } from '../patients/patients.repository.js';
import { smsParts } from '../sms/sms-length.js';
import { createAccount } from '../users/users.service.js';
import { aNumber } from '../../test/sms-test-app.js';
import { login, uniqueEmail, useTestApp, type Call, type TestContext } from '../../test/test-app.js';
import { phoneCodeText } from './phone-code-sms.js';
import {
  CODE_SENT_MESSAGE,
  CODE_TOO_SOON_MESSAGE,
  NUMBER_PROVED_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './phone-proofs.service.js';

// A mobile number receives booking SMS only once its owner has proved it: a 6-digit code sent to it by SMS through
// the outbox, lasting 5 minutes and 5 checks, sending throttled per number, per client address and per Dhaka day.
// Registration needs the code; a signed-in account proves its number the same way.

const registration = (contact: string, code?: string) => ({
  name: 'Rahima Khatun',
  age: 34,
  gender: 'female',
  contact,
  email: uniqueEmail('proof'),
  password: 'Rk#19pq2',
  ...(code === undefined ? {} : { code }),
});

type CodeRow = { code_hash: string; tries_left: number; lifetime: number; requested_from: string | null };
const codeRowOf = async (ctx: TestContext, number: string) =>
  (
    await storedRows<CodeRow>(
      ctx.database.db,
      sql`select code_hash, tries_left, requested_from,
            extract(epoch from expires_at - created_at)::int as lifetime
          from phone_codes where number = ${number}`,
    )
  )[0];
const proofOf = async (ctx: TestContext, number: string) =>
  (
    await storedRows<{ how: string; proved_by: string | null }>(
      ctx.database.db,
      sql`select how, proved_by from proved_numbers where number = ${number}`,
    )
  )[0];
/** The texts of the code SMS the outbox holds for `number`, oldest first. */
const codeTextsTo = async (ctx: TestContext, number: string) =>
  await storedRows<{ text: string; quiet: boolean }>(
    ctx.database.db,
    sql`select payload->>'text' as text, (payload->>'quietHours')::boolean as quiet from outbox
          where channel = 'sms' and payload->>'kind' = 'code' and payload->>'to' = ${number} order by created_at`,
  );
/** The code of the newest SMS to `number`, as its owner reads it on the phone. */
const codeSentTo = async (ctx: TestContext, number: string) => {
  const texts = await codeTextsTo(ctx, number);
  return /^(\d{6}) /.exec(texts.at(-1)?.text ?? '')?.[1];
};
const accountsWith = (ctx: TestContext, email: string) =>
  storedRows(ctx.database.db, sql`select 1 from users where email = ${email}`);
/** A minute passes for the number's interval throttle. */
const aMinuteLater = (ctx: TestContext, number: string) =>
  changeStoredRows(
    ctx.database.db,
    sql`update rate_limit_counters set window_start = window_start - interval '61 seconds'
        where key = ${`phone-code-number:${number}`}`,
  );
/** The code's 5 minutes pass. */
const fiveMinutesLater = (ctx: TestContext, number: string) =>
  changeStoredRows(
    ctx.database.db,
    sql`update phone_codes set expires_at = now() - interval '1 second', created_at = created_at - interval '301 seconds'
        where number = ${number}`,
  );

const send = (call: Call, contact: string, remoteAddress = '10.9.0.1', who?: { token: string }) =>
  call(who, 'POST', '/phone-proofs/send', { contact }, { remoteAddress });

describe('the code SMS', () => {
  it('when the code is written in English or Bangla, then it comes first in ASCII digits (a phone offers to fill it in) and the SMS is one part', () => {
    const english = phoneCodeText('042917', 'en');
    const bangla = phoneCodeText('042917', 'bn');
    expect(english).toBe(
      '042917 is your code to confirm this number for hospital SMS. It lasts 5 minutes. Never share it.',
    );
    expect(bangla).toBe('042917 আপনার নম্বর যাচাইয়ের কোড। ৫ মিনিট চলবে। কাউকে বলবেন না।');
    expect(smsParts(english)).toMatchObject({ encoding: 'gsm7', parts: 1 });
    expect(smsParts(bangla)).toMatchObject({ encoding: 'unicode', parts: 1 });
  });
});

describe('sending a code', () => {
  const { ctx, call } = useTestApp({
    rateLimits: {
      phoneCodeIntervalSeconds: 60,
      phoneCodesPerNumberPerDay: 3,
      phoneCodesPerIpPerDay: 4,
      phoneCodesPerDay: 1000,
    },
  });

  it('when a code is asked for, then a 6-digit code goes by SMS through the outbox at once (no quiet hours), lasting 5 minutes and 5 tries, and only its HMAC is stored', async () => {
    const number = aNumber();
    const res = await send(call, number, '10.9.1.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: CODE_SENT_MESSAGE, data: { expiresInSeconds: 300 } });
    const texts = await codeTextsTo(ctx, number);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.quiet).toBe(false);
    const code = await codeSentTo(ctx, number);
    expect(code).toMatch(/^\d{6}$/);
    const row = await codeRowOf(ctx, number);
    expect(row).toMatchObject({ tries_left: 5, lifetime: 300, requested_from: '10.9.1.1' });
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
  });

  it('when the number belongs to an account or to nobody, then the answer is the same', async () => {
    const known = aNumber();
    await createAccount(ctx.database.db, {
      role: 'patient',
      name: 'Known Person',
      email: uniqueEmail('known'),
      password: 'Kn#40pqz',
      contact: known,
      age: 40,
    });
    const forKnown = await send(call, known, '10.9.2.1');
    const forUnknown = await send(call, aNumber(), '10.9.2.2');
    expect(forKnown.statusCode).toBe(200);
    expect(forKnown.body).toBe(forUnknown.body);
  });

  it('when a number asks again within a minute, then it is a 429 and no second SMS is written; a minute later it may', async () => {
    const number = aNumber();
    expect((await send(call, number, '10.9.3.1')).statusCode).toBe(200);
    const again = await send(call, number, '10.9.3.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(CODE_TOO_SOON_MESSAGE);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codeTextsTo(ctx, number)).toHaveLength(1);
    await aMinuteLater(ctx, number);
    expect((await send(call, number, '10.9.3.3')).statusCode).toBe(200);
    expect(await codeTextsTo(ctx, number)).toHaveLength(2);
  });

  it('when a number has had its codes for the day, then a further one is a 429 whatever the address', async () => {
    const number = aNumber();
    for (let i = 0; i < 3; i++) {
      expect((await send(call, number, `10.9.4.${i}`)).statusCode).toBe(200);
      await aMinuteLater(ctx, number);
    }
    const fourth = await send(call, number, '10.9.4.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(TOO_MANY_CODES_MESSAGE);
    expect(await codeTextsTo(ctx, number)).toHaveLength(3);
  });

  it('when one address asks for codes to many numbers, then past its daily budget it gets 429 and another address does not', async () => {
    for (let i = 0; i < 4; i++) expect((await send(call, aNumber(), '10.9.5.1')).statusCode).toBe(200);
    const number = aNumber();
    const over = await send(call, number, '10.9.5.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY_CODES_MESSAGE);
    expect(await codeTextsTo(ctx, number)).toHaveLength(0);
    expect((await send(call, aNumber(), '10.9.5.2')).statusCode).toBe(200);
  });

  it('when someone asks in Bangla, then the code SMS is in Bangla', async () => {
    const number = aNumber();
    const res = await call(
      undefined,
      'POST',
      '/phone-proofs/send',
      { contact: number },
      { remoteAddress: '10.9.7.1', headers: { 'accept-language': 'bn' } },
    );
    expect(res.statusCode).toBe(200);
    expect((await codeTextsTo(ctx, number))[0]!.text).toMatch(/^\d{6} আপনার নম্বর যাচাইয়ের কোড।/);
  });

  it('when the number is not a Bangladeshi mobile number, then it is a 400 and nothing is sent', async () => {
    const res = await send(call, '02912345678', '10.9.6.1');
    expect(res.statusCode).toBe(400);
    expect(await codeTextsTo(ctx, '02912345678')).toHaveLength(0);
  });
});

describe('the day budget of codes for the whole hospital', () => {
  const { ctx, call } = useTestApp({ rateLimits: { phoneCodesPerDay: 2 } });

  it('when the hospital has sent its codes for the day, then every further one is a 429, from any address to any number', async () => {
    expect((await send(call, aNumber(), '10.8.0.1')).statusCode).toBe(200);
    expect((await send(call, aNumber(), '10.8.0.2')).statusCode).toBe(200);
    const number = aNumber();
    const third = await send(call, number, '10.8.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(TOO_MANY_CODES_MESSAGE);
    expect(await codeTextsTo(ctx, number)).toHaveLength(0);
  });
});

describe('registering with the code', () => {
  const { ctx, call } = useTestApp();
  const register = (body: object, remoteAddress = '10.7.0.1') =>
    call(undefined, 'POST', '/users/create-patient', body, { remoteAddress });

  it('when the registration has no code, then it is a 400 on code with the sentence, and no account is made', async () => {
    const body = registration(aNumber());
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'code', message: PHONE_CODE_MESSAGE }]);
    expect(await accountsWith(ctx, body.email)).toEqual([]);
  });

  it('when the code is wrong, then it is a 400 on code, no account is made, the number stays unproved and the right code still works', async () => {
    const number = aNumber();
    await send(call, number, '10.7.1.1');
    const code = (await codeSentTo(ctx, number))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const body = registration(number, wrong);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'code', message: WRONG_CODE_MESSAGE }]);
    expect(await accountsWith(ctx, body.email)).toEqual([]);
    expect(await proofOf(ctx, number)).toBeUndefined();
    expect((await codeRowOf(ctx, number))!.tries_left).toBe(4);
    expect((await register({ ...body, code })).statusCode).toBe(201);
  });

  it('when the code from the SMS is given, then the account is made, its number is proved by it, and the code cannot be used again', async () => {
    const number = aNumber();
    await send(call, number, '10.7.2.1');
    const code = (await codeSentTo(ctx, number))!;
    const body = registration(number, code);
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from users where email = ${body.email}`,
    );
    expect(await proofOf(ctx, number)).toEqual({ how: 'code', proved_by: user!.id });
    expect(await codeRowOf(ctx, number)).toBeUndefined();
    const again = await register(registration(number, code));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(WRONG_CODE_MESSAGE);
  });

  it('when the code was sent to another number, then it does not register this one', async () => {
    const mine = aNumber();
    const theirs = aNumber();
    await send(call, mine, '10.7.3.1');
    await send(call, theirs, '10.7.3.2');
    const res = await register(registration(theirs, (await codeSentTo(ctx, mine))!));
    expect(res.statusCode).toBe(400);
    expect(await proofOf(ctx, theirs)).toBeUndefined();
  });

  it('when the email is already taken, then the code is not used up and the corrected registration goes through', async () => {
    const number = aNumber();
    await send(call, number, '10.7.4.1');
    const code = (await codeSentTo(ctx, number))!;
    const first = registration(number, code);
    const taken = await createAccount(ctx.database.db, {
      role: 'patient',
      name: 'Other',
      email: first.email,
      password: 'Ot#40pqz',
      contact: aNumber(),
      age: 30,
    });
    expect(taken.user.email).toBe(first.email);
    expect((await register(first)).statusCode).toBe(409);
    expect(await proofOf(ctx, number)).toBeUndefined();
    expect((await register(registration(number, code))).statusCode).toBe(201);
  });
});

describe('checking a code', () => {
  const { ctx, call } = useTestApp();

  /** An account registered before its number was proved (its number changed, say): signed in. */
  async function unprovedAccount() {
    const contact = aNumber();
    const email = uniqueEmail('unproved');
    await createAccount(ctx.database.db, {
      role: 'patient',
      name: 'Unproved Person',
      email,
      password: 'Un#40pqz',
      contact,
      age: 40,
    });
    return { contact, ...(await login(ctx, email, 'Un#40pqz')) };
  }

  /** An unproved account that asked for a code from `address`, and the code its SMS brought. */
  async function accountWithCode(address: string) {
    const patient = await unprovedAccount();
    await send(call, patient.contact, address, patient);
    return { patient, code: (await codeSentTo(ctx, patient.contact))! };
  }

  /** `patient` checks `code` for their own number. */
  const check = (patient: { token: string; contact: string }, code: string) =>
    call(patient, 'POST', '/phone-proofs/check', { contact: patient.contact, code });

  it('when a signed-in patient checks the right code, then the number is proved by their account and their number reads as proved', async () => {
    const patient = await unprovedAccount();
    expect((await call(patient, 'GET', '/phone-proofs/mine')).json().data).toEqual({
      contact: patient.contact,
      proved: false,
    });
    await send(call, patient.contact, '10.6.1.1', patient);
    const code = (await codeSentTo(ctx, patient.contact))!;
    const res = await check(patient, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: NUMBER_PROVED_MESSAGE, data: { proved: true } });
    expect((await proofOf(ctx, patient.contact))!.how).toBe('code');
    expect((await call(patient, 'GET', '/phone-proofs/mine')).json().data.proved).toBe(true);
  });

  it('when the code is typed in Bengali digits, then it is the same code', async () => {
    const { patient, code } = await accountWithCode('10.6.2.1');
    const bengali = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const res = await check(patient, bengali);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('when five wrong codes are checked, then the code is spent: the right one is refused too and the number stays unproved', async () => {
    const { patient, code } = await accountWithCode('10.6.3.1');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await check(patient, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WRONG_CODE_MESSAGE);
    }
    const right = await check(patient, code);
    expect(right.statusCode).toBe(400);
    expect(await proofOf(ctx, patient.contact)).toBeUndefined();
  });

  it('when ten checks race for one code, then at most five are compared and a wrong guess never proves the number', async () => {
    const { patient, code } = await accountWithCode('10.6.4.1');
    const guesses = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => check(patient, guess)));
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    expect((await codeRowOf(ctx, patient.contact))!.tries_left).toBe(0);
    expect(await proofOf(ctx, patient.contact)).toBeUndefined();
  });

  it('when the code is checked after its 5 minutes, then it is refused and the number stays unproved', async () => {
    const { patient, code } = await accountWithCode('10.6.5.1');
    await fiveMinutesLater(ctx, patient.contact);
    const res = await check(patient, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'code', message: WRONG_CODE_MESSAGE }]);
    expect(await proofOf(ctx, patient.contact)).toBeUndefined();
  });

  it('when a new code is sent, then the earlier one no longer works', async () => {
    const { patient, code: first } = await accountWithCode('10.6.6.1');
    await aMinuteLater(ctx, patient.contact);
    await send(call, patient.contact, '10.6.6.2', patient);
    const second = (await codeSentTo(ctx, patient.contact))!;
    if (first !== second) {
      const old = await check(patient, first);
      expect(old.statusCode).toBe(400);
    }
    const res = await check(patient, second);
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers on record before proofs began', () => {
  const { ctx } = useTestApp();

  it("when migration 0013 runs over a hospital's patient records, then each of their mobile numbers is proved as existing and nothing else is", async () => {
    const mobile = aNumber();
    const already = aNumber();
    for (const contact of [mobile, already, '02912345678'])
      await insertPatient(ctx.database.db, { name: 'On record', age: 50, gender: null, weight: null, contact });
    await changeStoredRows(ctx.database.db, sql`insert into proved_numbers (number, how) values (${already}, 'desk')`);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0013_phone_proofs.sql`, 'utf8');
    const grandfather = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "proved_numbers"'))!;
    await ctx.database.db.execute(sql.raw(grandfather));
    expect(await proofOf(ctx, mobile)).toEqual({ how: 'existing', proved_by: null });
    expect((await proofOf(ctx, already))!.how).toBe('desk');
    expect(await proofOf(ctx, '02912345678')).toBeUndefined();
  });
});
