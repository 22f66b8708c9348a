import type { UpdateAppointmentInput } from '@hospital/contract/appointments';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { toastFirstFormError } from '@/lib/form-errors';
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

/**
 * A desk dialog's submit that changes the appointment: the form's valid values become one update, and the dialog closes
 * once it is saved. An invalid form toasts its first error and sends nothing (docs/product-spec.md §5).
 */
export function useUpdateOnSubmit<Values extends FieldValues, Valid extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values, Valid>,
  { appointment, onClose }: { appointment: { _id: string }; onClose: () => void },
  toUpdate: (values: Valid) => UpdateAppointmentInput['updatedDoc'],
) {
  const { update, isUpdating } = useAppointmentUpdate();
  const onSubmit = handleSubmit(async (values) => {
    if (await update(appointment._id, toUpdate(values))) onClose();
  }, toastFirstFormError);
  return { onSubmit, busy: isUpdating };
}
