import type { Prescription, PrescriptionListItem } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/i18n';
import { useGetMyPrescriptionsQuery } from '../api/my-prescriptions';
import { useLazyGetPrescriptionQuery } from '../api/prescriptions';

type ReuseDialogProps = {
  onClose: () => void;
  /** The chosen prescription, whole: its medicines, tests and advice go into the draft. */
  onReuse: (template: Prescription, item: PrescriptionListItem) => void;
};

/** The doctor's own signed prescriptions, searchable, to start this one from. */
export function ReuseDialog({ onClose, onReuse }: ReuseDialogProps) {
  const { t, formats } = useLanguage();
  const [q, setQ] = useState('');
  const { data = [], isFetching } = useGetMyPrescriptionsQuery(q.trim());
  const [fetchPrescription, { isFetching: loading }] = useLazyGetPrescriptionQuery();
  const choose = async (item: PrescriptionListItem) => {
    const template = await fetchPrescription(item._id)
      .unwrap()
      .catch(() => null);
    if (template) onReuse(template, item);
  };
  return (
    <Dialog title={t('rxEditor.reuseTitle')} subtitle={t('rxEditor.reuseIntro')} onClose={onClose}>
      <label htmlFor="rx-reuse-search" className="mb-1 block text-sm font-medium text-slate-700">
        {t('rxEditor.reuseSearch')}
      </label>
      <input
        id="rx-reuse-search"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none"
      />
      <ul className="mt-3 space-y-2" aria-busy={isFetching}>
        {data.length === 0 && !isFetching && <li className="text-sm text-slate-600">{t('rxEditor.reuseEmpty')}</li>}
        {data.map((item) => (
          <li key={item._id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words text-slate-900">
                {t('rxEditor.reuseLine', {
                  date: formats.date(item.date),
                  name: item.patient.name,
                  diagnosis: item.diagnosis || '—',
                })}
              </p>
              <p className="text-slate-600">
                {t('rxEditor.reuseMedicines', { count: item.medicineCount, n: formats.number(item.medicineCount) })}
              </p>
            </div>
            <button
              type="button"
              disabled={loading}
              onClick={() => void choose(item)}
              className="min-h-11 shrink-0 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
            >
              {t('rxEditor.reuseUse')}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
