import type { Appointment } from '@hospital/contract/appointments';
import { formatDayShortMonthYear } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { Dialog } from '@/components/ui/dialog';
import { useGetPatientRecordsQuery } from '../api/get-patient-records';
import { STATUS_TONES } from './status-tones';

type RecordsDialogProps = { appointment: Appointment; onClose: () => void };

/** docs/product-spec.md §2 'Records': the patient's earlier appointments, for the doctor writing today's prescription. */
export function RecordsDialog({ appointment, onClose }: RecordsDialogProps) {
  const { patient } = appointment;
  const { data, isLoading, isError } = useGetPatientRecordsQuery(patient._id);
  // The visit on screen is not an earlier one.
  const earlier = data?.filter((record) => record._id !== appointment._id) ?? [];

  return (
    <Dialog title="Records" subtitle={`${patient.name}, ${patient.age} yrs · ${patient.patientId}`} onClose={onClose}>
      {isLoading ? (
        <p className="text-sm text-slate-500">Loading records…</p>
      ) : isError ? (
        <p className="text-sm text-slate-600">The records could not be loaded.</p>
      ) : earlier.length === 0 ? (
        <p className="text-sm text-slate-600">No earlier appointments.</p>
      ) : (
        <ol aria-label="Earlier appointments" className="space-y-2">
          {earlier.map((record) => (
            <RecordItem key={record._id} record={record} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function RecordItem({ record }: { record: Appointment }) {
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{formatDayShortMonthYear(record.selectedDate)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${STATUS_TONES[record.status]}`}>
          {record.status}
        </span>
      </div>
      <p className="text-slate-700">
        {record.doctor.title} {record.doctor.fullName} · {CONSULTATION_METHOD_LABELS[record.consultationMethod]} · Serial{' '}
        {record.serialNo}
      </p>
      {record.shortBrief && <p className="mt-1 break-words text-slate-600">{record.shortBrief}</p>}
    </li>
  );
}
