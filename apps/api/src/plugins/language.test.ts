import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, EVERY_DAY } from '../test/factories.js';
import { outboxMails } from '../test/outbox.js';
import { phoneCodeFor } from '../test/phone-codes.js';
import { bookOnline, createUser, signedIn, uniqueEmail, useTestApp, type SignedIn } from '../test/test-app.js';

// The API answers in the caller's language: Bangla when Accept-Language prefers it; English, byte for byte
// as before, otherwise. Reads' success bodies (cached, with ETags) are one body for every language.

// One reset mail per address and hour, so the second asks for a 429.
const { ctx, call } = useTestApp({ rateLimits: { forgetPerEmail: 1 } });
let doctorId: string;
beforeAll(async () => {
  doctorId = (
    await createDoctor(
      ctx.database,
      { fullName: 'Language Doctor', consultationFee: 700, availableFor: ['hospital visit'] },
      EVERY_DAY,
    )
  ).id;
});

const tomorrow = addDaysToDateString(dhakaDateString(), 1);
const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
/** The patient books the language doctor for tomorrow, reading the answer in Bangla. */
const bookInBangla = (patient: SignedIn, change: object) =>
  bookOnline(call, patient, doctorId, tomorrow, { consultationFee: 700, ...change }, BANGLA);
type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  call(undefined, 'POST', url, payload as object, { headers });
const get = (url: string, headers: Headers = {}) => call(undefined, 'GET', url, undefined, { headers });
const varyOf = (res: { headers: Record<string, unknown> }) => String(res.headers.vary ?? '').toLowerCase();

const badRegistration = { name: '', age: 5, contact: '0171', email: 'not-an-email', password: '123' };
/** The errorSources of a refused form, field by field in the order given. */
const errorsOn = (messages: Record<string, string>) =>
  Object.entries(messages).map(([path, message]) => ({ path, message }));

describe('answers in Bangla', () => {
  it('when a validation error is answered in Bangla, then every errorSources entry keeps its path and says its Bangla', async () => {
    const english = await post('/users/create-patient', badRegistration);
    const bangla = await post('/users/create-patient', badRegistration, BANGLA);
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().errorSources.map((s: { path: string }) => s.path)).toEqual(
      english.json().errorSources.map((s: { path: string }) => s.path),
    );
    expect(bangla.json().errorSources).toEqual(
      errorsOn({
        name: 'নাম লিখুন।',
        age: 'বয়স অন্তত ১০ বছর হতে হবে।',
        contact: 'মোবাইল নম্বর ১১ অঙ্কের হতে হবে।',
        email: 'ইমেইল ঠিকানাটি সঠিক নয়।',
        password: 'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে।',
      }),
    );
    expect(bangla.json()).toMatchObject({ success: false, statusCode: 400, message: 'নাম লিখুন।' });
  });

  it('when a nested field fails in Bangla, then its dotted path is kept', async () => {
    const desk = await signedIn(ctx, 'attendant');
    const res = await post(
      '/appointment',
      {
        doctor: doctorId,
        consultationFee: 0,
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        selectedDate: dhakaDateString(),
        newPatientInfo: { name: 'Rahim', age: 300, gender: 'male', contact: '01712345678' },
      },
      { authorization: desk.token, ...BANGLA },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({
      path: 'newPatientInfo.age',
      message: 'অনুগ্রহ করে সঠিক বয়স লিখুন (সর্বোচ্চ ১২০ বছর)।',
    });
  });

  it('when a 404 or a 409 is answered in Bangla, then its sentence is Bangla and its source keeps the path', async () => {
    const missing = await get('/doctors/single-doctor/0123456789abcdef01234567', BANGLA);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      statusCode: 404,
      message: 'ডাক্তারের তথ্য পাওয়া যায়নি।',
      errorSources: [{ path: '', message: 'ডাক্তারের তথ্য পাওয়া যায়নি।' }],
    });

    const { email } = await createUser(ctx, 'patient');
    const taken = await post(
      '/users/create-patient',
      {
        name: 'Karim',
        age: 30,
        contact: '01712345678',
        email,
        password: 'Xq7#kLm2',
        code: await phoneCodeFor(ctx, '01712345678'),
      },
      BANGLA,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorSources).toEqual([
      { path: 'email', message: 'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা আছে।' },
    ]);
  });

  it('when a rate limit is hit in Bangla, then the 429 says so in Bangla and keeps Retry-After', async () => {
    const { email } = await createUser(ctx, 'patient');
    expect((await post('/auth/forget-password', { email }, BANGLA)).statusCode).toBe(200);
    const limited = await post('/auth/forget-password', { email }, BANGLA);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().message).toBe('পাসওয়ার্ড রিসেটের জন্য অনেকবার অনুরোধ করা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।');
  });

  it('when a write succeeds in Bangla, then its toast message is Bangla, values included, and its data is not translated', async () => {
    const thanks = await post(
      '/callback',
      { name: 'Shapla Akter', contactNo: '01712345678', message: 'Please call me about my visit.' },
      BANGLA,
    );
    expect(thanks.statusCode).toBe(201);
    expect(thanks.json().message).toBe('ধন্যবাদ! আপনার অনুরোধ পেয়েছি, শিগগিরই আপনাকে ফোন করব।');

    const patient = await signedIn(ctx, 'patient');
    const booked = await bookInBangla(patient, { shortBrief: 'Fever' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().message).toMatch(/^অ্যাপয়েন্টমেন্ট বুক হয়েছে। আপনার সিরিয়াল নম্বর [০-৯]+।$/);
    expect(booked.json().data.appointment).toMatchObject({
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      shortBrief: 'Fever',
    });
  });

  it('when a sentence names a consultation method, then Bangla says it the way people do', async () => {
    const patient = await signedIn(ctx, 'patient');
    const res = await bookInBangla(patient, { consultationMethod: 'video' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorSources).toEqual([
      { path: 'consultationMethod', message: 'এই ডাক্তার ভিডিও কলে রোগী দেখেন না।' },
    ]);
  });

  it('when the route does not exist or the address is malformed, then those answers are Bangla too', async () => {
    const unknown = await get('/no-such-route', BANGLA);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('এই ঠিকানায় কিছু নেই।');
    expect(varyOf(unknown)).toContain('accept-language');

    const malformed = await get('/patients/%E0%A4%A', BANGLA);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('এই ঠিকানাটি সঠিক নয়।');
    expect(varyOf(malformed)).toContain('accept-language');
    expect((await get('/patients/%E0%A4%A')).json().message).toBe('The address of this request is not valid.');
  });

  it('when the caller is not logged in or may not, then 401 and 403 are Bangla', async () => {
    expect((await get('/appointment/current-user', BANGLA)).json().message).toBe('অনুগ্রহ করে আগে লগইন করুন।');
    const patient = await signedIn(ctx, 'patient');
    const forbidden = await get('/callback/all-callback', { authorization: patient.token, ...BANGLA });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('এই কাজটি করার অনুমতি আপনার নেই।');
  });
});

describe('English stays exactly as it was', () => {
  const ENGLISH_HEADERS: Array<Headers> = [
    {},
    { 'accept-language': 'en-US,en;q=0.9' },
    { 'accept-language': 'fr-FR, de;q=0.8' },
    { 'accept-language': 'en, bn;q=0.5' },
    { 'accept-language': 'bn;q=0' },
  ];

  it('when the caller does not prefer Bangla, then a validation error is the same bytes as without Accept-Language', async () => {
    const bodies = await Promise.all(
      ENGLISH_HEADERS.map(async (headers) => (await post('/users/create-patient', badRegistration, headers)).body),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toBe(
      JSON.stringify({
        success: false,
        statusCode: 400,
        message: 'Name is required',
        errorSources: errorsOn({
          name: 'Name is required',
          age: 'Age must be at least 10',
          contact: 'Contact number must be 11 digits long',
          email: 'Invalid email',
          password: 'Password must be at least 6 characters',
        }),
      }),
    );
  });

  it('when the caller does not prefer Bangla, then a 404 and a write success read exactly as before', async () => {
    for (const headers of ENGLISH_HEADERS) {
      const missing = await get('/doctors/single-doctor/0123456789abcdef01234567', headers);
      expect(missing.body).toBe(
        JSON.stringify({
          success: false,
          statusCode: 404,
          message: 'Doctor not found.',
          errorSources: [{ path: '', message: 'Doctor not found.' }],
        }),
      );
      const thanks = await post(
        '/callback',
        { name: 'Shapla Akter', contactNo: '01712345678', message: 'Please call me about my visit.' },
        headers,
      );
      expect(thanks.body).toBe(
        JSON.stringify({
          success: true,
          statusCode: 201,
          message: 'Thank you! We have received your request and will call you back soon.',
          data: null,
        }),
      );
    }
  });
});

describe('Accept-Language', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['en;q=0.3, bn-BD', 'bn'],
    ['fr, bn;q=0.1', 'bn'],
    ['bn;q=0.5, en;q=0.9', 'en'],
    ['en, bn', 'en'],
    ['bn;q=0', 'en'],
    ['*', 'en'],
  ])('when Accept-Language is "%s", then the answer is in %s', async (header, language) => {
    const res = await get('/doctors/single-doctor/0123456789abcdef01234567', { 'accept-language': header });
    expect(res.json().message).toBe(language === 'bn' ? 'ডাক্তারের তথ্য পাওয়া যায়নি।' : 'Doctor not found.');
  });
});

describe('caches', () => {
  it('when an answer is said to a person, then it varies on Accept-Language in every language', async () => {
    for (const headers of [{}, BANGLA]) {
      expect(varyOf(await get('/doctors/single-doctor/0123456789abcdef01234567', headers))).toContain(
        'accept-language',
      );
      expect(varyOf(await post('/users/create-patient', badRegistration, headers))).toContain('accept-language');
      expect(
        varyOf(
          await post(
            '/callback',
            { name: 'Shapla Akter', contactNo: '01712345678', message: 'Please call me about my visit.' },
            headers,
          ),
        ),
      ).toContain('accept-language');
    }
  });

  it('when a cached public read is asked for in Bangla, then it is the same body and ETag, does not vary on language, and revalidates across languages', async () => {
    const english = await get('/doctors/consultants', { 'accept-encoding': 'gzip' });
    const bangla = await get('/doctors/consultants', { 'accept-encoding': 'gzip', ...BANGLA });
    expect(bangla.statusCode).toBe(200);
    expect(bangla.rawPayload.equals(english.rawPayload)).toBe(true);
    expect(bangla.headers.etag).toBe(english.headers.etag);
    expect(varyOf(bangla)).not.toContain('accept-language');
    const again = await get('/doctors/consultants', { 'if-none-match': String(english.headers.etag), ...BANGLA });
    expect(again.statusCode).toBe(304);

    const profile = await get(`/doctors/single-doctor/${doctorId}`, BANGLA);
    expect(profile.json().message).toBe('Doctor retrieved successfully.');
    expect(profile.headers.etag).toBe((await get(`/doctors/single-doctor/${doctorId}`)).headers.etag);
  });
});

describe('mail in the language of the request', () => {
  const mailTo = async (email: string) => {
    await expect
      .poll(() => outboxMails(ctx.config.dataDir).filter((mail) => mail.includes(`To: ${email}`)).length, {
        timeout: 5000,
      })
      .toBe(1);
    return outboxMails(ctx.config.dataDir).find((mail) => mail.includes(`To: ${email}`))!;
  };
  const subjectOf = (mail: string) => {
    const subject = /^Subject: (.*)$/m.exec(mail)![1]!.trim();
    const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(subject);
    return encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : subject;
  };

  it('when a patient asks for a reset in Bangla, then the reset mail is in Bangla with the working link', async () => {
    const { email } = await createUser(ctx, 'patient');
    expect((await post('/auth/forget-password', { email }, BANGLA)).json().message).toBe(
      'এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেটের লিংক পাঠানো হয়েছে। অনুগ্রহ করে ইনবক্স ও স্প্যাম ফোল্ডার দেখুন।',
    );
    const mail = await mailTo(email);
    expect(subjectOf(mail)).toBe('আপনার পাসওয়ার্ড রিসেট করুন');
    expect(mail).toContain('প্রিয় Test patient,');
    expect(mail).toContain('৩০ মিনিটের মধ্যে এই লিংকটি খুলুন');
    expect(mail).toMatch(new RegExp(`${ctx.config.publicUrl}/auth/reset-password\\?email=[^\\s]+&token=`));
  });

  it('when a reset is asked for in English (or without a language), then the mail is the English one, as before', async () => {
    const { email } = await createUser(ctx, 'patient');
    await post('/auth/forget-password', { email }, { 'accept-language': 'en-GB' });
    const mail = await mailTo(email);
    expect(subjectOf(mail)).toBe('Reset your password');
    expect(mail).toContain(
      'Hello Test patient,\n\nWe received a request to reset your password. Open this link within 30 minutes to choose a new one:',
    );
    expect(mail).toContain('If you did not ask for this, you can ignore this email; your password stays the same.');
  });

  it('when an admin invites staff in Bangla, then the invitation is in Bangla and names the role in Bangla; in English it is English', async () => {
    const admin = await signedIn(ctx, 'admin');
    const inBangla = uniqueEmail('invitee');
    const res = await post(
      '/users/invite',
      { name: 'Rubel Mia', email: inBangla, contact: '01711000002', role: 'attendant' },
      { authorization: admin.token, ...BANGLA },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`${inBangla} ঠিকানায় আমন্ত্রণ পাঠানো হয়েছে।`);
    const bangla = await mailTo(inBangla);
    expect(subjectOf(bangla)).toBe('আপনার স্টাফ অ্যাকাউন্ট: একটি পাসওয়ার্ড ঠিক করুন');
    expect(bangla).toContain('Test admin হাসপাতালের ওয়েবসাইটে আপনার জন্য একটি অ্যাকাউন্ট (অ্যাটেনডেন্ট) খুলেছেন।');
    expect(bangla).toContain('৪৮ ঘণ্টার মধ্যে');

    const inEnglish = uniqueEmail('invitee');
    await post(
      '/users/invite',
      { name: 'Rubel Mia', email: inEnglish, contact: '01711000003', role: 'attendant' },
      { authorization: admin.token },
    );
    const english = await mailTo(inEnglish);
    expect(subjectOf(english)).toBe('Your staff account: choose a password');
    expect(english).toContain(
      "Test admin has made you an account (attendant) on the hospital's website. Open this link within 48 hours to choose your password:",
    );
  });
});
