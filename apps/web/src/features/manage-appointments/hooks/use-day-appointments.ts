import { useGetDeskAppointmentsQuery } from '../api/get-desk-appointments';
import { useGetDoctorAppointmentsQuery } from '../api/get-doctor-appointments';
import type { DeskRole } from '../types';

// The desk may leave the screen open all day while patients book online: back on the tab, or after 30 seconds away
// from the screen, the list is fetched again.
const OPTIONS = { refetchOnFocus: true, refetchOnMountOrArgChange: 30 } as const;

/** The day's list for the caller: the whole desk day for attendants and admins, only their own for doctors. */
export function useDayAppointments(role: DeskRole, date: string) {
  const isDoctor = role === 'doctor';
  const desk = useGetDeskAppointmentsQuery(date, { ...OPTIONS, skip: isDoctor });
  const own = useGetDoctorAppointmentsQuery(date, { ...OPTIONS, skip: !isDoctor });
  const query = isDoctor ? own : desk;
  return {
    // currentData, not data: while another day loads, the previous day's cards must not stand in for it.
    list: query.currentData,
    isLoading: query.isLoading || (query.isFetching && !query.currentData),
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}
