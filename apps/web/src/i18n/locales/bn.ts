import type { Catalog } from '../catalog';
import { adminDoctorsBn } from './bn/admin-doctors';
import { bookingBn } from './bn/booking';
import { consultationBn } from './bn/consultation';
import { chatBn } from './bn/chat';
import { deskBn } from './bn/desk';
import { headsBn } from './bn/heads';
import { leaveAuditBn } from './bn/leave-audit';
import { marketingBn } from './bn/marketing';
import { pagesBn } from './bn/pages';
import { phoneProofBn } from './bn/phone-proof';
import { prescriptionEditorBn } from './bn/prescription-editor';
import { prescriptionViewBn } from './bn/prescription-view';
import { publicBn } from './bn/public';
import { requestsBn } from './bn/requests';
import { securityBn } from './bn/security';
import { staffBn } from './bn/staff';
import { visitBn } from './bn/visit';
import { medicinesBn } from './bn/medicines';
import { medicineOrderBn } from './bn/medicine-order';
import { deliveryBn } from './bn/delivery';
import { pharmacyBn } from './bn/pharmacy';

/**
 * Bangla: plain, everyday words a patient in Dhaka uses, not a word-for-word rendering of the English.
 * Doctors' names and the texts staff type stay as entered.
 */
export const bn = {
  ...publicBn,
  ...pagesBn,
  ...visitBn,
  language: {
    switchLabel: 'ভাষা',
    switchTo: 'English',
    switchToLabel: 'ইংরেজিতে দেখুন',
  },
  ...deskBn,
  ...staffBn,
  ...adminDoctorsBn,
  ...requestsBn,
  ...leaveAuditBn,
  ...securityBn,
  ...bookingBn,
  ...headsBn,
  ...chatBn,
  ...consultationBn,
  ...phoneProofBn,
  ...prescriptionEditorBn,
  ...prescriptionViewBn,
  ...marketingBn,
  ...medicinesBn,
  ...medicineOrderBn,
  ...deliveryBn,
  ...pharmacyBn,
} satisfies Catalog;
