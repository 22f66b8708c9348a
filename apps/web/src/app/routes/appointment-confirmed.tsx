import { siteConfig } from '@/config/site';
import { AppointmentConfirmed } from '@/features/booking/components/appointment-confirmed';
import { useDocumentHead } from '@/lib/head';

// A confirmation is no use in search results.
const HEAD = { title: `Appointment Confirmed | ${siteConfig.name}`, robots: 'noindex' };

export function AppointmentConfirmedRoute() {
  useDocumentHead(HEAD);
  return <AppointmentConfirmed />;
}
