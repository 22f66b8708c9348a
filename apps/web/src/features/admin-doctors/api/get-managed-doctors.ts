import type { ManagedDoctor, ManageDoctorsQuery } from '@hospital/contract/admin';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const managedDoctorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /doctors/manage?search=&status= (admin): inactive doctors too, which the public list leaves out.
    getManagedDoctors: build.query<ManagedDoctor[], ManageDoctorsQuery>(
      envelopeQuery(
        ({ search, status }) => ({ url: '/doctors/manage', params: search ? { search, status } : { status } }),
        ['managedDoctors'],
      ),
    ),
  }),
});

export const { useGetManagedDoctorsQuery } = managedDoctorsApi;

/**
 * One doctor for the edit page, read from the whole list (it is cached, and the list page has usually loaded it).
 * Loading until the first answer: before the request starts the query is only 'uninitialized', and the page
 * would flash "Doctor not found" for a doctor that exists.
 */
export function useManagedDoctor(doctorId: string) {
  return useGetManagedDoctorsQuery(
    { status: 'all' },
    {
      selectFromResult: ({ data, isLoading, isUninitialized, isError }) => ({
        doctor: data?.find((doctor) => doctor._id === doctorId),
        isLoading: isLoading || isUninitialized,
        isError,
      }),
    },
  );
}
