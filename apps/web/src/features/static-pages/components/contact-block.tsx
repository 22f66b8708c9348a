import { siteConfig } from '@/config/site';
import { HotlineNumber } from '@/components/ui/hotline-link';
import { useLanguage } from '@/i18n/i18n';

/** How to reach the hospital about a policy: every fact comes from siteConfig (docs/architecture.md §1). */
export function ContactBlock() {
  const { t } = useLanguage();
  return (
    <address className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-base not-italic">
      <strong className="block text-slate-900">{siteConfig.name}</strong>
      <span className="block">{siteConfig.address}</span>
      <span className="block">
        {t('policy.hotline')} <HotlineNumber />
      </span>
      <span className="mt-2 block text-sm text-slate-600">
        {t('policy.operatedBy', { company: siteConfig.companyName, licence: siteConfig.tradeLicence })}
      </span>
    </address>
  );
}
