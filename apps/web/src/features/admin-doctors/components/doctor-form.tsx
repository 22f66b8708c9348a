import { doctorInputSchema, type ManagedDoctor } from '@hospital/contract/admin';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { DESIGNATIONS, SPECIALITIES } from '@hospital/contract/lists';
import type { ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/ui/form-text-area';
import { NumberField } from '@/components/ui/number-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useLanguage } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveDoctor } from '../hooks/use-save-doctor';
import { useSquarePhoto } from '../hooks/use-square-photo';
import {
  degreeProblem,
  doctorFormDefaults,
  listErrorMessage,
  tagProblem,
  type DoctorFormValues,
} from '../utils/doctor-form-values';
import { ChipsField } from './chips-field';
import { MethodToggles } from './method-toggles';
import { PhotoField } from './photo-field';
import { Options } from '@/components/ui/options';

/** The week editor, which another feature owns; the app wires it in for a new doctor. */
export type ScheduleFieldSlot = (schedule: WeeklySchedule, onChange: (next: WeeklySchedule) => void) => ReactNode;

type DoctorFormProps = {
  /** The doctor being edited; none for a new one. */
  doctor?: ManagedDoctor;
  /** For a new doctor: the week, sent with the rest as `schedule`. */
  renderSchedule?: ScheduleFieldSlot;
  onSaved?: (doctor: ManagedDoctor) => void;
};

type DoctorForm = UseFormReturn<DoctorFormValues, unknown, ReturnType<typeof doctorInputSchema.parse>>;

const ABOUT_MAX = 2000;

/**
 * Every field of a doctor (docs/product-spec.md §3), checked by the contract's schema: each message stands under its
 * field and the first is toasted, and nothing is sent until all pass. The photo is cut to a square here and
 * uploaded after the doctor is saved.
 */
export function DoctorForm({ doctor, renderSchedule, onSaved }: DoctorFormProps) {
  const { t } = useLanguage();
  const form = useSchemaForm(doctorInputSchema, doctorFormDefaults(doctor));
  const photo = useSquarePhoto();
  const { save, isSaving } = useSaveDoctor(doctor?._id);

  const onValid = form.handleSubmit(async (input) => {
    const result = await save(input, photo.square);
    if (!result) return;
    if (result.photoSaved) photo.clear();
    onSaved?.(result.saved);
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-5">
      <ProfileFields form={form} />
      <ConsultationFields form={form} />
      <QualificationFields form={form} />
      <Panel title={t('doctorForm.photo')}>
        <PhotoField photo={photo} currentUrl={doctor?.photo} />
      </Panel>
      {renderSchedule && <ScheduleField form={form} render={renderSchedule} />}
      <div className="sm:flex sm:justify-end">
        <Button type="submit" disabled={isSaving} className="min-h-11 sm:w-auto sm:px-8">
          {doctor ? t('doctorForm.saveChanges') : t('doctorForm.add')}
        </Button>
      </div>
    </form>
  );
}

function ProfileFields({ form }: { form: DoctorForm }) {
  const { t } = useLanguage();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Panel title={t('doctorForm.profile')}>
      <div className="space-y-4">
        <div className="grid grid-cols-[minmax(0,6rem)_1fr] gap-3">
          <FormTextField form={form} name="title" label={t('doctorForm.title')} autoComplete="off" />
          <FormTextField form={form} name="fullName" label={t('doctorForm.fullName')} autoComplete="off" />
        </div>
        <SelectField label={t('doctorForm.speciality')} error={errors.speciality?.message} {...register('speciality')}>
          <Options
            values={SPECIALITIES}
            label={(speciality) => specialityName(speciality, t)}
            placeholder={t('doctorForm.chooseSpeciality')}
          />
        </SelectField>
        <SelectField
          label={t('doctorForm.designation')}
          error={errors.currentWorkDesignation?.message}
          {...register('currentWorkDesignation')}
        >
          <Options
            values={DESIGNATIONS}
            label={(designation) => designationName(designation, t)}
            placeholder={t('doctorForm.chooseDesignation')}
          />
        </SelectField>
        <FormTextField form={form} name="currentWorkDepartment" label={t('doctorForm.department')} autoComplete="off" />
        <FormTextField form={form} name="currentWorkStation" label={t('doctorForm.workstation')} autoComplete="off" />
        <FormTextField form={form} name="registrationNo" label={t('doctorForm.registrationNo')} autoComplete="off" />
        <FormTextArea form={form} name="about" label={t('doctorForm.about')} rows={5} maxLength={ABOUT_MAX} tall />
      </div>
    </Panel>
  );
}

function ConsultationFields({ form }: { form: DoctorForm }) {
  const { field, fieldState } = useController({ control: form.control, name: 'availableFor' });
  const { errors } = form.formState;
  const { t } = useLanguage();
  return (
    <Panel title={t('doctorForm.consultation')}>
      <div className="space-y-4">
        <NumberField
          label={t('doctorForm.fee')}
          error={errors.consultationFee?.message}
          {...form.register('consultationFee')}
        />
        <MethodToggles value={field.value ?? []} onChange={field.onChange} error={listErrorMessage(fieldState.error)} />
      </div>
    </Panel>
  );
}

function QualificationFields({ form }: { form: DoctorForm }) {
  const degrees = useController({ control: form.control, name: 'degrees' });
  const tags = useController({ control: form.control, name: 'tags' });
  const { t } = useLanguage();
  return (
    <Panel title={t('doctorForm.degreesAndTags')} intro={t('doctorForm.tagsIntro')}>
      <div className="space-y-4">
        <ChipsField
          label={t('doctorForm.degrees')}
          placeholder={t('doctorForm.degreesPlaceholder')}
          values={degrees.field.value ?? []}
          onChange={degrees.field.onChange}
          check={degreeProblem}
          error={listErrorMessage(degrees.fieldState.error)}
        />
        <ChipsField
          label={t('doctorForm.tags')}
          placeholder={t('doctorForm.tagsPlaceholder')}
          values={(tags.field.value ?? []).map((tag) => tag.name)}
          onChange={(names) => tags.field.onChange(names.map((name) => ({ name })))}
          check={tagProblem}
          error={listErrorMessage(tags.fieldState.error)}
        />
      </div>
    </Panel>
  );
}

function ScheduleField({ form, render }: { form: DoctorForm; render: ScheduleFieldSlot }) {
  const { field } = useController({ control: form.control, name: 'schedule' });
  const { t } = useLanguage();
  return (
    <Panel title={t('schedule.week')} intro={t('doctorForm.scheduleIntro')}>
      {field.value && render(field.value, field.onChange)}
    </Panel>
  );
}
