import type { ManagedDoctor } from '@hospital/contract/admin';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { useManagedDoctor } from '../api/get-managed-doctors';
import { DoctorForm, type ScheduleFieldSlot } from './doctor-form';
import { TextLink } from '@/components/ui/button-link';

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <TextLink to="/admin/doctors" className="text-sm">
        {t('doctorForm.allDoctors')}
      </TextLink>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}

/** /admin/doctors/new: the form, the week included; once added, the doctor's own page takes over (leave, photo again). */
export function NewDoctorPage({ renderSchedule }: { renderSchedule: ScheduleFieldSlot }) {
  const navigate = useNavigate();
  const { t } = useLanguage();
  return (
    <EditorFrame title={t('doctorForm.add')}>
      <DoctorForm
        renderSchedule={renderSchedule}
        onSaved={(doctor) => navigate(`/admin/doctors/${doctor._id}`, { replace: true })}
      />
    </EditorFrame>
  );
}

type EditDoctorPageProps = {
  doctorId: string;
  /** What other features add under the form: the week editor and the leave days. */
  renderSections: (doctor: ManagedDoctor) => ReactNode;
};

/** /admin/doctors/{id}: the doctor's details, then the sections that save on their own. */
export function EditDoctorPage({ doctorId, renderSections }: EditDoctorPageProps) {
  const { doctor, isLoading, isError } = useManagedDoctor(doctorId);
  const { t } = useLanguage();
  if (!doctor) {
    return (
      <EditorFrame title={isLoading ? t('doctorForm.loading') : t('doctorForm.notFound')}>
        {!isLoading && (
          <p className="text-slate-700">{isError ? t('doctorForm.loadFailed') : t('doctorForm.noSuchAddress')}</p>
        )}
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={`${doctor.title} ${doctor.fullName}`}>
      {!doctor.active && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('doctorForm.inactive')}</p>
      )}
      {/* Keyed by doctor: the form is seeded once, so a refetch after saving does not overwrite what is being typed. */}
      <DoctorForm key={doctor._id} doctor={doctor} />
      {renderSections(doctor)}
    </EditorFrame>
  );
}
