import type { ConsultationMethod } from '@hospital/contract/lists';

// Every sentence the booking receipt shows (on the confirmation and the payment success pages, and in the calendar
// file), in one place so the translation work can take them from here.

export const RECEIPT_TEXT = {
  heading: 'Your booking',
  doctor: 'Doctor',
  date: 'Date',
  chamberHours: 'Chamber hours',
  hoursNotSet: 'The hospital will tell you the time when they call.',
  serialNumber: 'Serial number',
  method: 'Consultation',
  fee: 'Fee',
  paymentStatus: 'Payment',
  patient: 'Patient',
  holderId: 'Holder ID',
  holderIdNote: 'Show this ID at the hospital, or say it when the hospital calls.',
  whatToBring: 'What to bring',
  addToCalendar: 'Add to calendar',
  print: 'Print or save',
  hotline: 'Hotline',
  loading: 'Loading your booking',
  loadFailed: 'Your booking',
  logInToSee: 'The details of a booking are shown only to the patient who made it.',
  logIn: 'Log in to see your booking',
  calendarSummary: (doctor: string, serialNo: number) => `Appointment with ${doctor} (serial ${serialNo})`,
  calendarOnline: (method: string) => `${method} consultation: the hospital contacts you`,
  calendarReminder: 'Your appointment at the hospital starts in 2 hours.',
} as const;

/** docs/product-spec.md §2 Quick menu: patients bring their Holder ID; the rest depends on how they are seen. */
export function whatToBring(method: ConsultationMethod, holderId: string): string[] {
  const common = [`Your Holder ID: ${holderId}`, 'Earlier prescriptions and test reports', 'A list of the medicines you take now'];
  if (method === 'hospital visit') {
    return [...common, 'Come before your serial is called: serials are called in order during the chamber hours'];
  }
  return [...common, 'Keep your phone on and charged, in a quiet place with a good network, during the chamber hours'];
}
