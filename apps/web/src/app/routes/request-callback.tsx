import { useSelector } from 'react-redux';
import { PhoneIcon } from '@/components/ui/icons';
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
    <section className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Request a callback</h1>
      <p className="mt-2 text-slate-600">
        Leave your number and a short message. Our team will call you back to help with appointments, doctors and
        services.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <CallbackForm defaultName={user?.userName} />
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <PhoneIcon className="size-4 shrink-0 text-brand-700" />
        <span>
          In a hurry? Call{' '}
          <a href={siteConfig.hotlineHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {siteConfig.hotline}
          </a>
        </span>
      </p>
    </section>
  );
}
