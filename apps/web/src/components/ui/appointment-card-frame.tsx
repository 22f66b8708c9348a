import type { AppointmentStatus } from '@hospital/contract/lists';
import { StripCard, type StripCardProps } from './strip-card';

// docs/product-spec.md §4: pending yellow, cancelled red, done green. The card also says its status in words.
const STATUS_STRIPS: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-400',
  cancelled: 'bg-red-500',
  done: 'bg-green-600',
};

type AppointmentCardFrameProps = Omit<StripCardProps, 'strip'> & { status: AppointmentStatus };

/** One appointment's card, for the patient and the desk alike: its status's colour as a strip across the top. */
export function AppointmentCardFrame({ status, ...card }: AppointmentCardFrameProps) {
  return <StripCard strip={STATUS_STRIPS[status]} {...card} />;
}
