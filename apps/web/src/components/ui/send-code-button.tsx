import { sendPhoneCodeSchema } from '@hospital/contract/phone-proofs';
import { useState } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { useSendPhoneCodeMutation } from '@/lib/phone-proofs';
import { withToasts } from '@/lib/with-toasts';
import { Button } from './button';

type SendCodeButtonProps = {
  /**
   * The number as typed (Bengali digits, +880 and spaces allowed), read when pressed, so a form does not redraw on
   * each keystroke; the contract reads it as the API does.
   */
  readContact: () => string;
  /** Told when the number is not one a code can go to, so the form can show its field's message. */
  onInvalid?: () => void;
};

/**
 * Sends a one-time code by SMS to the number, then says where it went; pressed again, a new code replaces the old. The
 * server's answer is the same for every number, and a refusal (too soon, too many) is toasted by the API client.
 */
export function SendCodeButton({ readContact, onInvalid }: SendCodeButtonProps) {
  const { t } = useLanguage();
  const [send, { isLoading }] = useSendPhoneCodeMutation();
  const [sentTo, setSentTo] = useState<string>();

  const onClick = async () => {
    const parsed = sendPhoneCodeSchema.safeParse({ contact: readContact() });
    if (!parsed.success) {
      onInvalid?.();
      return;
    }
    const response = await withToasts(t('phoneProof.sending'), () => send(parsed.data).unwrap());
    if (response) setSentTo(parsed.data.contact);
  };

  return (
    <div className="space-y-1">
      <Button variant="secondary" onClick={() => void onClick()} disabled={isLoading}>
        {sentTo ? t('phoneProof.sendAgain') : t('phoneProof.sendCode')}
      </Button>
      {sentTo && (
        <p role="status" className="text-sm text-slate-600">
          {t('phoneProof.sentTo', { number: sentTo })}
        </p>
      )}
    </div>
  );
}
