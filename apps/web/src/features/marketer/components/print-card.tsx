import type { MarketerMe } from '@hospital/contract/marketing';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/i18n/i18n';

/** How many cards one A4 sheet holds: two across, four down, each the size of a business card (85 x 55 mm). */
const CARDS_PER_SHEET = 8;
export const PRINT_CARD_SHEET_ID = 'marketer-card-sheet';

// Printing shows the sheet of cards alone, whatever else the page (navigation, forms) holds: every other element is
// hidden, and the sheet sits at the top of an A4 page. On screen the sheet is not shown at all.
const PRINT_STYLES = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body * { visibility: hidden !important; }
  #${PRINT_CARD_SHEET_ID}, #${PRINT_CARD_SHEET_ID} * { visibility: visible !important; }
  #${PRINT_CARD_SHEET_ID} { display: grid !important; position: absolute; top: 0; left: 0; }
}`;

/** The marketer's business cards: the hospital, their name, the QR code of their link and the link written out. */
export function PrintCardSheet({ me, qr }: { me: MarketerMe; qr: string | null }) {
  const { t } = useLanguage();
  return (
    <>
      <style>{PRINT_STYLES}</style>
      <div
        id={PRINT_CARD_SHEET_ID}
        aria-hidden="true"
        className="hidden grid-cols-[85mm_85mm] gap-[4mm] bg-white text-black"
      >
        {Array.from({ length: CARDS_PER_SHEET }, (_, index) => (
          <div
            key={index}
            data-testid="marketer-card"
            className="flex h-[55mm] w-[85mm] items-center gap-[4mm] overflow-hidden rounded-[3mm] border border-slate-400 p-[4mm] [print-color-adjust:exact]"
          >
            {qr && <img src={qr} alt="" className="size-[36mm] shrink-0" />}
            <div className="min-w-0 flex-1 leading-tight">
              <p className="text-[11pt] font-bold text-brand-800">{siteConfig.name}</p>
              <p className="mt-[2mm] text-[10pt] font-semibold">{me.name}</p>
              <p className="text-[8pt]">{t('marketing.cardMarketer')}</p>
              <p className="mt-[2mm] text-[8pt]">{t('marketing.cardScan')}</p>
              <p className="mt-[1mm] font-mono text-[7pt] break-all">{me.link}</p>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
