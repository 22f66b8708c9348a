import { siteConfig } from '@/config/site';

// Placeholder for /patient/ (login-protected) so the guard has a page to protect; the list comes later.
export function PatientAppointmentsRoute() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <title>{`Booked Appointment | ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900">Your Booked Appointments</h1>
    </section>
  );
}
