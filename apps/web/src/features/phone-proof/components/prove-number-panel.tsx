import { checkPhoneCodeSchema } from '@hospital/contract/phone-proofs';
import { Button } from '@/components/ui/button';
import { FormCodeField } from '@/components/ui/form-text-field';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useCheckPhoneCodeMutation, useGetPhoneProofQuery } from '@/lib/phone-proofs';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';

/**
 * After a booking: when the number the account's SMS go to is not proved, the booking stands but no SMS comes, so the
 * patient is offered to prove it here (a code to the number, typed back). Nothing shows for a proved number.
 */
export function ProveNumberPanel() {
  const { data: proof } = useGetPhoneProofQuery();
  if (!proof || proof.proved) return null;
  return <ProveNumberForm contact={proof.contact} />;
}

function ProveNumberForm({ contact }: { contact: string }) {
  const { t } = useLanguage();
  const [check, { isLoading }] = useCheckPhoneCodeMutation();
  const form = useSchemaForm(checkPhoneCodeSchema, { contact, code: '' });
  // Proved, the query's tag refetches and the panel goes.
  const onValid = form.handleSubmit(
    (input) => withToasts(t('phoneProof.confirming'), () => check(input).unwrap()),
    toastFirstFormError,
  );

  return (
    <section
      aria-labelledby="prove-number-title"
      className="w-full space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left print:hidden"
    >
      <h2 id="prove-number-title" className="font-semibold text-slate-900">
        {t('phoneProof.panelTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('phoneProof.panelText', { number: contact })}</p>
      <SendCodeButton readContact={() => contact} />
      <form onSubmit={onValid} noValidate className="space-y-3">
        <FormCodeField form={form} name="code" label={t('phoneProof.codeLabel')} />
        <Button type="submit" disabled={isLoading}>
          {t('phoneProof.confirm')}
        </Button>
      </form>
    </section>
  );
}
