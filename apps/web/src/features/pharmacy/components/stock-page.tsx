import { formatPoisha, STOCK_PAGE_SIZE, type StockItem } from '@hospital/contract/pharmacy';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ScrollTable } from '@/components/ui/scroll-table';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useGetStockQuery, useSetReorderLevelMutation } from '../api/stock';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';
import { PharmacyList } from './pharmacy-list';
import { SearchBox } from './medicine-choice';
import { ReceiveStockForm } from './receive-stock-form';

/** The pharmacy's stock: search, each medicine's units on hand and its batches, the reorder level, and receiving. */
export function StockPage() {
  const { t } = useLanguage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [paging, setPaging] = useState({ q, page: 1 });
  // A new search starts again at its first page.
  const page = paging.q === q ? paging.page : 1;
  const query = useGetStockQuery({ q, page });
  return (
    <PharmacyFrame>
      <PageHeader title={t('pharmacist.stockTitle')} />
      <PharmacyNav />
      <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <SearchBox label={t('pharmacist.stockSearch')} value={text} onChange={setText} />
          <PharmacyList
            query={query}
            words={{ what: 'pharmacist.stockWhat', loading: 'pharmacist.loadingStock', empty: 'pharmacist.nothing' }}
            layout={{ columns: 1, placeholders: 2, cardHeight: 'h-24' }}
            itemKey={(item) => item.medicine._id}
            footer={(items) => (
              <div className="flex flex-wrap justify-between gap-3">
                {page > 1 && (
                  <Button variant="secondary" className="min-h-11" onClick={() => setPaging({ q, page: page - 1 })}>
                    {t('pharmacist.previousPage')}
                  </Button>
                )}
                {items.length === STOCK_PAGE_SIZE && (
                  <Button
                    variant="secondary"
                    className="ml-auto min-h-11"
                    onClick={() => setPaging({ q, page: page + 1 })}
                  >
                    {t('pharmacist.nextPage')}
                  </Button>
                )}
              </div>
            )}
          >
            {(item) => <StockCard item={item} />}
          </PharmacyList>
        </div>
        <ReceiveStockForm />
      </div>
    </PharmacyFrame>
  );
}

const BADGE_TONES = {
  low: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  expired: 'bg-red-50 text-red-900 ring-red-600/40',
} as const;

/** A stock warning beside a medicine or a batch: running low, or past its expiry date. */
export function StockBadge({ kind }: { kind: keyof typeof BADGE_TONES }) {
  const { t } = useLanguage();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_TONES[kind]}`}>
      {t(kind === 'low' ? 'pharmacist.low' : 'pharmacist.expired')}
    </span>
  );
}

function StockCard({ item }: { item: StockItem }) {
  const { t, language, formats } = useLanguage();
  const { medicine } = item;
  const name = `${medicine.brand} ${medicine.strength}`;
  return (
    <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold break-words text-slate-900">{name}</h2>
          <p className="text-sm break-words text-slate-600">{medicine.generic}</p>
        </div>
        <div className="flex items-center gap-2">
          {item.low && <StockBadge kind="low" />}
          <span className="text-sm text-slate-700">
            {t('pharmacist.onHand')}: <strong className="text-slate-900">{formats.number(item.onHand)}</strong>
          </span>
        </div>
      </div>
      <ReorderLevel medicineId={medicine._id} level={item.reorderLevel} />
      {item.batches.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('pharmacist.noBatches')}</p>
      ) : (
        <ScrollTable
          look="light"
          className="mt-3"
          caption={t('pharmacist.batches')}
          columns={[
            { label: t('pharmacist.batchNo') },
            { label: t('pharmacist.expiry') },
            { label: t('pharmacist.quantity'), figures: true },
            { label: t('pharmacist.unitPrice'), figures: true },
          ]}
        >
          <tbody>
            {item.batches.map((batch) => (
              <tr key={batch._id} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-2 whitespace-nowrap">{batch.batchNo}</td>
                <td className="px-2 py-1">
                  <span className="flex flex-wrap items-center gap-1">
                    {formats.date(batch.expiryDate)}
                    {batch.expired && <StockBadge kind="expired" />}
                  </span>
                </td>
                <td className="px-2 py-1 text-right tabular-nums">{formats.number(batch.quantity)}</td>
                <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatPoisha(batch.unitPricePoisha, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </article>
  );
}

/** The reorder level, edited in place: at or below it the medicine is listed as low. */
function ReorderLevel({ medicineId, level }: { medicineId: string; level: number }) {
  const { t } = useLanguage();
  const [value, setValue] = useState(String(level));
  const [save, { isLoading }] = useSetReorderLevelMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await withToasts(t('pharmacist.saveLevel'), () => save({ medicineId, reorderLevel: value }).unwrap());
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-2">
      <TextField
        className="w-36"
        label={t('pharmacist.reorderLevel')}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="min-h-11" disabled={isLoading}>
        {t('pharmacist.saveLevel')}
      </Button>
    </form>
  );
}
