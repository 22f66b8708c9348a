import type { ReferralState } from '@hospital/contract/marketing';
import { useLanguage } from '@/i18n/i18n';

const COLOURS: Record<ReferralState, string> = {
  referred: 'bg-slate-100 text-slate-800',
  booked: 'bg-sky-100 text-sky-900',
  visited: 'bg-green-100 text-green-900',
  'no-show': 'bg-amber-100 text-amber-900',
};

/** What became of a referral, in words (the colour only repeats them). */
export function ReferralStateBadge({ state }: { state: ReferralState }) {
  const { t } = useLanguage();
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${COLOURS[state]}`}>
      {t(`marketing.state_${state}`)}
    </span>
  );
}
