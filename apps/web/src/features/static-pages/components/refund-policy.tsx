import type { Language } from '@hospital/contract/format-bn';
import { useLanguage } from '@/i18n/i18n';
import { refundBn } from './refund-bn';
import { refundEn } from './refund-en';
import { PolicyPage, type PolicyText } from './policy-page';

// Whole texts per language rather than catalog keys: a policy reads as connected prose with links inside its
// sentences, and the Bangla is written as Bangla, not sentence by sentence. A language without its text fails typecheck.
const TEXTS: Readonly<Record<Language, PolicyText>> = { en: refundEn, bn: refundBn };

/** The refund policy, in the language on screen. */
export function RefundPolicy() {
  const { language } = useLanguage();
  return <PolicyPage {...TEXTS[language]} path="/refund-policy" />;
}
