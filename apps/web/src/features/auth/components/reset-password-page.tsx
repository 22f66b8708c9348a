import { resetPasswordSchema } from '@hospital/contract/auth';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { loginDialogOpened } from '@/stores/ui-slice';
import { ResetPasswordForm } from './reset-password-form';
import { useLanguage } from '@/i18n/i18n';

// Only the link's own parts are checked here; the password is the form's job.
const linkSchema = resetPasswordSchema.pick({ email: true, token: true });

/**
 * docs/product-spec.md §2: reads `email` and `token` from the query string. A link that lacks either (cut off by a mail app,
 * copied in part) cannot work, so it says so and offers a new one instead of a form that can only fail.
 */
export function ResetPasswordPage() {
  const { t } = useLanguage();
  const [params] = useSearchParams();
  const link = linkSchema.safeParse({ email: params.get('email') ?? '', token: params.get('token') ?? '' });

  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Logo className="size-12" />
          <h1 className="text-2xl font-bold text-slate-900">{t('auth.resetTitle')}</h1>
        </div>
        {link.success ? (
          <>
            <ResetPasswordForm email={link.data.email} token={link.data.token} />
            <RequestNewLink />
          </>
        ) : (
          <BrokenResetLink />
        )}
      </div>
    </section>
  );
}

/** An expired or used link fails on submit; the way out sits right under the form. */
function RequestNewLink() {
  const { t } = useLanguage();
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {t('auth.linkExpired')} <NewLinkButton label={t('auth.requestNewOne')} variant="link" />
    </p>
  );
}

function BrokenResetLink() {
  const { t } = useLanguage();
  return (
    <div role="alert" className="space-y-4 text-center">
      <p className="font-semibold text-slate-900">{t('auth.linkIncomplete')}</p>
      <p className="text-sm text-slate-600">{t('auth.linkNeeds')}</p>
      <NewLinkButton label={t('auth.requestNewLink')} />
    </div>
  );
}

/** A new link is asked for where a forgotten password always is: the login dialog's "forgot password" view. */
function NewLinkButton({ label, variant }: { label: string; variant?: 'link' }) {
  const dispatch = useDispatch();
  return (
    <Button variant={variant} onClick={() => dispatch(loginDialogOpened('forget'))}>
      {label}
    </Button>
  );
}
