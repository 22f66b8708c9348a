import type { StaffAccount, UpdateUserInput } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type UpdateUserArgs = { userId: string; changes: UpdateUserInput };

const updateUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // PATCH /users/{id} with any of role, active and the linked doctor. A 409 guards the last active admin.
    updateUser: build.mutation<SuccessEnvelope<StaffAccount>, UpdateUserArgs>({
      query: ({ userId, changes }) => ({ url: `/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['staffAccounts'],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
