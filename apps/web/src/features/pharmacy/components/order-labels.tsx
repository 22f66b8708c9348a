import type { Language } from '@hospital/contract/format-bn';
import { toBengaliDigits } from '@hospital/contract/format-bn';
import { orderNumber, type PharmacyOrder } from '@hospital/contract/pharmacy';
import { formatMedicineLine, type Prescription } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';

export const LABEL_SHEET_ID = 'pharmacy-label-sheet';
const LANGUAGES = ['bn', 'en'] as const satisfies readonly Language[];

// Printing shows the label sheet alone, whatever else the page holds: every other element is hidden and the labels
// (70 x 40 mm, the common sticker size) run three across an A4 page.
const PRINT_STYLES = `
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  body * { visibility: hidden !important; }
  #${LABEL_SHEET_ID}, #${LABEL_SHEET_ID} * { visibility: visible !important; }
  #${LABEL_SHEET_ID} { position: absolute; top: 0; left: 0; display: grid !important;
    grid-template-columns: repeat(3, 70mm); gap: 3mm; }
  #${LABEL_SHEET_ID} > li { width: 70mm; height: 40mm; overflow: hidden; break-inside: avoid; }
}`;

/**
 * One label per filled line: the patient's name, the medicine given and how many, the dose as the prescription says
 * it in the language the patient reads (chosen here: the order does not carry the patient's language), and the order
 * number. Shown on screen as a preview; "Print labels" prints the sheet alone.
 */
export function OrderLabels({ order, prescription }: { order: PharmacyOrder; prescription: Prescription | undefined }) {
  const { t, language } = useLanguage();
  const [labelLanguage, setLabelLanguage] = useState<Language>(language);
  const filled = order.lines.flatMap((line) => (line.filled ? [{ line, filled: line.filled }] : []));
  const digits = (n: number) => (labelLanguage === 'bn' ? toBengaliDigits(n) : String(n));
  return (
    <Panel title={t('pharmacist.labelsTitle')}>
      <style>{PRINT_STYLES}</style>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="min-w-44">
          <SegmentedChoice
            label={t('pharmacist.labelLanguage')}
            options={LANGUAGES}
            value={labelLanguage}
            onChange={setLabelLanguage}
          >
            {(option) => t(option === 'bn' ? 'pharmacist.labelBangla' : 'pharmacist.labelEnglish')}
          </SegmentedChoice>
        </div>
        <Button variant="secondary" className="min-h-11" onClick={() => window.print()}>
          {t('pharmacist.printLabels')}
        </Button>
      </div>
      <ul id={LABEL_SHEET_ID} className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {filled.map(({ line, filled: given }) => {
          const prescribed = prescription?.medicines.find((medicine) => medicine.lineId === line.lineId);
          return (
            <li
              key={line.lineId}
              lang={labelLanguage}
              data-testid="medicine-label"
              className="min-w-0 rounded-lg border border-slate-400 bg-white p-3 text-sm leading-snug text-black"
            >
              <p className="flex justify-between gap-2 text-xs">
                <span className="font-semibold">{siteConfig.name}</span>
                <span>{orderNumber(order.orderNo)}</span>
              </p>
              <p className="mt-1 font-semibold break-words">{order.patient.name}</p>
              <p className="break-words">
                {given.medicine.brand} {given.medicine.strength} × {digits(given.quantity)}
              </p>
              {prescribed && (
                <p className="mt-1 break-words">
                  {formatMedicineLine(prescribed, labelLanguage)}
                  {prescribed.instruction && ` · ${prescribed.instruction}`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
