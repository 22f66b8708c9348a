import { doctorInputSchema, type ManagedDoctor } from '@hospital/contract/admin';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { DESIGNATIONS, SPECIALITIES, WEEKDAYS } from '@hospital/contract/lists';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type DoctorFormValues = z.input<typeof doctorInputSchema>;

/** A new doctor's week: every day off until the admin turns days on. */
const WEEK_OFF: WeeklySchedule = WEEKDAYS.map((day) => ({ day, active: false, start: '', end: '' }));

/**
 * What the form starts with: empty for a new doctor (no fee, so the field is blank rather than "0"), the doctor's
 * own values for an edit. An edit leaves the week out: the schedule editor saves it by itself.
 */
export function doctorFormDefaults(doctor?: ManagedDoctor): DefaultValues<DoctorFormValues> {
  if (!doctor) {
    return {
      title: 'Dr.',
      fullName: '',
      about: '',
      availableFor: ['hospital visit'],
      currentWorkDepartment: '',
      currentWorkStation: '',
      registrationNo: '',
      degrees: [],
      tags: [],
      schedule: WEEK_OFF,
    };
  }
  return {
    title: doctor.title,
    fullName: doctor.fullName,
    // Older records may hold free text ('Gynae & Obs'); the select then asks for one of the listed values.
    speciality: SPECIALITIES.find((speciality) => speciality === doctor.speciality),
    about: doctor.about,
    consultationFee: doctor.consultationFee,
    availableFor: doctor.availableFor,
    currentWorkDesignation: DESIGNATIONS.find((designation) => designation === doctor.currentWorkDesignation),
    currentWorkDepartment: doctor.currentWorkDepartment,
    currentWorkStation: doctor.currentWorkStation,
    registrationNo: doctor.registrationNo,
    degrees: doctor.degrees,
    tags: doctor.tags,
  };
}

const degreeSchema = doctorInputSchema.shape.degrees.element;
const tagSchema = doctorInputSchema.shape.tags.element;

/** The contract's rule for one degree, checked as it is added. */
export const degreeProblem = (entry: string) => degreeSchema.safeParse(entry).error?.issues[0]?.message;

/** The contract's rule for one tag, checked as it is added. */
export const tagProblem = (entry: string) => tagSchema.safeParse({ name: entry }).error?.issues[0]?.message;

/**
 * The message of a list field's error, wherever the resolver put it: on the list itself ("At most 10 degrees.") or
 * on one of its entries.
 */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  if (typeof root?.message === 'string') return root.message;
  for (const entry of Object.values(error)) {
    const found = listErrorMessage(entry);
    if (found) return found;
  }
  return undefined;
}
