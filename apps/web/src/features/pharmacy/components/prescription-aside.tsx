import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { formatMedicineLine, type Prescription } from '@hospital/contract/prescriptions';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';

type PrescriptionAsideProps = { order: PharmacyOrder; prescription: Prescription | undefined; failed: boolean };

/**
 * The prescription beside the fill: the doctor, when it was signed, and each medicine with its dose as written, the
 * ordered ones marked. When the prescription cannot be read, the order's own lines stand in for it.
 */
export function PrescriptionAside({ order, prescription, failed }: PrescriptionAsideProps) {
  const { t, language, formats } = useLanguage();
  const ordered = new Set(order.lines.map((line) => line.lineId));
  return (
    <Panel
      title={t('pharmacist.prescriptionTitle')}
      intro={t('pharmacist.prescriptionBy', {
        doctor: order.prescription.doctorName,
        date: formats.dateTime(order.prescription.signedAt),
      })}
    >
      {prescription ? (
        <ul className="flex flex-col gap-3">
          {prescription.medicines.map((medicine) => (
            <li
              key={medicine.lineId}
              className={`min-w-0 rounded-lg p-2 ${ordered.has(medicine.lineId) ? 'bg-brand-50 ring-1 ring-brand-200' : ''}`}
            >
              <p className="font-semibold break-words text-slate-900">{medicine.name}</p>
              {medicine.generic && <p className="text-sm text-slate-600">{medicine.generic}</p>}
              <p className="text-sm text-slate-800">{formatMedicineLine(medicine, language)}</p>
              {medicine.instruction && <p className="text-sm break-words text-slate-700">{medicine.instruction}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <>
          {failed && <p className="mb-3 text-sm text-slate-700">{t('pharmacist.prescriptionUnavailable')}</p>}
          <ul className="flex flex-col gap-2">
            {order.lines.map((line) => (
              <li key={line.lineId} className="break-words text-slate-900">
                {line.name} · {t('pharmacist.ordered', { count: line.quantity, n: formats.number(line.quantity) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
