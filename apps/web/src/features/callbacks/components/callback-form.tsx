import { createCallbackSchema } from '@hospital/contract/callbacks';
import { useNavigate } from 'react-router';
import { ContactField } from '@/components/ui/contact-field';
import { FormButtonRow } from '@/components/ui/form-button-row';
import { FormTextArea } from '@/components/ui/form-text-area';
import { FormTextField } from '@/components/ui/form-text-field';
import { useGoBack } from '@/hooks/use-go-back';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useCreateCallbackMutation } from '../api/create-callback';

const MESSAGE_MAX = 255; // docs/product-spec.md §9

export const RECEIVED_CALLBACK_PATH = '/received_callback';

type CallbackFormProps = {
  /** The logged-in user's name (docs/product-spec.md §2: the name field is prefilled when available). */
  defaultName?: string;
};

/** docs/product-spec.md §2 "Request callback page" with docs/product-spec.md §5's rules: the first failing message is toasted and nothing is sent. */
export function CallbackForm({ defaultName = '' }: CallbackFormProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [createCallback, { isLoading }] = useCreateCallbackMutation();
  const form = useSchemaForm(createCallbackSchema, { name: defaultName, contactNo: '', message: '' });
  const { errors } = form.formState;

  const onValid = form.handleSubmit(async (request) => {
    const response = await withToasts(t('callbackForm.sending'), () => createCallback(request).unwrap());
    if (response) navigate(RECEIVED_CALLBACK_PATH);
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <FormTextField form={form} name="name" label={t('callbackForm.name')} autoComplete="name" />
      <ContactField error={errors.contactNo?.message} {...form.register('contactNo')} />
      <FormTextArea
        form={form}
        name="message"
        tall
        label={t('callbackForm.message')}
        placeholder={t('callbackForm.messagePlaceholder')}
        rows={5}
        maxLength={MESSAGE_MAX}
      />
      <FormButtonRow
        layout="stacked"
        back={{ label: t('callbackForm.goBack'), onClick: goBack }}
        submit={{ label: t('callbackForm.submit'), busy: isLoading }}
      />
    </form>
  );
}
