import { useGetOwnDoctorIdQuery } from '../api/get-own-doctor';
import { LeaveSection } from './leave-section';

/** /doctor/leave: the signed-in doctor's own leave days. */
export function OwnLeave() {
  const { data: doctorId, isLoading, error, refetch } = useGetOwnDoctorIdQuery();
  // 404: the account is not linked to a doctor record; anything else is a failed load worth retrying.
  const notLinked = error !== undefined && 'status' in error && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">My Leave</h1>
      {isLoading ? (
        <p role="status" className="text-slate-600">
          Loading…
        </p>
      ) : doctorId ? (
        <LeaveSection doctorId={doctorId} title="Your leave" />
      ) : error && !notLinked ? (
        <p className="text-slate-700">
          Your account could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className="min-h-11 font-semibold text-brand-700 underline">
            Try again
          </button>
        </p>
      ) : (
        <p className="text-slate-700">Your account is not linked to a doctor record yet. Please ask an admin to link it on the Staff page.</p>
      )}
    </section>
  );
}
