import { Link, useLocation } from 'react-router';
import type { ConfirmedState } from '../hooks/use-book-appointment';

const linkClass =
  'rounded-lg border px-6 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function serialFrom(state: unknown): number | undefined {
  const serialNo = (state as Partial<ConfirmedState> | null)?.serialNo;
  return typeof serialNo === 'number' ? serialNo : undefined;
}

/**
 * docs/product-spec.md §2 /appointment_confirmed, after Pay Later. The serial comes in router state, so it shows right after booking
 * and is simply left out when the page is opened afresh (a reload of a history entry keeps it, a typed URL has none).
 */
export function AppointmentConfirmed() {
  const serialNo = serialFrom(useLocation().state);
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
          <path d="M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 15l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your appointment is booked</h1>
      {serialNo !== undefined && (
        <p className="rounded-full bg-brand-50 px-4 py-1.5 text-lg font-semibold text-brand-900">Serial number {serialNo}</p>
      )}
      <p className="text-base text-slate-600">
        Thank you. Our staff will call you shortly to confirm the booking. Please keep your phone close.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={`${linkClass} border-transparent bg-brand-700 text-white hover:bg-brand-800`}>
          Go Home
        </Link>
        <Link to="/patient/" className={`${linkClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
          See your appointments
        </Link>
      </div>
    </section>
  );
}
