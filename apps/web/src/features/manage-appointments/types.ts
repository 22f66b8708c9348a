import type { DoctorListItem } from '@hospital/contract/doctors';

/** The roles that reach the appointments screen: the desk (attendant, admin) at /attendant/, doctors at /doctor/. */
export type DeskRole = 'attendant' | 'admin' | 'doctor';

/**
 * The doctors the screen needs (the Paid dialog's fallback fee, the new appointment dialog's list and dates). The
 * doctors feature owns those queries and features do not import each other, so the route builds this and passes it
 * in (bulletproof-react: compose in app/).
 */
export type DoctorDirectory = {
  /** Every doctor (GET /doctors/consultants?limit=0), with schedule, fee and work details. */
  doctors: readonly DoctorListItem[];
  isLoading: boolean;
  /** The doctor whose available dates were last asked for with `showDatesFor`, and those dates (undefined while loading). */
  datesFor: string | null;
  dates: readonly string[] | undefined;
  showDatesFor: (doctorId: string | null) => void;
};
