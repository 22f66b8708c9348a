import type { StaffAccount, UsersQuery } from '@hospital/contract/admin';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /users?role=&search= (admin). Empty filters are left out rather than sent empty.
    getStaff: build.query<StaffAccount[], UsersQuery>(
      envelopeQuery(
        ({ role, search }) => ({ url: '/users', params: { ...(role && { role }), ...(search && { search }) } }),
        ['staffAccounts'],
      ),
    ),
  }),
});

export const { useGetStaffQuery } = staffApi;
