import { updateRemarksSchema, type Callback } from '@hospital/contract/callbacks';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextArea } from '@/components/ui/form-text-area';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useUpdateRemarksMutation } from '../api/update-remarks';
import { useLanguage } from '@/i18n/i18n';

// The contract's bound on remarks (the spec gives none): shown as a counter so a long note is not a surprise.
const REMARKS_MAX = 500;
const remarksFormSchema = updateRemarksSchema.shape.updatedDoc;

type RemarksDialogProps = { callback: Callback; onClose: () => void };

/** docs/product-spec.md §2: "How's your experience about this call?", a remarks textarea and Done. */
export function RemarksDialog({ callback, onClose }: RemarksDialogProps) {
  const { t } = useLanguage();
  const [updateRemarks, { isLoading }] = useUpdateRemarksMutation();
  const form = useSchemaForm(remarksFormSchema, { remarks: '' });

  const onValid = form.handleSubmit(async (updatedDoc) => {
    const response = await withToasts(t('callbackDesk.working'), () =>
      updateRemarks({ callBackId: callback._id, updatedDoc }).unwrap(),
    );
    if (response) onClose();
  }, toastFirstFormError);

  return (
    <FormDialog
      title={t('callbackDesk.dialogTitle')}
      subtitle={`${callback.name} · ${callback.contactNo}`}
      onClose={onClose}
      submit={{ onSubmit: onValid, label: t('callbackDesk.done'), busy: isLoading }}
    >
      <FormTextArea
        form={form}
        name="remarks"
        label={t('callbackDesk.remarks')}
        rows={5}
        autoFocus
        data-autofocus
        placeholder={t('callbackDesk.placeholder')}
        maxLength={REMARKS_MAX}
      />
    </FormDialog>
  );
}
