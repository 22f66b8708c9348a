import { AUDIT_ACTIONS, type AuditAction } from '@hospital/contract/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyNote, PulseCards } from '@/components/ui/list-placeholders';
import { ListStates } from '@/components/ui/list-states';
import { Options } from '@/components/ui/options';
import { PageSection } from '@/components/ui/page-section';
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
    <PageSection title={t('audit.title')} intro={t('audit.intro')} width="medium">
      <SelectField
        label={t('audit.action')}
        value={action}
        onChange={(event) => setAction(event.target.value as AuditAction | '')}
        className="mt-4 sm:max-w-xs"
      >
        <Options
          values={AUDIT_ACTIONS}
          label={(option) => t(AUDIT_ACTION_KEYS[option])}
          placeholder={t('audit.allActions')}
        />
      </SelectField>
      <ListStates
        query={{ data: entries, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch }}
        what={t('audit.what')}
        loading={<PulseCards label={t('audit.loading')} count={4} className="mt-6 space-y-3" card="h-28 rounded-2xl" />}
        empty={<EmptyNote>{t('audit.empty')}</EmptyNote>}
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
    </PageSection>
  );
}
