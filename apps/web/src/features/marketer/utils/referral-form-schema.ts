import { createReferralSchema } from '@hospital/contract/marketing';
import { z } from 'zod';

/** A select left at its first option ('No particular doctor') reads '', which the contract takes as null. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** The contract's referral schema as the form fills it: doctor and speciality come from selects. */
export const referralFormSchema = createReferralSchema.extend({
  doctorId: z.preprocess(emptyAsNull, createReferralSchema.shape.doctorId),
  speciality: z.preprocess(emptyAsNull, createReferralSchema.shape.speciality),
});
