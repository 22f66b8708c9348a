import type { Appointment } from '@hospital/contract/appointments';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { Dialog } from '@/components/ui/dialog';
import { useGetPatientRecordsQuery } from '../api/get-patient-records';
import { STATUS_TONES } from './status-tones';
import { useLanguage } from '@/i18n/i18n';

type RecordsDialogProps = { appointment: Appointment; onClose: () => void };

/** docs/product-spec.md §2 'Records': the patient's earlier appointments, for the doctor writing today's prescription. */
export function RecordsDialog({ appointment, onClose }: RecordsDialogProps) {
  const { t, formats } = useLanguage();
  const { patient } = appointment;
  const { data, isLoading, isError } = useGetPatientRecordsQuery(patient._id);
  // The visit on screen is not an earlier one.
  const earlier = data?.filter((record) => record._id !== appointment._id) ?? [];

  return (
    <Dialog
      title={t('deskDialogs.recordsTitle')}
      subtitle={t('deskDialogs.recordsSubtitle', {
        name: patient.name,
        age: formats.number(patient.age),
        id: patient.patientId,
      })}
      onClose={onClose}
    >
      {isLoading ? (
        <p className="text-sm text-slate-500">{t('deskDialogs.loadingRecords')}</p>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t('deskDialogs.recordsFailed')}</p>
      ) : earlier.length === 0 ? (
        <p className="text-sm text-slate-600">{t('deskDialogs.noRecords')}</p>
      ) : (
        <ol aria-label={t('deskDialogs.earlierAppointments')} className="space-y-2">
          {earlier.map((record) => (
            <RecordItem key={record._id} record={record} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function RecordItem({ record }: { record: Appointment }) {
  const { t, formats } = useLanguage();
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{formats.shortDate(record.selectedDate)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${STATUS_TONES[record.status]}`}
        >
          {t(`deskCard.status_${record.status}`)}
        </span>
      </div>
      <p className="text-slate-700">
        {record.doctor.title} {record.doctor.fullName} · {CONSULTATION_METHOD_LABELS[record.consultationMethod]} ·{' '}
        {t('deskDialogs.serialNo', { serial: formats.number(record.serialNo) })}
      </p>
      {record.shortBrief && <p className="mt-1 break-words text-slate-600">{record.shortBrief}</p>}
    </li>
  );
}
