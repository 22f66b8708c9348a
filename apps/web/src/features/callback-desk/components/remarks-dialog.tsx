import { updateRemarksSchema, type Callback } from '@hospital/contract/callbacks';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/ui/form-text-area';
import { Modal } from '@/components/ui/modal';
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
  const titleId = useId();
  const [updateRemarks, { isLoading }] = useUpdateRemarksMutation();
  const form = useSchemaForm(remarksFormSchema, { remarks: '' });

  const onValid = form.handleSubmit(async (updatedDoc) => {
    const response = await withToasts(t('callbackDesk.working'), () =>
      updateRemarks({ callBackId: callback._id, updatedDoc }).unwrap(),
    );
    if (response) onClose();
  }, toastFirstFormError);

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4 px-5 pt-10 pb-8 sm:px-8 sm:pt-8">
        <div className="pr-8">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t('callbackDesk.dialogTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {callback.name} · {callback.contactNo}
          </p>
        </div>
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
        <Button type="submit" disabled={isLoading}>
          {t('callbackDesk.done')}
        </Button>
      </form>
    </Modal>
  );
}
