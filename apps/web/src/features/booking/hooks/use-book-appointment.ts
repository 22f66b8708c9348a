import { createAppointmentSchema } from '@hospital/contract/appointments';
import { firstErrorMessage } from '@hospital/contract/envelope';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { referralForBooking } from '@/lib/referral-link';
import { toast } from '@/lib/toast';
import { errorToastMs } from '@/lib/api-errors';
import { inLanguage } from '@/i18n/sentences';
import { useCreateAppointmentMutation } from '../api/create-appointment';
import { clearDraft, type AppointmentDraft } from '../utils/appointment-draft';
import { useLanguage } from '@/i18n/i18n';

export const APPOINTMENT_CONFIRMED_PATH = '/appointment_confirmed';
/** The confirmation's query parameter naming the booking it shows (in the URL, so a reload or a bookmark keeps it). */
export const CONFIRMED_APPOINTMENT_PARAM = 'appointment';
const MY_APPOINTMENTS_PATH = '/patient/';
const SUCCESS_TOAST_MS = 2000;

/**
 * docs/product-spec.md §4 step 5. The draft is checked with the contract schema first (docs/product-spec.md §5: the first message is toasted and
 * nothing is sent). The draft is cleared as soon as the booking exists, whatever happens to the payment, so
 * coming back to the page cannot book the same visit twice.
 */
export function useBookAppointment() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [createAppointment, { isLoading }] = useCreateAppointmentMutation();
  // True from a successful Pay Now until the gateway's page replaces this one, so a second tap cannot book twice.
  const [leaving, setLeaving] = useState(false);

  const book = async (draft: AppointmentDraft, payNow: boolean) => {
    const { shortBrief, ...rest } = draft;
    const brief = shortBrief.trim();
    // The marketer's link this browser arrived by, if one still counts: the server attributes the booking to it.
    const ref = referralForBooking();
    const parsed = createAppointmentSchema.safeParse({
      ...rest,
      ...(brief ? { shortBrief: brief } : {}),
      payNow,
      ...(ref ? { ref } : {}),
    });
    if (!parsed.success) {
      const first = firstErrorMessage(parsed.error);
      const message = first && inLanguage(first);
      if (message) toast.error(message, { id: message, duration: errorToastMs(message) });
      return;
    }

    const toastId = toast.loading(t('booking.creating'));
    try {
      const { data, message } = await createAppointment(parsed.data).unwrap();
      // Only storage is cleared: the page keeps showing the choices until it is replaced.
      clearDraft();
      if (payNow && data.url) {
        // A full page load: the gateway's page is not part of this app. The loading toast stays until it unloads.
        setLeaving(true);
        window.location.assign(data.url);
        return;
      }
      if (payNow) {
        // The booking stands but the gateway did not answer; the server's sentence says so (docs/architecture.md §15), and
        // the appointments page offers Pay Now again.
        toast.warning(message, { id: toastId });
        navigate(MY_APPOINTMENTS_PATH);
        return;
      }
      toast.success(message, { id: toastId, duration: SUCCESS_TOAST_MS });
      navigate(
        `${APPOINTMENT_CONFIRMED_PATH}?${new URLSearchParams({ [CONFIRMED_APPOINTMENT_PARAM]: data.appointment._id })}`,
      );
    } catch {
      // The API client has already toasted the server's reason (method or date not offered, a duplicate booking).
      toast.dismiss(toastId);
    }
  };

  return { book, isBooking: isLoading || leaving };
}
