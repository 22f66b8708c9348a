import { updateRemarksSchema, type Callback } from '@hospital/contract/callbacks';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useUpdateRemarksMutation } from '../api/update-remarks';

// The contract's bound on remarks (the spec gives none): shown as a counter so a long note is not a surprise.
const REMARKS_MAX = 500;
const remarksFormSchema = updateRemarksSchema.shape.updatedDoc;

type RemarksDialogProps = { callback: Callback; onClose: () => void };

/** docs/product-spec.md §2: "How's your experience about this call?", a remarks textarea and Done. */
export function RemarksDialog({ callback, onClose }: RemarksDialogProps) {
  const titleId = useId();
  const remarksId = useId();
  const [updateRemarks, { isLoading }] = useUpdateRemarksMutation();
  const { register, handleSubmit, control } = useSchemaForm(remarksFormSchema, { remarks: '' });
  const remarks = useWatch({ control, name: 'remarks' });

  const onValid = handleSubmit(async (updatedDoc) => {
    const response = await withToasts('Working...', () => updateRemarks({ callBackId: callback._id, updatedDoc }).unwrap());
    if (response) onClose();
  }, toastFirstFormError);

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4 px-5 pt-10 pb-8 sm:px-8 sm:pt-8">
        <div className="pr-8">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            How&apos;s your experience about this call?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {callback.name} · {callback.contactNo}
          </p>
        </div>
        <div>
          <label htmlFor={remarksId} className="mb-1 block text-sm font-medium text-slate-700">
            Remarks
          </label>
          <textarea
            id={remarksId}
            rows={5}
            autoFocus
            data-autofocus
            placeholder="What did the caller need, and what did you tell them?"
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            {...register('remarks')}
          />
          <p className={`mt-1 text-right text-sm ${remarks.length > REMARKS_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`}>
            {remarks.length}/{REMARKS_MAX}
          </p>
        </div>
        <Button type="submit" disabled={isLoading}>
          Done
        </Button>
      </form>
    </Modal>
  );
}
