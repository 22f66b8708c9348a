import { INVITE_LINK_HOURS, type StaffAccount } from '@hospital/contract/admin';
import { withToasts } from '@/lib/with-toasts';
import { useResendInvitationMutation } from '../api/resend-invitation';
import { useLanguage } from '@/i18n/i18n';

/**
 * For an invitee who has not chosen a password yet (the mail was lost, or its link ran out): a new link by mail.
 * No confirmation, since a mail is all it sends; the button waits for the answer, so a double tap sends one.
 */
export function ResendInvitation({ account }: { account: StaffAccount }) {
  const [resend, { isLoading }] = useResendInvitationMutation();
  const { t, formats } = useLanguage();
  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void withToasts(t('staff.sending'), () => resend(account._id).unwrap())}
        aria-label={t('staff.resendTo', { name: account.name })}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        {t('staff.resend')}
      </button>
      <p className="text-xs text-slate-600">{t('staff.resendHint', { hours: formats.number(INVITE_LINK_HOURS) })}</p>
    </div>
  );
}
