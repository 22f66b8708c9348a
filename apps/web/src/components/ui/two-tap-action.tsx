import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { TwoTapButton } from './two-tap-button';

/** The catalog keys of a two-tap change: the button's words, its words asking for the second tap, the toast while it runs. */
export type TwoTapWords = { label: TranslationKey; confirm: TranslationKey; working: TranslationKey };

type TwoTapActionProps = {
  words: TwoTapWords;
  /** The change is under way: the button waits. */
  busy: boolean;
  /** The change the second tap makes; its answer's message is toasted. */
  run: () => Promise<{ message: string }>;
};

/** A destructive change asked for with two taps in place (TwoTapButton), toasting while it runs and when it is done. */
export function TwoTapAction({ words, busy, run }: TwoTapActionProps) {
  const { t } = useLanguage();
  return (
    <TwoTapButton
      label={t(words.label)}
      confirmLabel={t(words.confirm)}
      busy={busy}
      onConfirm={() => void withToasts(t(words.working), run)}
    />
  );
}
