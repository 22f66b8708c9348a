import type { Appointment } from '@hospital/contract/appointments';
import { updatePatientSchema } from '@hospital/contract/patients';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormNumberField, FormTextField } from '@/components/ui/form-text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useUpdatePatientMutation } from '../api/update-patient';
import { useLanguage } from '@/i18n/i18n';

const SUCCESS_TOAST_MS = 1500;

type RefinePatientDialogProps = { patient: Appointment['patient']; onClose: () => void };

/** docs/product-spec.md §2/§6: the admin's patient edit (name, age, weight) with docs/product-spec.md §5's 'Patient edit' messages. */
export function RefinePatientDialog({ patient, onClose }: RefinePatientDialogProps) {
  const { t } = useLanguage();
  const [updatePatient, { isLoading }] = useUpdatePatientMutation();
  // The form holds the inner object; the body wraps it as { updatedInfo } (the contract's shape).
  const form = useSchemaForm(updatePatientSchema.shape.updatedInfo, {
    name: patient.name,
    age: patient.age,
    weight: patient.weight,
  });

  const onValid = form.handleSubmit(async (updatedInfo) => {
    const response = await withToasts(
      t('deskDialogs.working'),
      () => updatePatient({ patientId: patient._id, updatedInfo }).unwrap(),
      SUCCESS_TOAST_MS,
    );
    if (response) onClose();
  }, toastFirstFormError);

  return (
    <Dialog
      title={t('deskDialogs.refineTitle')}
      subtitle={t('deskDialogs.holderId', { id: patient.patientId })}
      onClose={onClose}
    >
      <form onSubmit={onValid} noValidate className="space-y-4">
        <FormTextField form={form} name="name" label={t('deskDialogs.name')} autoComplete="off" data-autofocus />
        <div className="grid grid-cols-2 gap-3">
          <FormNumberField form={form} name="age" label={t('deskDialogs.age')} />
          <FormNumberField form={form} name="weight" label={t('deskDialogs.weight')} optional />
        </div>
        <Button type="submit" disabled={isLoading}>
          {t('deskDialogs.save')}
        </Button>
      </form>
    </Dialog>
  );
}
