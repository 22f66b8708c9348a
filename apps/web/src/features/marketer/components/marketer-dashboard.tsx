import { useLanguage } from '@/i18n/i18n';
/** docs/product-spec.md §2: '/marketer/' shows only the text 'Marketer Dashboard'. */
export function MarketerDashboard() {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('marketer.title')}</h1>
    </section>
  );
}
