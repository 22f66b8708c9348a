import type { Gender } from '@hospital/contract/lists';
import { useLanguage } from '@/i18n/i18n';
import { OptionalLabel } from '@/components/ui/optional-label';
import { ToggleGroup } from '@/components/ui/toggle-group';

type GenderToggleProps = {
  value: Gender | undefined;
  onChange: (value: Gender | undefined) => void;
  error?: string;
};

const OPTIONS = ['male', 'female'] as const satisfies readonly Gender[];

/** docs/product-spec.md §2: gender is picked with Male/Female buttons. It is optional, so pressing the chosen one again clears it. */
export function GenderToggle({ value, onChange, error }: GenderToggleProps) {
  const { t } = useLanguage();
  return (
    <ToggleGroup
      legend={<OptionalLabel label={t('auth.gender')} note={t('auth.optional')} />}
      options={OPTIONS}
      isPressed={(gender) => gender === value}
      onToggle={(gender) => onChange(gender === value ? undefined : gender)}
      look="tiles"
      error={error}
    >
      {(gender) => t(`auth.${gender}`)}
    </ToggleGroup>
  );
}
