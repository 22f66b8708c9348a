import type { DoctorListItem } from '@hospital/contract/doctors';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const referralDoctorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /doctors/consultants?limit=0: every doctor, for the referral's "referred to" picker.
    getReferralDoctors: build.query<DoctorListItem[], void>(
      envelopeQuery(() => ({ url: '/doctors/consultants', params: { limit: 0 } }), ['doctors']),
    ),
  }),
});

export const { useGetReferralDoctorsQuery } = referralDoctorsApi;
