import { dhakaDateString } from '@hospital/contract/format';
import { createLeaveSchema } from '@hospital/contract/leave';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useAddLeaveMutation } from '../api/add-leave';
import { leaveWords } from '../utils/leave-words';
import { useLanguage } from '@/i18n/i18n';

/**
 * Adds leave from one date to another. Booked patients are not moved by it: the answer says how many pending
 * appointments fall inside, in the success toast and in a line that stays under the form.
 */
export function LeaveForm({ doctorId }: { doctorId: string }) {
  const { t, formats } = useLanguage();
  const words = leaveWords(t, formats);
  const [addLeave, { isLoading }] = useAddLeaveMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  // Today on the Dhaka clock (docs/architecture.md §7): leave cannot start in the past.
  const today = dhakaDateString();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(createLeaveSchema, { from: today, to: today, reason: '' });

  const onValid = handleSubmit(async (leave) => {
    const answer = await withToasts(t('leave.adding'), () =>
      addLeave({ doctorId, leave })
        .unwrap()
        .then((response) => ({
          ...response,
          message: `${response.message} ${words.affected(response.data.affected.length)}`,
        })),
    );
    if (!answer) return;
    setOutcome(answer.message);
    reset({ from: today, to: today, reason: '' });
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('leave.from')} type="date" min={today} error={errors.from?.message} {...register('from')} />
        <TextField label={t('leave.to')} type="date" min={today} error={errors.to?.message} {...register('to')} />
      </div>
      <TextField
        label={t('leave.reason')}
        autoComplete="off"
        placeholder={t('leave.reasonPlaceholder')}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" disabled={isLoading} className="min-h-11 sm:w-auto sm:px-8">
        {t('leave.add')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {outcome}
      </p>
    </form>
  );
}
