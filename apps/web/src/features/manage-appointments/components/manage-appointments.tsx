import type { Appointment } from '@hospital/contract/appointments';
import { useState, type ReactNode } from 'react';
import { useAppointmentUpdate } from '../hooks/use-appointment-update';
import { useDayAppointments } from '../hooks/use-day-appointments';
import { useDayView } from '../hooks/use-day-view';
import type { DeskRole, DoctorDirectory } from '../types';
import { doctorChips, summarize } from '../utils/day-summary';
import { AppointmentGrid } from './appointment-grid';
import type { OpenDialog } from './card-dialogs';
import { DateNavigator } from './date-navigator';
import { DeskToolbar } from './desk-toolbar';
import { DialogHost } from './dialog-host';
import { DoctorFilterBar } from './doctor-filter-bar';
import { SummaryBadges } from './summary-badges';
import { QueueHint } from './queue-hint';
import { useLanguage } from '@/i18n/i18n';

export type PrintDayOptions = { date: string; doctorName: string | null };

type ManageAppointmentsProps = {
  role: DeskRole;
  /** 'Manage Appointments' at /attendant/, 'All Appointments' at /doctor/ (docs/product-spec.md §2). */
  title: string;
  directory: DoctorDirectory;
  onPrintDay: (appointments: readonly Appointment[], options: PrintDayOptions) => void;
  /** A doctor's prescription actions on a card (docs/product-spec.md §2); the route wires the prescription feature in. */
  renderPrescription?: (appointment: Appointment) => ReactNode;
  /** Given for admins only: the doctor schedule editor, which another feature owns. */
  renderScheduleDialog?: (onClose: () => void) => ReactNode;
  /** Today's queue controls for one doctor; another feature owns them, the route wires them in. */
  renderQueue?: (doctor: { doctorId: string; doctorName: string }, date: string) => ReactNode;
  /** Beside the title: the desk's QR "Check in". */
  headerAction?: ReactNode;
};

/** docs/product-spec.md §2 'Manage Appointments screen' for attendants, admins and doctors. */
export function ManageAppointments({
  role,
  title,
  directory,
  onPrintDay,
  renderPrescription,
  renderScheduleDialog,
  renderQueue,
  headerAction,
}: ManageAppointmentsProps) {
  const { t } = useLanguage();
  const { date, today, doctorId, goToDate, showDoctor } = useDayView();
  const { list, isLoading, isFetching, isError, refetch } = useDayAppointments(role, date);
  const { update } = useAppointmentUpdate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const all = list?.data;
  const chips = doctorChips(all ?? []);
  const shown = doctorId ? all?.filter((appointment) => appointment.doctor._id === doctorId) : all;
  // The server's meta is the whole day's; for a chip the same numbers are counted over the cards shown.
  const summary = doctorId && shown ? summarize(shown) : list?.meta;
  const doctorName = chips.find((chip) => chip.doctorId === doctorId)?.name ?? null;
  // The queue runs per doctor and only today: the chosen chip's doctor, or the only doctor of the day.
  const queueDoctor =
    doctorId && doctorName
      ? { doctorId, doctorName }
      : chips.length === 1
        ? { doctorId: chips[0]!.doctorId, doctorName: chips[0]!.name }
        : null;
  const showQueue = renderQueue !== undefined && date === today && chips.length > 0;

  const markDone = async (appointment: Appointment) => {
    setBusyId(appointment._id);
    await update(appointment._id, { status: 'done' });
    setBusyId(null);
  };

  return (
    <div>
      <DoctorFilterBar chips={chips} activeDoctorId={doctorId} onSelect={showDoctor} />
      <section aria-labelledby="desk-title" className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6 sm:py-6">
        <div className="flex items-center justify-between gap-3">
          <h1 id="desk-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h1>
          <div className="flex items-center gap-3">
            <p role="status" className="text-sm text-slate-600">
              {isFetching && !isLoading ? t('desk.updating') : ''}
            </p>
            {headerAction}
          </div>
        </div>
        <SummaryBadges summary={summary} />
        {showQueue && (queueDoctor ? renderQueue(queueDoctor, date) : <QueueHint />)}
        {/* One row when it fits (a doctor's phone, any desktop); the desk's toolbar wraps under the date on a phone. */}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DateNavigator date={date} today={today} onChange={goToDate} />
          <DeskToolbar
            onSchedule={renderScheduleDialog ? () => setDialog({ kind: 'schedule' }) : undefined}
            onPrint={() => onPrintDay(shown ?? [], { date, doctorName })}
            canPrint={list !== undefined && !isFetching}
            onReload={refetch}
            isReloading={isFetching}
            onNewAppointment={role === 'doctor' ? undefined : () => setDialog({ kind: 'new-appointment' })}
          />
        </div>
        <h2 className="sr-only">{t('desk.appointments')}</h2>
        <AppointmentGrid
          query={{ data: shown, isLoading, isError, refetch }}
          busyId={busyId}
          role={role}
          onMarkDone={markDone}
          onOpen={(kind, appointment) => setDialog({ kind, appointment })}
          renderPrescription={renderPrescription}
        />
      </section>
      <DialogHost
        dialog={dialog}
        onClose={() => setDialog(null)}
        directory={directory}
        today={today}
        renderScheduleDialog={renderScheduleDialog}
      />
    </div>
  );
}
