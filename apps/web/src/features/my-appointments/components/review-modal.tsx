import type { PatientAppointment } from '@hospital/contract/appointments';
import { createReviewSchema } from '@hospital/contract/reviews';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextArea } from '@/components/ui/form-text-area';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useCreateReviewMutation } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';
import { useLanguage } from '@/i18n/i18n';

// The contract's cap (it bounds the resource; docs/architecture.md §12), counted down under the field.
const REVIEW_MAX = 1000;

type ReviewModalProps = { appointment: Pick<PatientAppointment, '_id' | 'doctor'>; onClose: () => void };

/**
 * docs/product-spec.md §4 'Review modal': closes on Escape, the close button (both from Modal) or success; the rating and text are
 * reset after a successful submit. A failed one keeps them, so the patient does not lose what they wrote.
 */
export function ReviewModal({ appointment, onClose }: ReviewModalProps) {
  const { t } = useLanguage();
  const { doctor } = appointment;
  const [createReview, { isLoading }] = useCreateReviewMutation();
  // 0 stars until one is picked; the schema answers 'Rating must be at least 1.' (docs/product-spec.md §5).
  // The visit is named, so the stars land on the card the patient pressed (the API otherwise takes the oldest one).
  const form = useSchemaForm(createReviewSchema, {
    doctorId: doctor._id,
    appointmentId: appointment._id,
    rating: 0,
    review: '',
  });
  const { handleSubmit, control, reset } = form;

  const onValid = handleSubmit(async (input) => {
    const response = await withToasts(t('review.adding'), () => createReview(input).unwrap());
    if (response) {
      reset();
      onClose();
    }
  }, toastFirstFormError);

  return (
    <FormDialog
      title={t('myAppointments.writeFeedback')}
      subtitle={t('review.howWas', { doctor: `${doctor.title} ${doctor.fullName}` })}
      onClose={onClose}
      submit={{ onSubmit: onValid, label: t('review.submit'), busy: isLoading }}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarRatingInput value={Number(field.value)} onChange={field.onChange} />}
      />
      <FormTextArea
        form={form}
        name="review"
        label={t('review.yourReview')}
        rows={4}
        placeholder={t('review.placeholder')}
        maxLength={REVIEW_MAX}
      />
    </FormDialog>
  );
}
