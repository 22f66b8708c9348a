import { useId, useState } from 'react';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2: the register view has a privacy notice the user can open and close. */
export function PrivacyNotice() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useLanguage();

  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {open ? t('auth.hidePrivacy') : t('auth.readPrivacy')}
      </button>
      <p id={panelId} hidden={!open} className="mt-2 leading-relaxed text-slate-600">
        {t('auth.privacyText', { name: siteConfig.name })}
      </p>
    </div>
  );
}
