import { REFERRAL_NOTE_MAX, type MarketerMe } from '@hospital/contract/marketing';
import { SPECIALITIES } from '@hospital/contract/lists';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Options } from '@/components/ui/options';
import { Panel } from '@/components/ui/panel';
import { PatientFields } from '@/components/ui/patient-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useLanguage } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import { toastFirstFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateReferralMutation } from '../api/create-referral';
import { useGetReferralDoctorsQuery } from '../api/get-referral-doctors';
import { referralFormSchema } from '../utils/referral-form-schema';

/**
 * A patient the marketer sends to the hospital: name, age, contact (any common way of typing a Bangladeshi number),
 * station, the doctor or speciality, a note. A contact already referred in the last 30 days is refused by the server
 * with who referred it and when; that sentence stays under the form until the next try.
 */
export function ReferralForm({ me }: { me: MarketerMe }) {
  const { t } = useLanguage();
  const { data: doctors = [] } = useGetReferralDoctorsQuery();
  const [createReferral, { isLoading }] = useCreateReferralMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onlyStation = me.stations.length === 1 ? me.stations[0]!._id : '';
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useSchemaForm(referralFormSchema, {
    name: '',
    age: '',
    contact: '',
    stationId: onlyStation,
    doctorId: '',
    speciality: '',
    note: '',
  });

  const onValid = handleSubmit(async (referral) => {
    setRefusal(null);
    const toastId = toast.loading(t('marketing.saving'));
    try {
      const { message } = await createReferral(referral).unwrap();
      toast.success(message, { id: toastId, duration: 2000 });
      reset({ name: '', age: '', contact: '', stationId: onlyStation, doctorId: '', speciality: '', note: '' });
    } catch (error) {
      // The API client has toasted the reason; the form keeps it in view, with what was typed.
      toast.dismiss(toastId);
      setRefusal(errorMessages(error as FetchBaseQueryError)[0] ?? null);
    }
  }, toastFirstFormError);

  const note = watch('note') ?? '';

  return (
    <Panel title={t('marketing.formTitle')} intro={t('marketing.formIntro')}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <PatientFields
          labels={{ name: t('marketing.patientName'), age: t('marketing.age') }}
          register={register}
          errors={errors}
        />
        <SelectField label={t('marketing.station')} error={errors.stationId?.message} {...register('stationId')}>
          <option value="">{t('marketing.chooseStation')}</option>
          {me.stations.map((station) => (
            <option key={station._id} value={station._id}>
              {station.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('marketing.doctor')} error={errors.doctorId?.message} {...register('doctorId')}>
            <option value="">{t('marketing.anyDoctor')}</option>
            {doctors.map((doctor) => (
              <option key={doctor._id} value={doctor._id}>
                {`${doctor.title} ${doctor.fullName}`.trim()} ({doctor.speciality})
              </option>
            ))}
          </SelectField>
          <SelectField label={t('marketing.speciality')} error={errors.speciality?.message} {...register('speciality')}>
            <Options
              values={SPECIALITIES}
              label={(speciality) => t(`speciality.${speciality}`)}
              placeholder={t('marketing.anySpeciality')}
            />
          </SelectField>
        </div>
        <TextAreaField
          label={<OptionalLabel label={t('marketing.note')} note={t('marketing.optional')} />}
          error={errors.note?.message}
          length={note.length}
          maxLength={REFERRAL_NOTE_MAX}
          {...register('note')}
        />
        {refusal && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t('marketing.notRecorded')}</p>
            <p data-testid="referral-refusal">{refusal}</p>
          </div>
        )}
        <Button type="submit" disabled={isLoading} className="min-h-11">
          {t('marketing.submit')}
        </Button>
      </form>
    </Panel>
  );
}
