import type { Appointment } from '@hospital/contract/appointments';
import { currentLanguage } from '@/i18n/i18n';
import { dayListHtml, type DayListOptions } from './day-list-html';
import { printHtml } from './print-html';
import { prescriptionHtml, type PrescriptionDoctor } from './prescription-html';

/** Prints the day's list through the hidden frame. */
export function printDayList(appointments: readonly Appointment[], options: DayListOptions): void {
  printHtml(dayListHtml(appointments, { language: currentLanguage(), ...options }), 'Day list print');
}

/** Prints a blank prescription sheet for one appointment through the hidden frame. */
export function printPrescription(appointment: Appointment, doctor: PrescriptionDoctor | undefined): void {
  printHtml(prescriptionHtml(appointment, doctor, currentLanguage()), 'Prescription print');
}
