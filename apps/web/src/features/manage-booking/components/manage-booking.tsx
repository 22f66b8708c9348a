import type { PatientAppointment } from '@hospital/contract/appointments';
import { cancelByPatientSchema } from '@hospital/contract/appointments';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormButtonRow } from '@/components/ui/form-button-row';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { FormTextArea } from '@/components/ui/form-text-area';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useCancelByPatientMutation, useRescheduleMutation } from '../api/manage-booking';

const REASON_MAX = 50;

/** The doctor's available dates (GET /doctors/{id}), undefined while they load: the route brings the doctors feature's query. */
export type UseDoctorDates = (doctorId: string) => readonly string[] | undefined;

const action =
  'flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A patient's own pending booking: "Cancel booking" and "Change date". */
export function ManageBooking({
  appointment,
  useDoctorDates,
}: {
  appointment: PatientAppointment;
  useDoctorDates: UseDoctorDates;
}) {
  const { t } = useLanguage();
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  if (appointment.status !== 'pending') return null;
  return (
    <div className="mb-3 grid grid-cols-2 gap-2">
      <button type="button" className={action} onClick={() => setOpen('reschedule')}>
        {t('manage.reschedule')}
      </button>
      <button type="button" className={`${action} text-red-800`} onClick={() => setOpen('cancel')}>
        {t('manage.cancel')}
      </button>
      {open === 'cancel' && <CancelBookingDialog appointment={appointment} onClose={() => setOpen(null)} />}
      {open === 'reschedule' && (
        <RescheduleDialog appointment={appointment} useDoctorDates={useDoctorDates} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function Subtitle({ appointment }: { appointment: PatientAppointment }) {
  const { formats } = useLanguage();
  return (
    <>
      {appointment.doctor.title} {appointment.doctor.fullName} · {formats.date(appointment.selectedDate)}
    </>
  );
}

function CancelBookingDialog({ appointment, onClose }: { appointment: PatientAppointment; onClose: () => void }) {
  const { t } = useLanguage();
  const [cancel, { isLoading }] = useCancelByPatientMutation();
  const form = useSchemaForm(cancelByPatientSchema, { cancellationReason: '' });
  const onValid = form.handleSubmit(async ({ cancellationReason }) => {
    const done = await withToasts(t('manage.cancelling'), () =>
      cancel({ appointmentId: appointment._id, cancellationReason }).unwrap(),
    );
    if (done) onClose();
  }, toastFirstFormError);
  return (
    <Dialog title={t('manage.cancelTitle')} subtitle={<Subtitle appointment={appointment} />} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{t('manage.cancelNote')}</p>
        <FormTextArea
          form={form}
          name="cancellationReason"
          label={t('manage.reason')}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
        />
        <FormButtonRow
          layout="halves"
          back={{ label: t('manage.keep'), onClick: onClose }}
          submit={{ label: t('manage.confirmCancel'), busy: isLoading, danger: true }}
        />
      </form>
    </Dialog>
  );
}

function RescheduleDialog({
  appointment,
  useDoctorDates,
  onClose,
}: {
  appointment: PatientAppointment;
  useDoctorDates: UseDoctorDates;
  onClose: () => void;
}) {
  const { t, formats } = useLanguage();
  const dates = useDoctorDates(appointment.doctor._id)?.filter((date) => date !== appointment.selectedDate);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reschedule, { isLoading }] = useRescheduleMutation();

  const submit = async () => {
    if (!chosen) {
      setError(t('manage.chooseDate'));
      return;
    }
    const done = await withToasts(
      t('manage.moving'),
      () => reschedule({ appointmentId: appointment._id, selectedDate: chosen }).unwrap(),
      4000,
    );
    if (done) onClose();
  };

  return (
    <Dialog title={t('manage.rescheduleTitle')} subtitle={<Subtitle appointment={appointment} />} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('manage.rescheduleNote')}</p>
        {dates === undefined ? (
          <p className="text-sm text-slate-600">{t('manage.loadingDates')}</p>
        ) : dates.length === 0 ? (
          <p className="text-sm text-slate-700">{t('manage.noDates')}</p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t('manage.rescheduleTitle')}</legend>
            <ToggleGroup
              options={dates}
              isPressed={(date) => date === chosen}
              onToggle={(date) => {
                setChosen(date);
                setError(null);
              }}
              look="dates"
            >
              {(date) => (
                <>
                  <span className="font-semibold">{formats.weekdayOf(date)}</span>
                  <span className="text-xs">{formats.date(date)}</span>
                </>
              )}
            </ToggleGroup>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button onClick={() => void submit()} disabled={isLoading || !dates?.length}>
          {t('manage.confirmReschedule')}
        </Button>
      </div>
    </Dialog>
  );
}
