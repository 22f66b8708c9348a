import { DEPARTMENTS } from '@hospital/contract/lists';
import { createSlotRequestSchema } from '@hospital/contract/slot-requests';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { PatientFields } from '@/components/ui/patient-fields';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useCreateSlotRequestMutation } from '../api/create-slot-request';
import { useGetActiveStationsQuery } from '../api/get-stations';
import { marketerSlotRequestSchema } from '../utils/slot-request-schema';

export const RECEIVED_SLOT_REQUEST_PATH = '/received_emergency_slot_request';

type SlotRequestFormProps = {
  /** docs/product-spec.md §2: the station picker is for marketers only. */
  withStation: boolean;
};

/**
 * docs/product-spec.md §2 'Emergency slot request form': department (and station for marketers), then the patient's name, age and
 * contact. docs/product-spec.md §5: the first failing message is toasted and nothing is sent.
 */
export function SlotRequestForm({ withStation }: SlotRequestFormProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [createSlotRequest, { isLoading }] = useCreateSlotRequestMutation();
  // Both schemas read and produce the same shape; the marketer's only makes the station required. The age is kept
  // as typed ('৩৫' included) and the contract turns it into a number.
  const schema = withStation ? marketerSlotRequestSchema : createSlotRequestSchema;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(schema, { name: '', age: '', contact: '' });

  const onValid = handleSubmit(async (request) => {
    const response = await withToasts(t('slotForm.sending'), () => createSlotRequest(request).unwrap());
    if (response) navigate(RECEIVED_SLOT_REQUEST_PATH);
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-5">
      <ChoiceField
        look="large"
        legend={t('slotForm.department')}
        options={DEPARTMENTS}
        optionLabel={(department) => t(`slotDepartment.${department}`)}
        field={register('department')}
        error={errors.department?.message}
      />
      {withStation && <StationSelect error={errors.station?.message} field={register('station')} />}
      <PatientFields
        labels={{ name: t('slotForm.patientName'), age: t('slotForm.age') }}
        register={register}
        errors={errors}
      />
      <Button type="submit" disabled={isLoading}>
        {t('slotForm.submit')}
      </Button>
    </form>
  );
}

type StationSelectProps = { error: string | undefined; field: UseFormRegisterReturn<'station'> };

/** The admin's active stations, by name (the request keeps the name as it was that day). */
function StationSelect({ error, field }: StationSelectProps) {
  const { t } = useLanguage();
  const { data: stations = [] } = useGetActiveStationsQuery();
  return (
    <SelectField label={t('slotForm.station')} error={error} {...field}>
      <option value="">{t('marketing.chooseStation')}</option>
      {stations.map((station) => (
        <option key={station._id} value={station.name}>
          {station.name}
        </option>
      ))}
    </SelectField>
  );
}
