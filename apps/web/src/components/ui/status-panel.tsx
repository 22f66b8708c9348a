import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { HotlineLine } from './hotline-link';
import { useLanguage, type GroupWith } from '@/i18n/i18n';
import { Icon } from './icons';

export type StatusTone = 'success' | 'failure' | 'stopped' | 'received' | 'urgent' | 'offline';

const TONES: Record<StatusTone, { ring: string; path: string }> = {
  success: { ring: 'bg-green-100 text-green-700', path: 'm5 12.5 4.5 4.5L19 7.5' },
  failure: { ring: 'bg-red-100 text-red-700', path: 'M18 6 6 18M6 6l12 12' },
  stopped: { ring: 'bg-amber-100 text-amber-800', path: 'M12 8v5M12 16.5v.5' },
  received: { ring: 'bg-brand-100 text-brand-700', path: 'm5 12.5 4.5 4.5L19 7.5' },
  urgent: { ring: 'bg-red-50 text-red-700', path: 'M13 2 3 14h8l-1 8 10-12h-8l1-8z' },
  offline: {
    ring: 'bg-amber-100 text-amber-800',
    path: 'M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18',
  },
};

type StatusPanelProps = {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  /** What ends the panel in place of Go Home, for a page with ways forward of its own. */
  actions?: ReactNode;
};

/** The page that closes a journey (a request received, a payment's result): a mark, a heading, a few lines, Go Home. */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  const { t } = useLanguage();
  const { ring, path } = TONES[tone];
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <div className={`flex size-20 items-center justify-center rounded-full ${ring}`}>
        <Icon strokeWidth={2.5} className="size-10">
          <path d={path} />
        </Icon>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
      {actions ?? (
        <ButtonLink to="/" className="mt-2 px-6 py-2.5 print:hidden">
          {t('shell.goHome')}
        </ButtonLink>
      )}
    </section>
  );
}

type RequestReceivedProps = {
  tone: Extract<StatusTone, 'received' | 'urgent'>;
  /** The catalog group of the page's words: `title`, `body` (what happens next) and `help` (the lead to the hotline). */
  words: GroupWith<'title' | 'body' | 'help'>;
};

/** The confirmation after a request the hospital answers by phone (a callback, an emergency slot): who will call, and the hotline. */
export function RequestReceived({ tone, words }: RequestReceivedProps) {
  const { t } = useLanguage();
  return (
    <StatusPanel tone={tone} title={t(`${words}.title`)}>
      <p className="text-base text-slate-600">{t(`${words}.body`)}</p>
      <HotlineLine lead={t(`${words}.help`)} />
    </StatusPanel>
  );
}
