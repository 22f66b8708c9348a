import type { Appointment } from '@hospital/contract/appointments';
import { prescriptionPath, type PatientRecord } from '@hospital/contract/prescriptions';
import { TextLink } from '@/components/ui/button-link';
import { ChatAttachment } from '@/components/ui/chat-attachment';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/i18n';
import { useGetPatientRecordsQuery } from '../api/get-patient-records';
import { STATUS_TONES } from './status-tones';

type RecordsDialogProps = { appointment: Appointment; onClose: () => void };

/**
 * 'Records' (docs/product-spec.md §2): the patient's earlier visits at this hospital, newest first, for the doctor
 * seeing them today: what they came with, the diagnosis, the prescription to open, and the photos and PDFs sent in a
 * remote consultation's chat.
 */
export function RecordsDialog({ appointment, onClose }: RecordsDialogProps) {
  const { t, formats } = useLanguage();
  const { patient } = appointment;
  const { data, isLoading, isError } = useGetPatientRecordsQuery(patient._id);
  // The visit on screen is not an earlier one.
  const earlier = data?.visits.filter((visit) => visit.appointment._id !== appointment._id) ?? [];

  return (
    <Dialog
      title={t('rxRecords.title')}
      subtitle={
        patient.age
          ? t('rxRecords.subtitle', { name: patient.name, age: formats.number(patient.age), id: patient.patientId })
          : t('rxRecords.subtitleNoAge', { name: patient.name, id: patient.patientId })
      }
      onClose={onClose}
    >
      {isLoading ? (
        <p role="status" className="text-sm text-slate-500">
          {t('rxRecords.loading')}
        </p>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t('rxRecords.failed')}</p>
      ) : earlier.length === 0 ? (
        <p className="text-sm text-slate-600">{t('rxRecords.empty')}</p>
      ) : (
        <ol aria-label={t('rxRecords.visits')} className="space-y-3">
          {earlier.map((visit) => (
            <Visit key={visit.appointment._id} visit={visit} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function Visit({ visit }: { visit: PatientRecord }) {
  const { t, formats } = useLanguage();
  const { appointment, prescription, attachments } = visit;
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{formats.shortDate(appointment.date)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${STATUS_TONES[appointment.status]}`}
        >
          {t(`deskCard.status_${appointment.status}`)}
        </span>
      </div>
      <p className="text-slate-700">
        {appointment.doctor.title} {appointment.doctor.fullName} · {t(`method.${appointment.method}`)} ·{' '}
        {t('rxRecords.serial', { serial: formats.number(appointment.serialNo) })}
      </p>
      {prescription ? (
        <dl className="mt-2 space-y-1">
          {prescription.chiefComplaints && (
            <div>
              <dt className="font-semibold text-slate-900">{t('rxRecords.complaints')}</dt>
              <dd className="break-words whitespace-pre-line text-slate-700">{prescription.chiefComplaints}</dd>
            </div>
          )}
          {prescription.diagnosis && (
            <div>
              <dt className="font-semibold text-slate-900">{t('rxRecords.diagnosis')}</dt>
              <dd className="break-words whitespace-pre-line text-slate-700">{prescription.diagnosis}</dd>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-x-3">
            <dt className="sr-only">{t('rxView.medicines')}</dt>
            <dd className="text-slate-600">
              {t('rxRecords.medicines', {
                count: prescription.medicineCount,
                n: formats.number(prescription.medicineCount),
              })}
            </dd>
            <dd>
              <TextLink to={prescriptionPath(prescription._id)}>{t('rxRecords.openPrescription')}</TextLink>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-slate-600">{t('rxRecords.noPrescription')}</p>
      )}
      {attachments.length > 0 && (
        <section className="mt-2">
          <h3 className="font-semibold text-slate-900">{t('rxRecords.attachments')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {attachments.map((attachment) => (
              <li key={attachment._id} className="max-w-full">
                <ChatAttachment attachment={attachment} />
                <p className="mt-0.5 text-xs text-slate-600">
                  {t(attachment.sentBy === 'patient' ? 'rxRecords.sentByPatient' : 'rxRecords.sentByDoctor')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </li>
  );
}
