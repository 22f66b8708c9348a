import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/i18n/i18n';
import { useUpdateAppointmentMutation } from '../api/update-appointment';

const SUCCESS_TOAST_MS = 1500;

/**
 * One PUT /appointment/{id} with docs/product-spec.md §8's 'Working...' loading toast, replaced by the server's sentence. Resolves
 * true when the change was saved; on failure the API client has toasted why (a 409 names the current state).
 */
export function useAppointmentUpdate() {
  const [updateAppointment, { isLoading }] = useUpdateAppointmentMutation();
  const { t } = useLanguage();

  const update = async (appointmentId: string, updatedDoc: UpdateAppointmentInput['updatedDoc']): Promise<boolean> => {
    const toastId = toast.loading(t('deskDialogs.working'));
    try {
      const response = await updateAppointment({ appointmentId, updatedDoc }).unwrap();
      toast.success(response.message, { id: toastId, duration: SUCCESS_TOAST_MS });
      return true;
    } catch {
      toast.dismiss(toastId);
      return false;
    }
  };

  return { update, isUpdating: isLoading };
}
