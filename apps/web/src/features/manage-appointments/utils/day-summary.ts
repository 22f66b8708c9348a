import type { Appointment, AppointmentMeta } from '@hospital/contract/appointments';

/**
 * The summary badges for a doctor chip. The server's meta covers the whole day; with a chip chosen the same four
 * numbers are counted here over what is shown, with the server's rules (pending, done, fees of paid ones).
 */
export function summarize(appointments: readonly Appointment[]): AppointmentMeta {
  return {
    totalAppointments: appointments.length,
    totalPendingSerial: appointments.filter((a) => a.status === 'pending').length,
    totalDoneSerial: appointments.filter((a) => a.status === 'done').length,
    totalPaidAmount: appointments.reduce((sum, a) => (a.paymentStatus === 'paid' ? sum + a.consultationFee : sum), 0),
  };
}

export type DoctorChip = { doctorId: string; name: string; count: number };

/** docs/product-spec.md §2: the filter chips are the doctors who have appointments that day, in the list's order, with their counts. */
export function doctorChips(appointments: readonly Appointment[]): DoctorChip[] {
  const chips = new Map<string, DoctorChip>();
  for (const { doctor } of appointments) {
    const chip = chips.get(doctor._id);
    if (chip) chip.count += 1;
    else chips.set(doctor._id, { doctorId: doctor._id, name: `${doctor.title} ${doctor.fullName}`, count: 1 });
  }
  return [...chips.values()];
}
