import { deskEn } from './en/desk';
import { adminDoctorsEn } from './en/admin-doctors';
import { leaveAuditEn } from './en/leave-audit';
import { requestsEn } from './en/requests';
import { securityEn } from './en/security';
import { staffEn } from './en/staff';

/**
 * English, the default: the spec's words exactly (docs/product-spec.md). Keys are grouped by screen; every key here
 * must have its Bangla in bn.ts (the type there makes a missing one fail `npm test`).
 */
export const en = {
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
};
