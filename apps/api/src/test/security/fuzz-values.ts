import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  CONSULTATION_FOR,
  CONSULTATION_METHODS,
  DEPARTMENTS,
  DESIGNATIONS,
  GENDERS,
  ROLES,
  SPECIALITIES,
  STATIONS,
  WEEKDAYS,
} from '@hospital/contract/lists';
import { CONSENT_VERSION } from '@hospital/contract/consultations';
import { TEST_PASSWORD } from '../test-app.js';
import { today, tomorrow, type World } from './world.js';

/**
 * Building blocks of the route fuzz. Bodies are generated as JSON *text* so that what no JS object can
 * carry still reaches the parser: a literal `"__proto__"` key, `-0`, `1e309`, 30-digit integers.
 */
export class Raw {
  constructor(readonly text: string) {}
}
export class Obj {
  constructor(readonly entries: Array<[string, Json]>) {}
}
export type Json = null | boolean | number | string | Raw | Obj | Json[];

export function toJsonText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A value as it would travel in a query string or a form field. */
export function toText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (typeof value === 'string') return value;
  return toJsonText(value);
}

const HEX24 = '0123456789abcdef01234567';
/** Birdem's id as the marketing migration seeds it: the first 24 hex characters of md5('station:birdem'). */
const SEEDED_STATION_ID = createHash('md5').update('station:birdem').digest('hex').slice(0, 24);
export const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '../',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '%2e%2e%2f',
  "' or '1'='1",
  "1' or 1=1 --",
  '"; drop table users; --',
  "') union select password_hash from users --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '$where',
  '{"$gt": ""}',
  'NaN',
  '-0',
  'Infinity',
  '1e308',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  HEX24,
  HEX24.toUpperCase(),
  HEX24.slice(1),
  `${HEX24}0`,
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  `${HEX24} `,
  '01712345678',
  '0171234567a',
  '+8801712345678',
  '2026-01-01',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-1-1',
  '12:00',
  '25:61',
  'x@y.z',
  `${'a'.repeat(31)}@t.test`,
  'A@X.COM ',
  'me',
  '\u202eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '😀'.repeat(50),
  'ＡＢＣ',
  'İı',
  'ß',
  '\uD800',
  '\uDFFF\uD800',
  '\\',
  '\\u0000',
  '%',
  '%25',
  '&a=b',
  '#frag',
  '?q=1',
];
const HUGE_STRINGS = ['a'.repeat(5_000), 'é'.repeat(30_000), '😀'.repeat(20_000), 'x'.repeat(70_000)];
const RAW_NUMBERS = [
  '-0',
  '0',
  '1e308',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.5',
  '-1',
  '2147483648',
  '-2147483649',
  '4.000000000000001',
  '1E2',
  '0e0',
  '10000',
  '1.5e3',
];
/** Body keys an attacker would try, sent to every route (mass assignment, prototype pollution). */
export const DANGEROUS_KEYS = [
  'role',
  'status',
  'paymentStatus',
  'consultationFee',
  'serialNo',
  'feeReceivedBy',
  'isFollowup',
  'source',
  '_id',
  'id',
  'patientId',
  'userId',
  'createdBy',
  'isAdmin',
  '__proto__',
  'constructor',
  'prototype',
];

export const wildString = fc.oneof(
  { weight: 8, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 15 }) },
  { weight: 8, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ minLength: 200, maxLength: 1200 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);
const wildNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 130 }),
  fc.double(),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)),
);
const scalar: fc.Arbitrary<Json> = fc.oneof(wildString, wildNumber, fc.boolean(), fc.constant(null));

function wildValueWith(key: fc.Arbitrary<string>): fc.Arbitrary<Json> {
  const { value } = fc.letrec<{ value: Json; array: Json[]; object: Obj }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => new Obj(entries)),
  }));
  return value;
}

/** Realistic values per field name, so that a good share of requests get past validation into the handler. */
function samples(world: World): Record<string, fc.Arbitrary<Json>> {
  const { doctor, otherDoctor, users, appointments } = world;
  const appointmentIds = Object.values(appointments).map((a) => a.id);
  const ids = fc.constantFrom(HEX24, doctor.id, otherDoctor.id, users.patient.patient.id, ...appointmentIds);
  const time = fc.constantFrom('', '09:00', '17:30', '12:00', '23:59', '24:00', '9:00');
  return {
    doctor: fc.constantFrom(doctor.id, otherDoctor.id, HEX24),
    doctorId: fc.constantFrom(doctor.id, otherDoctor.id, HEX24),
    id: fc.constantFrom(
      doctor.id,
      'me',
      users.patient.patient.id,
      users.patient.email,
      appointments.remote.id,
      world.prescriptionId,
    ),
    patient: fc.constantFrom(users.patient.patient.id, users.patient.patient.id, world.otherPatient.patient.id, ''),
    patientId: fc.constantFrom(
      users.patient.patient.id,
      world.otherPatient.patient.id,
      users.patient.patient.patientId,
    ),
    appointmentId: fc.constantFrom(...appointmentIds, HEX24),
    callBackId: fc.constantFrom(world.callbackId, HEX24),
    notificationId: fc.constantFrom(world.notificationId, HEX24),
    requestId: fc.constantFrom(world.slotRequestId, HEX24),
    tranId: fc.constantFrom(world.tranId, 'HSPUNKNOWN'),
    tran_id: fc.constantFrom(world.tranId, 'HSPUNKNOWN'),
    action: fc.constantFrom('pay', 'fail', 'cancel'),
    // The gateway's callback fields (docs/architecture.md §9): strings, as a form posts them.
    val_id: fc.constantFrom('VAL0001', ''),
    amount: fc.constantFrom('1000.00', '1', '-1', '1e3'),
    store_amount: fc.constantFrom('975.00', '0'),
    currency: fc.constantFrom('BDT', 'USD'),
    verify_sign: fc.constantFrom('0'.repeat(32), 'x'),
    verify_key: fc.constantFrom('amount,currency,status,tran_id,val_id', 'tran_id'),
    value_a: fc.constantFrom(HEX24, ''),
    bank_tran_id: fc.constantFrom('BANK0001', ''),
    _id: ids,
    consultationMethod: fc.constantFrom(...CONSULTATION_METHODS),
    consultationFor: fc.constantFrom(...CONSULTATION_FOR),
    consultationFee: fc.constantFrom(0, 1000, -1, 9999, 10000),
    selectedDate: fc.constantFrom(today(), tomorrow(), '2020-01-01'),
    date: fc.constantFrom(today(), tomorrow(), ''),
    shortBrief: fc.constantFrom('', 'Headache for three days.'),
    payNow: fc.boolean(),
    name: fc.constantFrom('Rahima Khatun', 'Ab'),
    age: fc.integer({ min: -1, max: 130 }),
    gender: fc.constantFrom(...GENDERS),
    weight: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.constant(null)),
    contact: fc.constantFrom('01712345678', '01700000000'),
    contactNo: fc.constantFrom('01712345678', '01700000000'),
    email: fc.constantFrom(users.patient.email, 'nobody@t.test'),
    password: fc.constantFrom(TEST_PASSWORD, 'Wrong#123'),
    newPassword: fc.constantFrom('Nw#58kdz', 'abc'),
    token: fc.constantFrom('a'.repeat(64), 'short', world.boardToken),
    message: fc.constantFrom('Please call me back about my visit.', 'short'),
    rating: fc.integer({ min: 0, max: 6 }),
    review: fc.constantFrom('Kind and careful.', ''),
    department: fc.constantFrom(...DEPARTMENTS),
    station: fc.constantFrom(...STATIONS, 'birdem', 'Nowhere'),
    // Field marketing: a station as the migration seeded it (its id derives from its name), a marketer to take
    // stations over from, a referral's note, the dashboard's weeks, and the link a booking came by.
    stationId: fc.constantFrom(SEEDED_STATION_ID, HEX24),
    stationIds: fc.constantFrom<Json>([SEEDED_STATION_ID], [], [HEX24], [SEEDED_STATION_ID, SEEDED_STATION_ID]),
    takeFrom: fc.constantFrom(users.marketer.user.id, HEX24),
    note: fc.constantFrom('Met at the Birdem gate', '', 'n'.repeat(501)),
    weeks: fc.constantFrom(1, 8, 52, 53),
    firstVisitAt: fc.constantFrom(new Date().toISOString(), '2020-01-01T00:00:00Z', 'yesterday'),
    remarks: fc.constantFrom('Called back, booked a visit.', ''),
    // Two-step sign-in: a code in the right shape (wrong, so the throttle and the handler both run), a recovery code.
    // A mobile number's one-time code (/phone-proofs, registration) as people type it: Bengali digits, a space.
    code: fc.constantFrom(
      '123456',
      '000000',
      '১২৩৪৫৬',
      '123 456',
      'abcde-fghij',
      '12345',
      world.checkInCode,
      'A'.repeat(32),
    ),
    mfaToken: fc.constantFrom('a.b.c', ''),
    comment: fc.constantFrom('Patient will come at 5 pm.', 'ok'),
    cancellationReason: fc.constantFrom('Patient asked to cancel.', 'short'),
    status: fc.constantFrom('done', 'cancelled', 'pending', 'approved', 'rejected', 'paid', 'all', 'retired'),
    paymentStatus: fc.constantFrom('paid', 'unpaid', 'failed'),
    limit: fc.constantFrom(0, 10, 500, 501, 100, 101),
    days: fc.constantFrom(1, 5, 90, 91),
    searchTerm: fc.constantFrom('Medicine', 'fever', 'Dr.'),
    day: fc.constantFrom(...WEEKDAYS),
    active: fc.boolean(),
    start: time,
    end: time,
    role: fc.constantFrom(...ROLES),
    // The admin's doctor form (POST /doctors, PUT /doctors/{id}).
    title: fc.constantFrom('Dr.', 'Prof. Dr.'),
    fullName: fc.constantFrom('Nasrin Sultana', 'A'),
    speciality: fc.constantFrom(...SPECIALITIES),
    // Mostly valid (a whole valid form needs every field right at once); the wild and odd variants cover the rest.
    about: fc.constantFrom('Sees patients with care.'),
    availableFor: fc.constantFrom<Json>(['hospital visit'], ['video', 'chat'], ['video']),
    currentWorkDesignation: fc.constantFrom(...DESIGNATIONS),
    currentWorkDepartment: fc.constantFrom('Medicine'),
    currentWorkStation: fc.constantFrom('Nirmoy Specialized Hospital'),
    degrees: fc.constantFrom<Json>(['MBBS', 'FCPS'], [], ['MBBS']),
    registrationNo: fc.constantFrom('A-12345', ''),
    tags: fc.constantFrom<Json>([new Obj([['name', 'Fever']])], [], [new Obj([['name', 'Cough']])]),
    search: fc.constantFrom('med', 'Dr.', '%_'),
    // The formulary: search text as typed (typos, percent signs), its pages, and the medicine form.
    q: fc.constantFrom('napa', 'nappa', 'paracetmol', '%_', '', 'a'),
    page: fc.constantFrom(1, 2, 0, 10_001),
    brand: fc.constantFrom('Napa', 'Fuzzbrand'),
    generic: fc.constantFrom('Paracetamol', 'Omeprazole'),
    strength: fc.constantFrom('500 mg', ''),
    form: fc.constantFrom('tablet', 'Tab.', 'capsule', 'syrup'),
    manufacturer: fc.constantFrom('Beximco Pharmaceuticals', 'Fuzz Labs'),
    from: fc.constantFrom(tomorrow(), today(), '2020-01-01'),
    to: fc.constantFrom(tomorrow(), '2020-01-01'),
    reason: fc.constantFrom('Conference', ''),
    before: ids,
    serialNo: fc.constantFrom(1, 99),
    isFollowup: fc.boolean(),
    source: fc.constantFrom('online', 'walk-in'),
    feeReceivedBy: ids,
    // The visit day: board links, family members, preferences.
    boardId: fc.constantFrom(world.boardId, HEX24),
    memberId: fc.constantFrom(world.familyMemberId, HEX24, users.patient.patient.id),
    label: fc.constantFrom('Ground floor waiting room', ''),
    doctorIds: fc.constantFrom<Json>([doctor.id], [doctor.id, otherDoctor.id], [], [HEX24]),
    relation: fc.constantFrom('child', 'spouse', 'parent', 'cousin'),
    language: fc.constantFrom('en', 'bn', 'fr'),
    smsOptOut: fc.boolean(),
    // A consultation room's chat: a message's client id and text, a file's id, the history's cursor.
    clientId: fc.constantFrom(
      '0b7c4c1e-9a43-4f0e-8a57-1c2d3e4f5a6b',
      '5f0c6a8e-2b1d-4c3e-9f7a-8b6c5d4e3f2a',
      'retry-1',
    ),
    text: fc.constantFrom('আমার তিন দিন ধরে জ্বর।', 'Fever for three days.', ' '),
    attachmentId: fc.constantFrom(HEX24),
    // The prescription: the editor's body (a draft's revision, findings, medicine lines with their dose), a correction.
    patientRef: fc.constantFrom(users.patient.patient.id, world.otherPatient.patient.id, HEX24),
    revision: fc.constantFrom(0, 1, -1, 1.5),
    chiefComplaints: fc.constantFrom('Fever for three days', ''),
    diagnosis: fc.constantFrom('Viral fever', ''),
    advice: fc.constantFrom('Drink plenty of water', ''),
    correction: fc.constantFrom('The dose of Napa was wrong', 'ab'),
    tests: fc.constantFrom<Json>(['CBC', 'Dengue NS1'], [], ['']),
    followUp: fc.constantFrom<Json>(
      null,
      new Obj([
        ['count', 7],
        ['unit', 'days'],
      ]),
      new Obj([
        ['count', 0],
        ['unit', 'months'],
      ]),
    ),
    findings: fc.constantFrom<Json>(
      new Obj([
        ['bloodPressure', '120/80'],
        ['pulse', '৭২'],
        ['temperature', 101.5],
        ['weight', null],
      ]),
      new Obj([['bloodPressure', '120']]),
    ),
    medicines: fc.constantFrom<Json>(
      [],
      [
        new Obj([
          ['medicineId', null],
          ['name', 'Napa 500 mg tablet'],
          ['generic', 'Paracetamol'],
          ['freeText', true],
          [
            'dose',
            new Obj([
              ['kind', 'pattern'],
              ['morning', 1],
              ['noon', 0],
              ['night', 1],
            ]),
          ],
          ['food', 'after'],
          [
            'duration',
            new Obj([
              ['kind', 'days'],
              ['count', 7],
            ]),
          ],
          ['instruction', ''],
        ]),
      ],
      [
        new Obj([
          ['medicineId', HEX24],
          ['name', 'Ventolin'],
          ['generic', null],
          ['freeText', false],
          [
            'dose',
            new Obj([
              ['kind', 'text'],
              ['text', '2 puffs when needed'],
            ]),
          ],
          ['food', 'any'],
          ['duration', new Obj([['kind', 'continue']])],
          ['lineId', HEX24],
        ]),
      ],
    ),
    after: fc.constantFrom(0, 1, -1, 'x'),
    // A consultation room: the consent's version, the mode, and call signals (offer/answer, ICE candidate, hello).
    version: fc.constantFrom(CONSENT_VERSION, '2020-01-01', ''),
    mode: fc.constantFrom('video', 'audio', 'chat', 'hologram'),
    kind: fc.constantFrom('description', 'candidate', 'hello', 'shout'),
    description: fc.constantFrom(
      new Obj([
        ['type', 'offer'],
        ['sdp', 'v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\ns=-\r\n'],
      ]),
      new Obj([
        ['type', 'rollback'],
        ['sdp', ''],
      ]),
    ),
    candidate: fc.constantFrom(
      new Obj([
        ['candidate', 'candidate:1 1 udp 2122260223 192.168.1.7 54400 typ host'],
        ['sdpMid', '0'],
        ['sdpMLineIndex', 0],
      ]),
      new Obj([
        ['candidate', ''],
        ['sdpMid', null],
        ['usernameFragment', 'x'.repeat(300)],
      ]),
    ),
    // Medicine orders: the world's signed prescription, lines to order or fill (an order's and a fill's in one
    // object: each schema keeps its own fields), pickup or delivery, how it is paid.
    prescriptionId: fc.constantFrom(world.prescriptionId, HEX24),
    lines: fc.constantFrom<Json>(
      [
        new Obj([
          ['lineId', HEX24],
          ['medicineId', HEX24],
          ['quantity', 2],
        ]),
      ],
      [
        new Obj([
          ['lineId', HEX24],
          ['missing', 'Out of stock'],
        ]),
      ],
      [],
    ),
    fulfilment: fc.constantFrom<Json>(
      new Obj([['kind', 'pickup']]),
      new Obj([
        ['kind', 'delivery'],
        ['area', 'mirpur'],
        ['address', 'Section 10, Road 3'],
        ['landmark', ''],
        ['contact', '01712345678'],
      ]),
      new Obj([
        ['kind', 'delivery'],
        ['area', 'Narnia'],
      ]),
    ),
    paymentMethod: fc.constantFrom('cash', 'online', 'card'),
    // The pharmacy's own forms: a batch received (Bengali digits, taka with decimals), a reorder level, a rider and the
    // cash counted or collected, a handover code, the day report's CSV section.
    medicineId: fc.constantFrom(HEX24, world.prescriptionId),
    batchNo: fc.constantFrom('NP2411A', '', 'b'.repeat(41)),
    expiryDate: fc.constantFrom(tomorrow(), '2030-12-31', '2020-01-01'),
    quantity: fc.constantFrom<Json>(10, '১০', 0, 100_001),
    unitPrice: fc.constantFrom<Json>('1.20', '১২.৫০', 12, '1.005', -1),
    reorderLevel: fc.constantFrom<Json>(20, '৩০', -1),
    riderId: fc.constantFrom(users.deliveryboy.user.id, users.patient.user.id, HEX24),
    countedTaka: fc.constantFrom<Json>(0, 180, '১৮০', -1, 1.5),
    cashTaka: fc.constantFrom<Json>(0, 180, '১৮০', -1),
    section: fc.constantFrom('orders', 'sales', 'riders', 'movements', 'everything'),
  };
}

const NESTED: Record<string, string[]> = {
  updatedDoc: ['status', 'cancellationReason', 'paymentStatus', 'consultationFee', 'remarks'],
  updatedInfo: ['name', 'age', 'weight', 'gender', 'contact'],
  newPatientInfo: ['name', 'age', 'gender', 'weight'],
  ref: ['code', 'firstVisitAt'],
};

/** Characters that break naive code: NUL (PostgreSQL text refuses it), quotes, escapes, bidi, lone surrogates. */
const ODD_CHARACTERS = ['\u0000', "'", '"', '\\', '%', '\u202e', '😀', ' ', '\n', '\uFFFF', '\uD800', ';--'];

/** A near-valid value: the realistic one with one odd character inserted somewhere. */
function withOddCharacter(value: Json): fc.Arbitrary<Json> {
  if (typeof value !== 'string') return fc.constant(value);
  return fc
    .tuple(fc.nat(value.length), fc.constantFrom(...ODD_CHARACTERS))
    .map(([at, odd]) => `${value.slice(0, at)}${odd}${value.slice(at)}`);
}

export type Vocabulary = {
  /** A value for a field or parameter of this name: mostly realistic, sometimes with an odd character slipped in, sometimes wild. */
  field(name: string): fc.Arbitrary<Json>;
  /** Only the realistic values (for path parameters that should mostly reach the handler). */
  sample(name: string): fc.Arbitrary<Json> | undefined;
  /** An object with some of these fields, dangerous keys and random keys, in any order. */
  object(fields: readonly string[], complete?: boolean): fc.Arbitrary<Obj>;
  wild: fc.Arbitrary<Json>;
};

export function vocabulary(world: World): Vocabulary {
  const known = samples(world);
  // Own keys only: `known['constructor']` would otherwise be Object itself.
  const sampleOf = (name: string) => (Object.hasOwn(known, name) ? known[name] : undefined);
  const cache = new Map<string, fc.Arbitrary<Json>>();
  const anyKey = fc.oneof(fc.constantFrom(...Object.keys(known), ...DANGEROUS_KEYS), fc.string({ maxLength: 12 }));
  const wild = wildValueWith(anyKey);

  // The route's own fields are usually there (so requests get past validation), dangerous keys now and then.
  // `complete`: every own field, with a realistic value (a filled-in form plus forged keys), to reach the handlers.
  function object(fields: readonly string[], complete = false): fc.Arbitrary<Obj> {
    const own = [...new Set(fields)];
    const extra = DANGEROUS_KEYS.filter((k) => !own.includes(k));
    const pick = (k: string, presentOneIn: number, absentWeight: number) =>
      fc.oneof(
        { weight: absentWeight, arbitrary: fc.constant(undefined) },
        { weight: presentOneIn, arbitrary: field(k) },
      );
    return fc
      .tuple(
        fc.tuple(...own.map((k) => (complete ? (realisticOf(k) ?? field(k)) : pick(k, 7, 1)))),
        fc.tuple(...extra.map((k) => pick(k, 1, 12))),
        fc.array(fc.tuple(anyKey, wild), { maxLength: 3 }),
        fc.nat(2),
      )
      .map(([ownValues, extraValues, randomEntries, order]) => {
        const mine = [
          ...own.map((k, i) => [k, ownValues[i]] as const),
          ...extra.map((k, i) => [k, extraValues[i]] as const),
        ]
          .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined)
          .map(([k, v]): [string, Json] => [k, v]);
        return new Obj(order === 0 ? [...randomEntries, ...mine] : order === 1 ? [...mine, ...randomEntries] : mine);
      });
  }

  function realisticOf(name: string): fc.Arbitrary<Json> | undefined {
    if (Object.hasOwn(NESTED, name)) return object(NESTED[name]!, true);
    if (name !== 'schedule') return sampleOf(name);
    // A week in order, most days well formed (the day order is what a random array never gets right).
    const day = (name: string) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(
            new Obj([
              ['day', name],
              ['active', false],
              ['start', ''],
              ['end', ''],
            ]),
            new Obj([
              ['day', name],
              ['active', true],
              ['start', '09:00'],
              ['end', '17:00'],
            ]),
          ),
        },
        { weight: 1, arbitrary: object(['active', 'start', 'end']).map((o) => new Obj([['day', name], ...o.entries])) },
      );
    return fc.oneof(
      { weight: 4, arbitrary: fc.tuple(...WEEKDAYS.map(day)) },
      { weight: 1, arbitrary: fc.array(object(['day', 'active', 'start', 'end']), { minLength: 6, maxLength: 8 }) },
    );
  }

  function field(name: string): fc.Arbitrary<Json> {
    let arb = cache.get(name);
    if (arb) return arb;
    const realistic = realisticOf(name);
    arb = realistic
      ? fc.oneof(
          { weight: 6, arbitrary: realistic },
          { weight: 1, arbitrary: realistic.chain(withOddCharacter) },
          { weight: 1, arbitrary: wild },
        )
      : wild;
    cache.set(name, arb);
    return arb;
  }

  return { field, sample: sampleOf, object, wild };
}
