import { createCallLogSchema } from '@hospital/contract/appointments';
import { DateTime } from '@/components/ui/date-time';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useCreateCallLogMutation } from '../api/create-call-log';
import { useGetCallLogsQuery } from '../api/get-call-logs';
import {
  AppointmentFormDialog,
  DialogNoteField,
  type AppointmentDialogProps,
  type NoteWords,
} from './appointment-form-dialog';
import { useLanguage } from '@/i18n/i18n';

const COMMENT_MAX = 300; // docs/product-spec.md §9
const SUCCESS_TOAST_MS = 1500;
const COMMENT_WORDS: NoteWords = { label: 'deskDialogs.callSaid', placeholder: 'deskDialogs.callPlaceholder' };

/** docs/product-spec.md §2 'Call log': the earlier comments with author and time, then a new one with 'Save Comment'. */
export function CallLogDialog(props: AppointmentDialogProps) {
  const { appointment } = props;
  const { t } = useLanguage();
  const [createCallLog, { isLoading }] = useCreateCallLogMutation();
  const form = useSchemaForm(createCallLogSchema, { appointmentId: appointment._id, comment: '' });

  const onValid = form.handleSubmit(async (input) => {
    const response = await withToasts(t('deskDialogs.working'), () => createCallLog(input).unwrap(), SUCCESS_TOAST_MS);
    if (response) form.reset();
  }, toastFirstFormError);

  return (
    <AppointmentFormDialog
      {...props}
      title={t('deskDialogs.callLogTitle')}
      submit={{ onSubmit: onValid, label: t('deskDialogs.saveComment'), busy: isLoading }}
      before={<CallLogList appointmentId={appointment._id} />}
    >
      <DialogNoteField form={form} name="comment" words={COMMENT_WORDS} maxLength={COMMENT_MAX} />
    </AppointmentFormDialog>
  );
}

function CallLogList({ appointmentId }: { appointmentId: string }) {
  const { t } = useLanguage();
  const { data: logs, isLoading } = useGetCallLogsQuery(appointmentId);
  if (isLoading) return <p className="text-sm text-slate-500">{t('deskDialogs.loadingComments')}</p>;
  if (!logs || logs.length === 0) return <p className="text-sm text-slate-600">{t('deskDialogs.noCalls')}</p>;
  return (
    <ol aria-label={t('deskDialogs.earlierComments')} className="max-h-60 space-y-2 overflow-y-auto">
      {logs.map((log) => (
        <li key={log._id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-sm break-words text-slate-900">{log.comment}</p>
          <p className="mt-1 text-xs text-slate-600">
            {log.user.name} · <DateTime at={log.timestamp} />
          </p>
        </li>
      ))}
    </ol>
  );
}
