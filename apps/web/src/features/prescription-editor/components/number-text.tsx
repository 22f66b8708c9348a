import { parseNumberText } from '@hospital/contract/local-input';
import { useState, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';

type NumberTextProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error'> & {
  value: number | null;
  onValue: (value: number | null) => void;
  /** The contract's reason the saved value is refused (a range), shown when the text itself reads as a number. */
  error?: string;
};

/**
 * A number typed as text: Bengali digits ('৯৮.৬') read as well as ASCII, and what was typed stays as typed. An empty
 * field is no value; text that is not a number is not saved and says so. When the value changes from outside (the
 * server's draft reloaded), the field shows the new value.
 */
export function NumberText({ value, onValue, error, ...props }: NumberTextProps) {
  const { t } = useLanguage();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  const parsed = text.trim() === '' ? null : parseNumberText(text);
  if (value !== shown) {
    setShown(value);
    if (parsed !== value) setText(value === null ? '' : String(value));
  }
  return (
    <TextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = next.trim() === '' ? null : parseNumberText(next);
        if (number !== undefined && number !== value) {
          setShown(number);
          onValue(number);
        }
      }}
      error={parsed === undefined ? t('rxEditor.notANumber') : error}
    />
  );
}
