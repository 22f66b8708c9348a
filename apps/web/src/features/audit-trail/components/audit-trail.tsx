import { AUDIT_ACTIONS, type AuditAction } from '@hospital/contract/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { useGetAuditInfiniteQuery } from '../api/get-audit';
import { AUDIT_ACTION_LABELS } from '../utils/audit-words';
import { AuditEntryCard } from './audit-entry-card';

/** /admin/audit: who changed what, newest first, filtered by action, fifty at a time with Load more. */
export function AuditTrail() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const query = useGetAuditInfiniteQuery({ action: action || undefined });
  const entries = query.data?.pages.flat();

  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Audit trail</h1>
      <p className="mt-1 text-sm text-slate-600">Every change made from the staff screens, newest first. Times are Dhaka time.</p>
      <SelectField
        label="Action"
        value={action}
        onChange={(event) => setAction(event.target.value as AuditAction | '')}
        className="mt-4 sm:max-w-xs"
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((option) => (
          <option key={option} value={option}>
            {AUDIT_ACTION_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <ListStates
        query={{ data: entries, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch }}
        what="The audit trail"
        loading={
          <SkeletonGrid label="Loading the audit trail" count={4} className="mt-6 space-y-3">
            <div className="h-28 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">Nothing recorded yet.</p>}
      >
        {(shown) => (
          <>
            <ol aria-label="Audit entries" className="mt-6 space-y-3">
              {shown.map((entry) => (
                <li key={entry._id}>
                  <AuditEntryCard entry={entry} />
                </li>
              ))}
            </ol>
            {query.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className="min-h-11">
                  {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </ListStates>
    </section>
  );
}
