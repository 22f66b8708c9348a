import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorEnvelope } from '@hospital/contract/envelope';
import type { MedicineHit } from '@hospital/contract/medicines';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { FieldError } from '@/components/ui/field-error';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useReceiveStockMutation, useSearchFormularyQuery } from '../api/stock';
import { ChosenMedicine, MedicineHits, SearchBox } from './medicine-choice';

const FIELDS = ['medicineId', 'batchNo', 'expiryDate', 'quantity', 'unitPrice'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>> & { form?: string[] };

/** The server's refusal placed under the fields its errorSources name; anything else (a batch conflict) above the button. */
function errorsFrom(error: FetchBaseQueryError): Errors {
  const envelope = error.data as Partial<ErrorEnvelope> | undefined;
  const errors: Errors = {};
  const rest: string[] = [];
  for (const source of envelope?.errorSources ?? []) {
    const field = FIELDS.find((name) => name === String(source.path).split('.')[0]);
    if (field && !errors[field]) errors[field] = source.message;
    else if (!field) rest.push(source.message);
  }
  if (rest.length > 0 || Object.keys(errors).length === 0) errors.form = rest.length > 0 ? rest : errorMessages(error);
  return errors;
}

const EMPTY = { batchNo: '', expiryDate: '', quantity: '', unitPrice: '' };

/**
 * Receiving a batch: a formulary medicine, its batch number, expiry date, how many units and the unit price in taka
 * (Bengali digits and 2 decimals allowed). The server checks everything; its reasons go under their fields as it
 * words them.
 */
export function ReceiveStockForm() {
  const { t } = useLanguage();
  const [medicine, setMedicine] = useState<MedicineHit | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [receive, { isLoading }] = useReceiveStockMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await receive({ medicineId: medicine?._id ?? '', ...values });
    if ('error' in result) {
      setErrors(errorsFrom(result.error as FetchBaseQueryError));
      return;
    }
    setErrors({});
    setValues(EMPTY);
    toast.success(t('pharmacist.received_toast'));
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
  });

  return (
    <Panel title={t('pharmacist.receiveTitle')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <MedicinePicker chosen={medicine} onChoose={setMedicine} error={errors.medicineId} />
        <TextField label={t('pharmacist.batchNo')} autoComplete="off" {...field('batchNo')} />
        <TextField label={t('pharmacist.expiryDate')} type="date" {...field('expiryDate')} />
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <TextField label={t('pharmacist.quantityReceived')} inputMode="numeric" {...field('quantity')} />
          <TextField label={t('pharmacist.unitPriceTaka')} inputMode="decimal" {...field('unitPrice')} />
        </div>
        {errors.form && (
          <ul role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.form.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('pharmacist.receiving') : t('pharmacist.receive')}
        </Button>
      </form>
    </Panel>
  );
}

type MedicinePickerProps = {
  chosen: MedicineHit | null;
  onChoose: (medicine: MedicineHit | null) => void;
  error?: string;
};

/** A formulary medicine, found by brand or generic. */
function MedicinePicker({ chosen, onChoose, error }: MedicinePickerProps) {
  const { t } = useLanguage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const found = useSearchFormularyQuery(q, { skip: q.length < 2 || chosen !== null });
  if (chosen)
    return (
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">{t('pharmacist.medicine')}</p>
        <ChosenMedicine onChange={() => onChoose(null)}>
          {t('pharmacist.chosenMedicine', { name: `${chosen.brand} ${chosen.strength} (${chosen.generic})` })}
        </ChosenMedicine>
        <FieldError error={error} />
      </div>
    );
  return (
    <div className="min-w-0">
      <SearchBox label={t('pharmacist.medicineSearch')} value={text} onChange={setText} error={error} />
      <MedicineHits
        hits={found.data ?? []}
        onChoose={onChoose}
        detail={(hit) => hit.generic}
        className="max-h-72 overflow-y-auto"
      />
    </div>
  );
}
