import type { UseFormRegisterReturn } from 'react-hook-form';
import { ContactField } from './contact-field';
import { NumberField } from './number-field';
import { TextField } from './text-field';

type PatientField = 'name' | 'age' | 'contact';

type PatientFieldsProps = {
  /** The form's own words for the name and the age (the contact's label is the same everywhere). */
  labels: { name: string; age: string };
  /** The form's `register`: every form asking for a patient names the fields `name`, `age` and `contact`. */
  register: (field: PatientField) => UseFormRegisterReturn;
  errors: Partial<Record<PatientField, { message?: string }>>;
};

/** Who the patient is, as a referral or a slot request asks it: the name, then the age beside the contact number. */
export function PatientFields({ labels, register, errors }: PatientFieldsProps) {
  return (
    <>
      <TextField label={labels.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className="grid grid-cols-[minmax(0,6rem)_1fr] gap-3">
        <NumberField label={labels.age} error={errors.age?.message} {...register('age')} />
        <ContactField error={errors.contact?.message} {...register('contact')} />
      </div>
    </>
  );
}
