import type { DoctorListItem } from '@hospital/contract/doctors';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { WeekEditor } from './week-editor';
import { useLanguage } from '@/i18n/i18n';

type ScheduleDialogProps = {
  doctors: readonly DoctorListItem[];
  onClose: () => void;
};

/** docs/product-spec.md §2/§6: the admin's doctor schedule dialog. Pick a doctor, then edit the week. */
export function ScheduleDialog({ doctors, onClose }: ScheduleDialogProps) {
  const { t } = useLanguage();
  const [doctorId, setDoctorId] = useState('');
  const doctor = doctors.find((candidate) => candidate._id === doctorId);

  return (
    <Dialog title={t('schedule.title')} onClose={onClose}>
      <SelectField
        label={t('schedule.doctor')}
        value={doctorId}
        onChange={(event) => setDoctorId(event.target.value)}
        data-autofocus
      >
        <option value="">{t('schedule.chooseDoctor')}</option>
        {doctors.map((candidate) => (
          <option key={candidate._id} value={candidate._id}>
            {candidate.title} {candidate.fullName}
          </option>
        ))}
      </SelectField>
      {doctor && (
        <div className="mt-4">
          <WeekEditor key={doctor._id} doctorId={doctor._id} initialSchedule={doctor.schedule} />
        </div>
      )}
    </Dialog>
  );
}
