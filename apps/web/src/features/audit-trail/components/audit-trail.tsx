import { AUDIT_ACTIONS, type AuditAction } from '@hospital/contract/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { useGetAuditInfiniteQuery } from '../api/get-audit';
import { AUDIT_ACTION_KEYS } from '../utils/audit-words';
import { AuditEntryCard } from './audit-entry-card';
import { useLanguage } from '@/i18n/i18n';

/** /admin/audit: who changed what, newest first, filtered by action, fifty at a time with Load more. */
export function AuditTrail() {
  const { t } = useLanguage();
  const [action, setAction] = useState<AuditAction | ''>('');
  const query = useGetAuditInfiniteQuery({ action: action || undefined });
  const entries = query.data?.pages.flat();

  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('audit.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('audit.intro')}</p>
      <SelectField
        label={t('audit.action')}
        value={action}
        onChange={(event) => setAction(event.target.value as AuditAction | '')}
        className="mt-4 sm:max-w-xs"
      >
        <option value="">{t('audit.allActions')}</option>
        {AUDIT_ACTIONS.map((option) => (
          <option key={option} value={option}>
            {t(AUDIT_ACTION_KEYS[option])}
          </option>
        ))}
      </SelectField>
      <ListStates
        query={{ data: entries, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch }}
        what={t('audit.what')}
        loading={
          <SkeletonGrid label={t('audit.loading')} count={4} className="mt-6 space-y-3">
            <div className="h-28 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">{t('audit.empty')}</p>}
      >
        {(shown) => (
          <>
            <ol aria-label={t('audit.entries')} className="mt-6 space-y-3">
              {shown.map((entry) => (
                <li key={entry._id}>
                  <AuditEntryCard entry={entry} />
                </li>
              ))}
            </ol>
            {query.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  className="min-h-11"
                >
                  {query.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </ListStates>
    </section>
  );
}
