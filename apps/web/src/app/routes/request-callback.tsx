import { useSelector } from 'react-redux';
import { FormPage } from '@/components/ui/form-page';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { CallbackForm } from '@/features/callbacks/components/callback-form';
import { useDocumentHead } from '@/lib/head';

export function RequestCallbackRoute() {
  useDocumentHead({
    title: `Request a Callback | ${siteConfig.name}`,
    description: `Leave your number and ${siteConfig.name} will call you back to help with appointments and services.`,
  });
  // The app layer joins the two features: the callback form itself knows nothing about auth (STYLE: no imports
  // between features).
  const user = useSelector(selectCurrentUser);

  return (
    <FormPage
      title="Request a callback"
      intro="Leave your number and a short message. Our team will call you back to help with appointments, doctors and services."
      callInstead="In a hurry?"
    >
      <CallbackForm defaultName={user?.userName} />
    </FormPage>
  );
}
