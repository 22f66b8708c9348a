import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2: the register view has a privacy notice the user can open and close. */
export function PrivacyNotice() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useLanguage();

  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? t('auth.hidePrivacy') : t('auth.readPrivacy')}
      </Button>
      <p id={panelId} hidden={!open} className="mt-2 leading-relaxed text-slate-600">
        {t('auth.privacyText', { name: siteConfig.name })}
      </p>
    </div>
  );
}
