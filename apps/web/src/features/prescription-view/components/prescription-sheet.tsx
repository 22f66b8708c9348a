import {
  followUpDate,
  formatFollowUp,
  formatMedicineLine,
  type Prescription,
  type PrescribedMedicine,
} from '@hospital/contract/prescriptions';
import { toBengaliDigits } from '@hospital/contract/format-bn';
import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';
// The Bengali face, for Bengali letters only (unicode-range): a Bangla prescription prints in it, embedded in the PDF,
// even when the reader's app is in English.
import '@/i18n/bengali-font.css';

/**
 * The prescription as a document: the hospital and the doctor (with the BMDC registration), the patient line, then
 * what the doctor wrote, medicines numbered with the dose as a Dhaka prescription says it ("১+০+১, খাবারের পরে,
 * ৭ দিন" in Bangla). One column on a phone; on a wide screen and on paper the header splits in two.
 */
export function PrescriptionSheet({ prescription }: { prescription: Prescription }) {
  const { t, formats } = useLanguage();
  const { doctor, patient, appointment, findings, followUp } = prescription;
  const lang = formats.language;

  return (
    <article
      aria-labelledby="rx-doctor"
      className="rx-sheet rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-3 border-b-2 border-slate-900 pb-3 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div className="min-w-0">
          <h1 id="rx-doctor" className="text-xl leading-snug font-bold">
            {doctor.title} {doctor.fullName}
          </h1>
          {doctor.degrees.length > 0 && <p className="text-sm">{doctor.degrees.join(', ')}</p>}
          <p className="text-sm">{specialityName(doctor.speciality, t)}</p>
          {doctor.registrationNo && (
            <p className="text-sm font-semibold">{t('rxView.registration', { number: doctor.registrationNo })}</p>
          )}
        </div>
        <div className="min-w-0 text-sm sm:max-w-[45%] sm:text-right print:max-w-[45%] print:text-right">
          <p className="text-base font-bold">{siteConfig.name}</p>
          <p>{siteConfig.address}</p>
          <p>{t('rxView.hotline', { hotline: siteConfig.hotline })}</p>
        </div>
      </header>

      <dl className="flex flex-wrap gap-x-5 gap-y-1 border-b border-slate-400 py-2 text-sm">
        <Field label={t('rxView.patient')}>{patient.name}</Field>
        {patient.age !== null && (
          <Field label={t('rxView.age')}>{t('rxView.ageValue', { age: formats.number(patient.age) })}</Field>
        )}
        {patient.gender && <Field label={t('rxView.gender')}>{t(`rxView.gender_${patient.gender}`)}</Field>}
        <Field label={t('rxView.holderId')}>{patient.patientId}</Field>
        <Field label={t('rxView.date')}>{formats.date(appointment.selectedDate)}</Field>
      </dl>

      <div className="grid gap-x-6 sm:grid-cols-2 print:grid-cols-2">
        {prescription.chiefComplaints && (
          <Part title={t('rxView.complaints')}>
            <Text>{prescription.chiefComplaints}</Text>
          </Part>
        )}
        <FindingsPart findings={findings} />
        {prescription.diagnosis && (
          <Part title={t('rxView.diagnosis')}>
            <Text>{prescription.diagnosis}</Text>
          </Part>
        )}
      </div>

      {prescription.medicines.length > 0 && (
        <Part title={t('rxView.medicines')} big>
          <ol className="space-y-2.5">
            {prescription.medicines.map((medicine, index) => (
              <MedicineLine key={medicine.lineId} medicine={medicine} number={formats.number(index + 1)} lang={lang} />
            ))}
          </ol>
        </Part>
      )}

      <div className="grid gap-x-6 sm:grid-cols-2 print:grid-cols-2">
        {prescription.tests.length > 0 && (
          <Part title={t('rxView.tests')}>
            <ul className="list-disc space-y-0.5 pl-5">
              {prescription.tests.map((test, index) => (
                <li key={index} className="break-words">
                  {test}
                </li>
              ))}
            </ul>
          </Part>
        )}
        {prescription.advice && (
          <Part title={t('rxView.advice')}>
            <Text>{prescription.advice}</Text>
          </Part>
        )}
      </div>

      {followUp && (
        <Part title={t('rxView.followUp')}>
          <p>
            {formatFollowUp(followUp, lang)} (
            {t('rxView.followUpFrom', { date: formats.date(followUpDate(appointment.selectedDate, followUp)) })})
          </p>
        </Part>
      )}

      <footer className="mt-4 flex flex-wrap items-end justify-between gap-2 border-t border-slate-400 pt-2 text-xs text-slate-700">
        <p>
          {siteConfig.name} · {patient.patientId}
          {prescription.version > 1 && <> · {t('rxView.version', { version: formats.number(prescription.version) })}</>}
        </p>
        {prescription.signedAt && (
          <p className="ml-auto text-right">
            <span className="block font-semibold text-slate-900">{t('rxView.signature')}</span>
            {t('rxView.signedAt', { time: formats.dateTime(prescription.signedAt) })}
          </p>
        )}
      </footer>
    </article>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="font-semibold">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Part({ title, big = false, children }: { title: string; big?: boolean; children: ReactNode }) {
  return (
    <section className="mt-3 break-inside-avoid">
      <h2 className={big ? 'mb-1.5 text-lg font-bold' : 'mb-0.5 text-sm font-bold uppercase tracking-wide'}>{title}</h2>
      {children}
    </section>
  );
}

/** What the doctor typed, with its line breaks. */
function Text({ children }: { children: string }) {
  return <p className="break-words whitespace-pre-line">{children}</p>;
}

function FindingsPart({ findings }: { findings: Prescription['findings'] }) {
  const { t, formats } = useLanguage();
  const measured: Array<[string, string]> = [];
  if (findings.bloodPressure)
    measured.push([
      t('rxView.bloodPressure'),
      t('rxView.bloodPressureValue', {
        value: formats.language === 'bn' ? toBengaliDigits(findings.bloodPressure) : findings.bloodPressure,
      }),
    ]);
  if (findings.pulse !== null)
    measured.push([t('rxView.pulse'), t('rxView.pulseValue', { value: formats.number(findings.pulse) })]);
  if (findings.temperature !== null)
    measured.push([
      t('rxView.temperature'),
      t('rxView.temperatureValue', { value: formats.number(findings.temperature) }),
    ]);
  if (findings.weight !== null)
    measured.push([t('rxView.weight'), t('rxView.weightValue', { value: formats.number(findings.weight) })]);
  if (measured.length === 0 && !findings.notes) return null;
  return (
    <Part title={t('rxView.findings')}>
      {measured.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5">
          {measured.map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        </dl>
      )}
      {findings.notes && <Text>{findings.notes}</Text>}
    </Part>
  );
}

function MedicineLine({ medicine, number, lang }: { medicine: PrescribedMedicine; number: string; lang: 'en' | 'bn' }) {
  const { t } = useLanguage();
  return (
    <li className="flex gap-2 break-inside-avoid">
      <span aria-hidden="true" className="w-6 shrink-0 text-right font-bold">
        {number}.
      </span>
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {medicine.name}
          {medicine.generic && <span className="font-normal text-slate-700"> ({medicine.generic})</span>}
        </p>
        {medicine.freeText && <p className="text-xs text-slate-600 italic">{t('rxView.freeText')}</p>}
        <p className="rx-dose">{formatMedicineLine(medicine, lang)}</p>
        {medicine.instruction && <p className="break-words text-slate-700">{medicine.instruction}</p>}
      </div>
    </li>
  );
}
