import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { CallbackForm } from '@/features/callbacks/components/callback-form';
import { usePageHead } from '@/lib/page-head';

export function RequestCallbackRoute() {
  const t = usePageHead('head.requestCallback', 'head.requestCallbackDescription');
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
