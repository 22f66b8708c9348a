import { MEDICINE_FORMS, medicineInputSchema, type Medicine } from '@hospital/contract/medicines';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useSaveMedicineMutation } from '../api/medicines-api';

type MedicineFormDialogProps = { medicine?: Medicine; onClose: () => void };

/**
 * Adds a medicine, or edits one (`medicine`). The form checks what the server checks, with its words; a refusal
 * (the same medicine is already in the list) keeps the dialog open with what was typed.
 */
export function MedicineFormDialog({ medicine, onClose }: MedicineFormDialogProps) {
  const { t } = useLanguage();
  const [save, { isLoading }] = useSaveMedicineMutation();
  const form = useSchemaForm(medicineInputSchema, {
    brand: medicine?.brand ?? '',
    generic: medicine?.generic ?? '',
    strength: medicine?.strength ?? '',
    form: medicine?.form ?? '',
    manufacturer: medicine?.manufacturer ?? '',
  });
  const { errors } = form.formState;

  const onValid = form.handleSubmit(async (values) => {
    if (await withToasts(t('medicines.saving'), () => save({ id: medicine?._id, medicine: values }).unwrap()))
      onClose();
  }, toastFirstFormError);

  return (
    <Dialog title={t(medicine ? 'medicines.editTitle' : 'medicines.addTitle')} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <FormTextField form={form} name="brand" label={t('medicines.brand')} autoComplete="off" data-autofocus />
        <FormTextField form={form} name="generic" label={t('medicines.genericName')} autoComplete="off" />
        <div>
          <FormTextField form={form} name="strength" label={t('medicines.strength')} autoComplete="off" />
          <p className="mt-1 text-sm text-slate-600">{t('medicines.strengthHint')}</p>
        </div>
        <SelectField label={t('medicines.form')} error={errors.form?.message} {...form.register('form')}>
          <option value="">{t('medicines.chooseForm')}</option>
          {MEDICINE_FORMS.map((option) => (
            <option key={option} value={option}>
              {t(`medicineForm.${option}`)}
            </option>
          ))}
        </SelectField>
        <FormTextField form={form} name="manufacturer" label={t('medicines.manufacturer')} autoComplete="off" />
        <Button type="submit" disabled={isLoading} className="min-h-11">
          {t('medicines.save')}
        </Button>
      </form>
    </Dialog>
  );
}
