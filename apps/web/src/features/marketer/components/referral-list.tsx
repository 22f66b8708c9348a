import { dhakaDateString } from '@hospital/contract/format';
import type { Referral } from '@hospital/contract/marketing';
import { Panel } from '@/components/ui/panel';
import { PanelList } from '@/components/ui/panel-list';
import { useLanguage } from '@/i18n/i18n';
import { useGetReferralsQuery } from '../api/get-referrals';
import { ReferralStateBadge } from './state-badge';

const LIST_QUERY = { days: 90 } as const;

/** The marketer's own referrals, newest first, each with what became of it. */
export function ReferralList() {
  const { t } = useLanguage();
  const query = useGetReferralsQuery(LIST_QUERY, { refetchOnMountOrArgChange: true });
  return (
    <Panel title={t('marketing.listTitle')} intro={t('marketing.listIntro')}>
      <PanelList query={query} words="marketing.list" look="rows" itemHeight="h-20">
        {(referral) => <ReferralRow key={referral._id} referral={referral} />}
      </PanelList>
    </Panel>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const { t, formats } = useLanguage();
  const station = referral.station.retired
    ? t('marketing.retired', { name: referral.station.name })
    : referral.station.name;
  const referredTo = [
    referral.doctor && `${referral.doctor.title} ${referral.doctor.fullName}`.trim(),
    referral.speciality && t(`speciality.${referral.speciality}`),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="py-3" data-testid="referral">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {referral.name}{' '}
          <span className="font-normal text-slate-600">
            {t('marketing.ageYears', { age: formats.number(referral.age) })}
          </span>
        </p>
        <ReferralStateBadge state={referral.state} />
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        <span className="font-mono">{referral.contact}</span> · {station}
        {referredTo && ` · ${referredTo}`}
      </p>
      <p className="text-sm text-slate-600">
        {t('marketing.referredOn')}{' '}
        <time dateTime={referral.createdAt}>{formats.date(dhakaDateString(new Date(referral.createdAt)))}</time>
      </p>
      {referral.note && <p className="mt-1 text-sm break-words text-slate-600">{referral.note}</p>}
    </li>
  );
}
