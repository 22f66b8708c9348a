import { toBengaliDigits } from '@hospital/contract/format-bn';
import type { Language } from '@hospital/contract/lists';
import { PHONE_CODE_MINUTES } from '@hospital/contract/phone-proofs';

/**
 * The one SMS that carries a code (docs/decisions/0028): the code first, in ASCII digits in both languages so a phone
 * offers to fill it in (the minutes in Bengali digits, as in every Bangla SMS), then how long it lasts and that nobody from the hospital asks for it. One part in each
 * language (GSM-7 in English, under 70 UTF-16 units in Bangla).
 */
export function phoneCodeText(code: string, language: Language): string {
  return language === 'bn'
    ? `${code} আপনার নম্বর যাচাইয়ের কোড। ${toBengaliDigits(PHONE_CODE_MINUTES)} মিনিট চলবে। কাউকে বলবেন না।`
    : `${code} is your code to confirm this number for hospital SMS. It lasts ${PHONE_CODE_MINUTES} minutes. Never share it.`;
}
