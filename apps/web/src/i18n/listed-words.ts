import { DESIGNATIONS, SPECIALITIES, type ConsultationMethod } from '@hospital/contract/lists';
import type { Translate } from './i18n';

/** Whether `value` is one of the contract's `list` (a role, a method, a speciality...): narrows it to that list's type. */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A doctor's speciality in the language on screen. Stored in English; one of the contract's specialities reads as the
 * speciality filter and the doctor editor word it, anything else (a speciality typed before the list, such as
 * 'Gynae & Obs') as entered.
 */
export function specialityName(speciality: string, t: Translate): string {
  return isOneOf(SPECIALITIES, speciality) ? t(`speciality.${speciality}`) : speciality;
}

/** A doctor's designation in the language on screen, as the doctor editor words it; one outside the list as entered. */
export function designationName(designation: string, t: Translate): string {
  return isOneOf(DESIGNATIONS, designation) ? t(`designation.${designation}`) : designation;
}

/** A consultation method in one word ('hospital' for a hospital visit), as the desk's card and the day list word it. */
export function methodWord(method: ConsultationMethod, t: Translate): string {
  return t(`deskCard.method_${method === 'hospital visit' ? 'hospital' : method}`);
}
