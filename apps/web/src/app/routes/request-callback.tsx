import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { CallbackForm } from '@/features/callbacks/components/callback-form';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function RequestCallbackRoute() {
  const { t } = useLanguage();
  useDocumentHead({
    title: t('head.requestCallback', { name: siteConfig.name }),
    description: t('head.requestCallbackDescription', { name: siteConfig.name }),
  });
  // The app layer joins the two features: the callback form itself knows nothing about auth (STYLE: no imports
  // between features).
  const user = useSelector(selectCurrentUser);

  return (
    <FormPage
      title={t('callbackForm.title')}
      intro={t('callbackForm.intro')}
      callInstead={t('callbackForm.callInstead')}
    >
      <CallbackForm defaultName={user?.userName} />
    </FormPage>
  );
}
