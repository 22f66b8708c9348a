import type { ManagedDoctor } from '@hospital/contract/admin';
import { baseApi, envelopeQuery } from '@/lib/api-client';

/** GET /doctors/me: the doctor record the signed-in doctor account is linked to (404 when it is not linked). */
const ownDoctorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnDoctorId: build.query<string | null, void>({
      ...envelopeQuery<ManagedDoctor, void>(() => '/doctors/me'),
      transformResponse: (response: { data: ManagedDoctor }) => response.data._id,
    }),
  }),
});

export const { useGetOwnDoctorIdQuery } = ownDoctorApi;
