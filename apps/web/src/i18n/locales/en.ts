import { adminDoctorsEn } from './en/admin-doctors';
import { bookingEn } from './en/booking';
import { consultationEn } from './en/consultation';
import { chatEn } from './en/chat';
import { deskEn } from './en/desk';
import { headsEn } from './en/heads';
import { leaveAuditEn } from './en/leave-audit';
import { marketingEn } from './en/marketing';
import { pagesEn } from './en/pages';
import { phoneProofEn } from './en/phone-proof';
import { prescriptionEditorEn } from './en/prescription-editor';
import { prescriptionViewEn } from './en/prescription-view';
import { publicEn } from './en/public';
import { requestsEn } from './en/requests';
import { securityEn } from './en/security';
import { staffEn } from './en/staff';
import { visitEn } from './en/visit';
import { medicinesEn } from './en/medicines';
import { medicineOrderEn } from './en/medicine-order';
import { deliveryEn } from './en/delivery';
import { pharmacyEn } from './en/pharmacy';

/**
 * English, the default: the spec's words exactly (docs/product-spec.md). Keys are grouped by screen; every key here
 * must have its Bangla in bn.ts (the type there makes a missing one fail `npm test`).
 */
export const en = {
  ...publicEn,
  ...pagesEn,
  ...visitEn,
  language: {
    switchLabel: 'Language',
    switchTo: 'বাংলা',
    switchToLabel: 'Switch to Bangla',
  },
  ...deskEn,
  ...staffEn,
  ...adminDoctorsEn,
  ...requestsEn,
  ...leaveAuditEn,
  ...securityEn,
  ...bookingEn,
  ...headsEn,
  ...chatEn,
  ...consultationEn,
  ...phoneProofEn,
  ...prescriptionEditorEn,
  ...prescriptionViewEn,
  ...marketingEn,
  ...medicinesEn,
  ...medicineOrderEn,
  ...deliveryEn,
  ...pharmacyEn,
};
