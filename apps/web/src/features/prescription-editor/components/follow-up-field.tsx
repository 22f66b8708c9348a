import { FOLLOW_UP_UNITS, type FollowUp } from '@hospital/contract/prescriptions';
import { Options } from '@/components/ui/options';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage } from '@/i18n/i18n';
import { NumberText } from './number-text';

type FollowUpFieldProps = { followUp: FollowUp; onChange: (followUp: FollowUp) => void; error?: string };

/** "Come back after N days or weeks", or none: an empty count means no follow-up. */
export function FollowUpField({ followUp, onChange, error }: FollowUpFieldProps) {
  const { t } = useLanguage();
  const unit = followUp?.unit ?? 'days';
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('rxEditor.followUpAfter')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <NumberText
          label={t('rxEditor.followUpCount')}
          value={followUp?.count ?? null}
          placeholder={t('rxEditor.followUpNone')}
          onValue={(count) => onChange(count === null ? null : { count, unit })}
          error={error}
        />
        <SelectField
          label={t('rxEditor.followUpUnit')}
          value={unit}
          onChange={(event) =>
            onChange({ count: followUp?.count ?? 7, unit: event.target.value as (typeof FOLLOW_UP_UNITS)[number] })
          }
        >
          <Options values={FOLLOW_UP_UNITS} label={(option) => t(`rxEditor.unit_${option}`)} />
        </SelectField>
      </div>
    </fieldset>
  );
}
