import type { OrderablePrescription } from '@hospital/contract/pharmacy';
import { useGetOrderablePrescriptionQuery } from '../api/orderable-prescription';
import { TextLink } from '@/components/ui/button-link';
import { RecordPage } from '@/components/ui/record-page';
import { useLanguage } from '@/i18n/i18n';
import { OrderForm } from './order-form';

// The page's shape while it loads: the title, the prescription line and two medicines.
const LOADING_BARS = ['h-7 w-2/3', 'mt-3 h-4 w-1/2', 'mt-6 h-24 w-full', 'mt-4 h-24 w-full'];

/**
 * /prescriptions/{id}/order: the medicines of a signed prescription, ordered from the hospital pharmacy. The server
 * answers 404 for a prescription the caller may not order from (not theirs, a draft, replaced), shown as not found.
 */
export function OrderPrescriptionPage({ prescriptionId }: { prescriptionId: string }) {
  const { t } = useLanguage();
  const query = useGetOrderablePrescriptionQuery(prescriptionId, { refetchOnMountOrArgChange: true });
  return (
    <RecordPage
      query={query}
      what={t('medicineOrder.what')}
      loading={{ label: t('medicineOrder.loading'), bars: LOADING_BARS }}
    >
      {(orderable) => <OrderablePage prescriptionId={prescriptionId} orderable={orderable} />}
    </RecordPage>
  );
}

function OrderablePage({ prescriptionId, orderable }: { prescriptionId: string; orderable: OrderablePrescription }) {
  const { t, formats } = useLanguage();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <TextLink to={`/prescriptions/${prescriptionId}`} className="mb-2">
        {t('medicineOrder.backToPrescription')}
      </TextLink>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('medicineOrder.title')}</h1>
      <p className="mt-1 break-words text-slate-600">
        {t('medicineOrder.prescriptionOf', {
          patient: orderable.patientName,
          doctor: orderable.doctorName,
          date: formats.dateTime(orderable.signedAt),
        })}
      </p>
      <div className="mt-6">
        {orderable.lines.some((line) => !line.ordered) ? (
          <OrderForm orderable={orderable} />
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-slate-800">{t('medicineOrder.allOrdered')}</p>
            <TextLink to="/patient/">{t('medicineOrder.allOrders')}</TextLink>
          </div>
        )}
      </div>
    </section>
  );
}
