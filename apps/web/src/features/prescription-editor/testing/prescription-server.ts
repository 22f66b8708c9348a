import type { MedicineHit } from '@hospital/contract/medicines';
import type { Favourites, PrescribedMedicine, Prescription } from '@hospital/contract/prescriptions';
import { ok, refused, sentBody, stubFetch } from '@/test/http';
import { makePrescription, PRESCRIPTION_ID } from '@/test/prescriptions';

export { APPOINTMENT_ID, makePrescription, PRESCRIPTION_ID } from '@/test/prescriptions';

export const NAPA: MedicineHit = {
  _id: 'c00000000000000000000001',
  brand: 'Napa',
  generic: 'Paracetamol',
  strength: '500 mg',
  form: 'tablet',
  manufacturer: 'Beximco',
};
export const NAPA_EXTEND: MedicineHit = {
  ...NAPA,
  _id: 'c00000000000000000000002',
  brand: 'Napa Extend',
  strength: '665 mg',
};
export const SECLO: MedicineHit = {
  _id: 'c00000000000000000000003',
  brand: 'Seclo',
  generic: 'Omeprazole',
  strength: '20 mg',
  form: 'capsule',
  manufacturer: 'Square',
};
const FORMULARY = [NAPA, NAPA_EXTEND, SECLO];

type Body = Omit<Prescription, 'medicines'> & {
  medicines: (Omit<PrescribedMedicine, 'lineId'> & { lineId?: string })[];
};

/**
 * Stands in for the prescription API: one draft that PUTs change (409 on a stale revision, as the server does), a
 * formulary of three, the doctor's favourites. `server.draft` is what the server holds now.
 */
export function stubPrescriptionServer(start: Prescription = makePrescription()) {
  const server = {
    draft: start,
    favourites: { medicines: [] } as Favourites,
    /** Answers the next PUT of the draft with this instead (a rejection is a lost network). */
    nextPut: null as (() => Promise<Response>) | null,
  };
  let lineIds = 0;
  const fetchMock = stubFetch(async (request) => {
    const { pathname, searchParams } = new URL(request.url);
    const path = pathname.replace(/^\/api\/v1/, '');
    if (path === '/prescriptions' && request.method === 'POST') return ok(server.draft);
    if (path === '/medicines/search') {
      const q = (searchParams.get('q') ?? '').toLowerCase();
      return ok(FORMULARY.filter((medicine) => medicine.brand.toLowerCase().startsWith(q)));
    }
    if (path === '/prescriptions/favourites') {
      if (request.method === 'PUT') {
        const body = (await sentBody(request)) as Favourites;
        server.favourites = {
          medicines: body.medicines.map((line) => ({
            ...line,
            lineId: line.lineId ?? `f0000000000000000000000${(lineIds += 1)}`,
          })),
        };
      }
      return ok(server.favourites);
    }
    if (path === `/prescriptions/${PRESCRIPTION_ID}` && request.method === 'GET') return ok(server.draft);
    if (path === `/prescriptions/${PRESCRIPTION_ID}` && request.method === 'PUT') {
      if (server.nextPut) {
        const answer = server.nextPut;
        server.nextPut = null;
        return answer();
      }
      const body = (await sentBody(request)) as Body & { revision: number };
      if (body.revision !== server.draft.revision) {
        return refused(409, 'This prescription was saved from another window. Reload it to see the latest text.');
      }
      const { revision: _revision, ...fields } = body;
      server.draft = {
        ...server.draft,
        ...fields,
        medicines: fields.medicines.map((line) => ({
          ...line,
          lineId: line.lineId ?? `9000000000000000000000${String((lineIds += 1)).padStart(2, '0')}`,
        })),
        revision: server.draft.revision + 1,
      };
      return ok(server.draft, 'Prescription saved.');
    }
    if (path === `/prescriptions/${PRESCRIPTION_ID}/sign`) {
      server.draft = { ...server.draft, status: 'signed', signedAt: '2026-11-22T05:00:00.000Z' };
      return ok(server.draft, 'Prescription signed and sent to the patient.');
    }
    if (path.startsWith('/prescriptions/mine')) return ok([]);
    return ok([]);
  });
  return { server, fetchMock };
}
