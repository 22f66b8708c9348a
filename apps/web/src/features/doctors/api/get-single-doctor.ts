import type { DoctorDetail } from '@hospital/contract/doctors';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

const singleDoctorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSingleDoctor: build.query<DoctorDetail, string>({
      query: (doctorId) => `/doctors/single-doctor/${encodeURIComponent(doctorId)}`,
      transformResponse: (response: SuccessEnvelope<DoctorDetail>) => response.data,
      // docs/product-spec.md §3 `singleDoctorData`: per doctor, so a schedule edit can refresh one profile or (by type) all of them.
      providesTags: (_result, _error, doctorId) => [{ type: 'singleDoctorData', id: doctorId }],
    }),
  }),
});

export const { useGetSingleDoctorQuery } = singleDoctorApi;
/** The endpoint itself, for a server-rendered page to fetch with (src/app/server-queries.ts). */
export const { getSingleDoctor } = singleDoctorApi.endpoints;
