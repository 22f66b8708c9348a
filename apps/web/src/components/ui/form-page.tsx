import type { ReactNode } from 'react';
import { HotlineNumber } from './hotline-link';
import { useLanguage } from '@/i18n/i18n';
import { PhoneIcon } from './icons';

type FormPageProps = {
  title: string;
  intro: ReactNode;
  /** Says when to call instead, e.g. "In a hurry?"; the hotline follows it. */
  callInstead: string;
  children: ReactNode;
};

/** A public page that is one form in a card (callback, emergency slot), with the hotline for whoever cannot wait. */
export function FormPage({ title, intro, callInstead, children }: FormPageProps) {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <PhoneIcon className="size-4 shrink-0 text-brand-700" />
        <span>
          {callInstead} {t('shell.callHotline')} <HotlineNumber />
        </span>
      </p>
    </section>
  );
}
