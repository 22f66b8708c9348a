import type { Appointment } from '@hospital/contract/appointments';

/** The dialogs a card opens (docs/product-spec.md §2). */
export type CardDialogKind = 'cancel' | 'paid' | 'call-log' | 'records' | 'refine';

export type OpenDialog =
  { kind: CardDialogKind; appointment: Appointment } | { kind: 'new-appointment' } | { kind: 'schedule' };
