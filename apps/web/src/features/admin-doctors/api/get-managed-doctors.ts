import type { ManagedDoctor, ManageDoctorsQuery } from '@hospital/contract/admin';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const managedDoctorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /doctors/manage?search=&status= (admin): inactive doctors too, which the public list leaves out.
    getManagedDoctors: build.query<ManagedDoctor[], ManageDoctorsQuery>(
      envelopeQuery(({ search, status }) => ({ url: '/doctors/manage', params: search ? { search, status } : { status } }), ['managedDoctors']),
    ),
  }),
});

export const { useGetManagedDoctorsQuery } = managedDoctorsApi;

/** One doctor for the edit page, read from the whole list (it is cached, and the list page has usually loaded it). */
export function useManagedDoctor(doctorId: string) {
  return useGetManagedDoctorsQuery(
    { status: 'all' },
    { selectFromResult: ({ data, isLoading, isError }) => ({ doctor: data?.find((doctor) => doctor._id === doctorId), isLoading, isError }) },
  );
}
