import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { FamilyMember, FamilyMemberInput } from '@hospital/contract/patients';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const familyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET/POST /patients/family, PUT/DELETE /patients/family/{id}: the account's family members.
    getFamily: build.query<FamilyMember[], void>(envelopeQuery(() => '/patients/family', ['familyMembers'])),
    addFamilyMember: build.mutation<SuccessEnvelope<FamilyMember>, FamilyMemberInput>({
      query: (body) => ({ url: '/patients/family', method: 'POST', body }),
      invalidatesTags: ['familyMembers'],
    }),
    updateFamilyMember: build.mutation<SuccessEnvelope<FamilyMember>, { memberId: string; body: FamilyMemberInput }>({
      query: ({ memberId, body }) => ({ url: `/patients/family/${encodeURIComponent(memberId)}`, method: 'PUT', body }),
      invalidatesTags: ['familyMembers'],
    }),
    removeFamilyMember: build.mutation<SuccessEnvelope<unknown>, string>({
      query: (memberId) => ({ url: `/patients/family/${encodeURIComponent(memberId)}`, method: 'DELETE' }),
      invalidatesTags: ['familyMembers'],
    }),
  }),
});

export const {
  useGetFamilyQuery,
  useAddFamilyMemberMutation,
  useUpdateFamilyMemberMutation,
  useRemoveFamilyMemberMutation,
} = familyApi;
