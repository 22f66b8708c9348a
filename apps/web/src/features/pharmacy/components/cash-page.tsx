import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatTaka, orderNumber, type CashClose, type CashOwed } from '@hospital/contract/pharmacy';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import { useCloseCashMutation, useGetCashOwedQuery } from '../api/cash-and-reports';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';
import { PharmacyList } from './pharmacy-list';

/** Each rider's cash from delivered orders, closed against what the pharmacist counts from them. */
export function CashPage() {
  const { t } = useLanguage();
  const query = useGetCashOwedQuery();
  // The last close stays on screen after the rider leaves the list (nothing left to close).
  const [closed, setClosed] = useState<CashClose[]>([]);
  return (
    <PharmacyFrame>
      <PageHeader title={t('pharmacist.cashTitle')} />
      <PharmacyNav />
      {closed.map((close) => (
        <ClosedSummary key={close._id} close={close} />
      ))}
      <PharmacyList
        query={query}
        words={{ what: 'pharmacist.cashWhat', loading: 'pharmacist.loadingCash', empty: 'pharmacist.noCash' }}
        layout={{ columns: 2, placeholders: 2, cardHeight: 'h-32' }}
        itemKey={(entry) => entry.rider._id}
      >
        {(entry) => <RiderCash entry={entry} onClosed={(close) => setClosed((list) => [close, ...list])} />}
      </PharmacyList>
    </PharmacyFrame>
  );
}

function ClosedSummary({ close }: { close: CashClose }) {
  const { t, language, formats } = useLanguage();
  return (
    <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900">
      {close.rider.name}:{' '}
      {t('pharmacist.closedSummary', {
        orders: t('pharmacist.ordersCount', { count: close.orderCount, n: formats.number(close.orderCount) }),
        expected: formatTaka(close.expectedTaka, language),
        counted: formatTaka(close.countedTaka, language),
        difference: formatTaka(close.differenceTaka, language),
      })}
    </p>
  );
}

function RiderCash({ entry, onClosed }: { entry: CashOwed; onClosed: (close: CashClose) => void }) {
  const { t, language, formats } = useLanguage();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string[]>([]);
  const [close, { isLoading }] = useCloseCashMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await close({ riderId: entry.rider._id, countedTaka: counted, note });
    if ('error' in result) {
      setRefusal(errorMessages(result.error as FetchBaseQueryError));
      return;
    }
    setRefusal([]);
    if (result.data) onClosed(result.data.data);
  };

  return (
    <Panel
      title={entry.rider.name}
      intro={`${t('pharmacist.expected')}: ${formatTaka(entry.expectedTaka, language)} · ${t('pharmacist.ordersCount', {
        count: entry.orders.length,
        n: formats.number(entry.orders.length),
      })}`}
    >
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {entry.orders.map((order) => (
          <li key={order._id} className="flex flex-wrap justify-between gap-2">
            <span>
              {orderNumber(order.orderNo)} · {formats.dateTime(order.deliveredAt)}
            </span>
            <span className="font-medium text-slate-900">{formatTaka(order.totalTaka, language)}</span>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('pharmacist.counted')}
            inputMode="numeric"
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
          />
          <TextField label={t('pharmacist.note')} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        {refusal.length > 0 && (
          <ul role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" className="sm:w-auto sm:self-start" disabled={isLoading}>
          {isLoading ? t('pharmacist.closing') : t('pharmacist.close')}
        </Button>
      </form>
    </Panel>
  );
}
