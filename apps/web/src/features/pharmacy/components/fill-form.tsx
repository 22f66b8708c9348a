import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useLanguage } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useFillOrderMutation } from '../api/pharmacy-orders';
import {
  fillBody,
  fillErrors,
  initialFillLines,
  LINE_MODES,
  type FillErrors,
  type FillLineValues,
  type Prescribed,
} from '../utils/fill-form';
import { SubstitutePicker } from './substitute-picker';

type FillFormProps = { order: PharmacyOrder; prescribed: (lineId: string) => Prescribed };

const NO_ERRORS: FillErrors = { lines: {}, form: [] };

/**
 * The fill of a received order: per line, the prescribed medicine with the quantity ordered (lower it to part-fill),
 * a substitute of the same generic and strength with a reason, or "missing" with a reason. The server's refusal
 * ("Not enough stock of Napa: 4 on hand.") is shown as it says it, above the button.
 */
export function FillForm({ order, prescribed }: FillFormProps) {
  const { t, formats } = useLanguage();
  const [values, setValues] = useState<FillLineValues[]>(() => initialFillLines(order.lines, prescribed));
  const [errors, setErrors] = useState<FillErrors>(NO_ERRORS);
  const [fill, { isLoading }] = useFillOrderMutation();

  const change = (lineId: string, patch: Partial<FillLineValues>) =>
    setValues((current) => current.map((line) => (line.lineId === lineId ? { ...line, ...patch } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = fillBody(values, prescribed);
    const found = fillErrors(body);
    for (const line of values)
      if (line.mode === 'substitute' && !line.substitute)
        found.lines[line.lineId] = { ...found.lines[line.lineId], medicineId: t('pharmacist.chooseSubstituteFirst') };
    setErrors(found);
    if (found.form.length > 0 || Object.keys(found.lines).length > 0) return;
    const result = await fill({ id: order._id, body });
    if ('error' in result) {
      setErrors({ lines: {}, form: errorMessages(result.error as FetchBaseQueryError) });
      return;
    }
    toast.success(t('pharmacist.filledToast'));
  };

  return (
    <Panel title={t('pharmacist.fillTitle')} intro={t('pharmacist.fillIntro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4">
          {order.lines.map((line) => {
            const value = values.find((v) => v.lineId === line.lineId);
            if (!value) return null;
            const lineErrors = errors.lines[line.lineId] ?? {};
            const canGive = prescribed(line.lineId).medicineId !== null;
            return (
              <li key={line.lineId} className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4">
                <p className="font-semibold break-words text-slate-900">{line.name}</p>
                <p className="text-sm text-slate-600">
                  {t('pharmacist.ordered', { count: line.quantity, n: formats.number(line.quantity) })}
                </p>
                <div className="mt-2">
                  <ToggleGroup
                    look="segments"
                    label={t('pharmacist.lineChoice', { name: line.name })}
                    options={canGive ? LINE_MODES : LINE_MODES.filter((mode) => mode !== 'give')}
                    isPressed={(mode) => mode === value.mode}
                    onToggle={(mode) => change(line.lineId, { mode })}
                  >
                    {(mode) =>
                      t(
                        mode === 'give'
                          ? 'pharmacist.lineGive'
                          : mode === 'substitute'
                            ? 'pharmacist.lineSubstitute'
                            : 'pharmacist.lineMissing',
                      )
                    }
                  </ToggleGroup>
                </div>
                {value.mode === 'missing' ? (
                  <TextField
                    className="mt-3"
                    label={t('pharmacist.missingReason')}
                    value={value.missing}
                    onChange={(event) => change(line.lineId, { missing: event.target.value })}
                    error={lineErrors.missing}
                  />
                ) : (
                  <div className="mt-3 flex flex-col gap-3">
                    {value.mode === 'substitute' && (
                      <>
                        <SubstitutePicker
                          name={line.name}
                          prescribed={prescribed(line.lineId)}
                          chosen={value.substitute}
                          onChoose={(substitute) => change(line.lineId, { substitute })}
                          error={lineErrors.medicineId}
                        />
                        <TextField
                          label={t('pharmacist.substituteReason')}
                          value={value.substitutionReason}
                          onChange={(event) => change(line.lineId, { substitutionReason: event.target.value })}
                          error={lineErrors.substitutionReason}
                        />
                      </>
                    )}
                    <TextField
                      className="max-w-40"
                      label={`${t('pharmacist.quantity')} (${line.name})`}
                      inputMode="numeric"
                      value={value.quantity}
                      onChange={(event) => change(line.lineId, { quantity: event.target.value })}
                      error={lineErrors.quantity}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {errors.form.length > 0 && (
          <ul role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.form.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" disabled={isLoading} className="sm:w-auto sm:self-start">
          {isLoading ? t('pharmacist.filling') : t('pharmacist.submitFill')}
        </Button>
      </form>
    </Panel>
  );
}
