import { roleMay } from '@hospital/contract/permissions';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { CallbackDesk } from '@/features/callback-desk/components/callback-desk';
import { useDocumentHead } from '@/lib/head';
import { useLanguage } from '@/i18n/i18n';

export function CallbackRequestsRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.callbackRequests', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  // Other roles would only collect a 403 toast: say plainly that the page is not theirs, and send no request.
  // Callbacks and their remarks belong to the desk (docs/architecture.md §6).
  if (!roleMay(role, 'desk')) return <DeskOnly />;
  return <CallbackDesk />;
}

function DeskOnly() {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('callbackDesk.title')}</h1>
      <p className="mt-3 text-slate-600">{t('callbackDesk.deskOnly')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2">
        {t('callbackDesk.goHome')}
      </Link>
    </section>
  );
}
