import { CONSULTATION_METHODS, type ConsultationMethod } from '@hospital/contract/lists';
import { useLanguage } from '@/i18n/i18n';
import { ToggleGroup } from '@/components/ui/toggle-group';

type MethodTogglesProps = {
  value: readonly ConsultationMethod[];
  onChange: (methods: ConsultationMethod[]) => void;
  error?: string;
};

/** The ways a doctor consults, each a toggle button; kept in the contract's order whatever order they are pressed in. */
export function MethodToggles({ value, onChange, error }: MethodTogglesProps) {
  const { t } = useLanguage();
  const toggle = (method: ConsultationMethod) =>
    onChange(
      CONSULTATION_METHODS.filter((candidate) =>
        candidate === method ? !value.includes(method) : value.includes(candidate),
      ),
    );
  return (
    <ToggleGroup
      legend={t('doctorForm.methods')}
      options={CONSULTATION_METHODS}
      isPressed={(method) => value.includes(method)}
      onToggle={toggle}
      look="tiles"
      error={error}
    >
      {(method) => t(`method.${method}`)}
    </ToggleGroup>
  );
}
