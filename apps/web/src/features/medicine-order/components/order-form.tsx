import type { ErrorEnvelope } from '@hospital/contract/envelope';
import {
  DHAKA_AREAS,
  FULFILMENTS,
  pharmacyOrderPath,
  type DhakaArea,
  type OrderablePrescription,
  type PaymentMethod,
} from '@hospital/contract/pharmacy';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { ContactField } from '@/components/ui/contact-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import { errorMessages } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCreatePharmacyOrderMutation } from '../api/create-order';
import {
  initialOrderValues,
  orderErrors,
  parseOrder,
  type OrderFormErrors,
  type OrderFormValues,
} from '../utils/order-form';
import { OrderLines } from './order-lines';

/**
 * The order of a signed prescription's medicines: which lines and how many, pickup or delivery (where to, and who to
 * call), and how the bill will be paid. The contract checks it before sending; the server's reasons show under the
 * fields they name, exactly as it says them.
 */
export function OrderForm({ orderable }: { orderable: OrderablePrescription }) {
  const { t, language, formats } = useLanguage();
  const navigate = useNavigate();
  const [values, setValues] = useState<OrderFormValues>(() => initialOrderValues(orderable, formats.number));
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [createOrder, { isLoading }] = useCreatePharmacyOrderMutation();
  const change = (patch: Partial<OrderFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const formError = useFieldError(errors.form);
  // A typed-in field's value, its change and its contract error, all under one name.
  const typed = (name: 'contact' | 'address' | 'landmark') => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [name]: event.target.value }),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOrder(orderable, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const toastId = toast.loading(t('medicineOrder.placing'));
    try {
      const { data, message } = await createOrder(parsed.body).unwrap();
      toast.success(message, { id: toastId, duration: 2000 });
      void navigate(pharmacyOrderPath(data._id));
    } catch (error) {
      toast.dismiss(toastId);
      setErrors(serverErrors(orderable, values, error as FetchBaseQueryError));
    }
  };

  const paymentOptions: PaymentMethod[] = orderable.onlinePayment ? ['online', 'cash'] : ['cash'];
  const cashLabel =
    values.fulfilment === 'delivery' ? t('medicineOrder.cashOnDelivery') : t('medicineOrder.payAtCounter');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Panel title={t('medicineOrder.medicinesTitle')} intro={t('medicineOrder.medicinesIntro')}>
        <OrderLines
          lines={orderable.lines}
          values={values}
          errors={errors}
          onChosen={(lineId, chosen) => change({ chosen: { ...values.chosen, [lineId]: chosen } })}
          onQuantity={(lineId, quantity) => change({ quantities: { ...values.quantities, [lineId]: quantity } })}
        />
      </Panel>

      <Panel title={t('medicineOrder.fulfilmentTitle')}>
        <div className="space-y-4">
          <ChoiceField
            legend={t('medicineOrder.fulfilmentLegend')}
            options={FULFILMENTS}
            value={values.fulfilment}
            onChange={(fulfilment) => change({ fulfilment })}
            optionLabel={(option) => t(`medicineOrderFulfilment.${option}`)}
            error={errors.fulfilment}
          />
          {values.fulfilment === 'pickup' && <p className="text-sm text-slate-600">{t('medicineOrder.pickupNote')}</p>}
          {values.fulfilment === 'delivery' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('medicineOrder.area')}
                value={values.area}
                onChange={(event) => change({ area: event.target.value as DhakaArea | '' })}
                error={errors.area}
              >
                <option value="">{t('medicineOrder.chooseArea')}</option>
                {DHAKA_AREAS.map((area) => (
                  <option key={area.key} value={area.key}>
                    {area[language]}
                  </option>
                ))}
              </SelectField>
              <ContactField label={t('medicineOrder.contact')} {...typed('contact')} />
              <TextField
                className="sm:col-span-2"
                label={t('medicineOrder.address')}
                autoComplete="street-address"
                {...typed('address')}
              />
              <TextField
                className="sm:col-span-2"
                label={t('medicineOrder.landmark')}
                placeholder={t('medicineOrder.landmarkPlaceholder')}
                autoComplete="off"
                {...typed('landmark')}
              />
            </div>
          )}
        </div>
      </Panel>

      <Panel title={t('medicineOrder.paymentTitle')}>
        <ChoiceField
          legend={t('medicineOrder.paymentLegend')}
          options={paymentOptions}
          value={values.paymentMethod}
          onChange={(paymentMethod) => change({ paymentMethod })}
          optionLabel={(option) => (option === 'online' ? t('medicineOrder.payOnline') : cashLabel)}
          hint={orderable.onlinePayment ? t('medicineOrder.payLaterNote') : t('medicineOrder.cashOnlyNote')}
          error={errors.paymentMethod}
        />
      </Panel>

      {formError && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={isLoading} className="min-h-11 sm:w-auto sm:px-8">
        {t('medicineOrder.placeOrder')}
      </Button>
    </form>
  );
}

/** The server's refusal placed under the fields its errorSources name; a refusal of the whole order goes above the button. */
function serverErrors(orderable: OrderablePrescription, values: OrderFormValues, error: FetchBaseQueryError) {
  const envelope = (typeof error.data === 'object' ? error.data : undefined) as Partial<ErrorEnvelope> | undefined;
  const sources = (envelope?.errorSources ?? []).filter((source) => source.message);
  if (sources.length > 0) {
    return orderErrors(
      orderable,
      values,
      sources.map((source) => ({ path: String(source.path), message: source.message })),
    );
  }
  return { form: errorMessages(error)[0] };
}
