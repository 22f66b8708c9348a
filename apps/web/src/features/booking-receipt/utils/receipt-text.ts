import { formatsFor, type Formats, type Language } from '@hospital/contract/format-bn';
import type { ConsultationMethod } from '@hospital/contract/lists';
import { i18n, type Translate } from '@/i18n/i18n';

// The receipt's words come from the catalogs (`receipt.*`, locales/*/booking.ts); the calendar file is made outside
// React, so it takes them for a language here.

/** The words and number forms of one language, for the receipt and its calendar file. */
export type ReceiptWords = { t: Translate; formats: Formats };

export function receiptWords(language: Language): ReceiptWords {
  return { t: i18n.getFixedT(language) as Translate, formats: formatsFor(language) };
}

/** docs/product-spec.md §2 Quick menu: patients bring their Holder ID; the rest depends on how they are seen. */
export function whatToBring(method: ConsultationMethod, holderId: string, t: Translate): string[] {
  const common = [t('receipt.bringHolderId', { id: holderId }), t('receipt.bringPapers'), t('receipt.bringMedicines')];
  return [...common, method === 'hospital visit' ? t('receipt.bringVisit') : t('receipt.bringOnline')];
}
