import { sentenceTranslator } from '@hospital/contract/bangla-sentences';
import { CONTRACT_MESSAGES_BN, ZOD_MESSAGES_BN } from '@hospital/contract/messages-bn';
import type { Language } from '@hospital/contract/format-bn';
import { currentLanguage, useLanguage } from './i18n';

// The contract's own books, the ones the API answers with: a form refuses input with the same Bangla as the server.
const contractSentences = sentenceTranslator(CONTRACT_MESSAGES_BN, ZOD_MESSAGES_BN);

/**
 * A contract message (a zod schema's English, the spec's words) in the language on screen. English passes through
 * unchanged; in Bangla a sentence the books do not know stays English rather than showing nothing.
 */
export function inLanguage(message: string, language: Language = currentLanguage()): string {
  if (language !== 'bn') return message;
  return contractSentences.bangla(message) ?? message;
}

/** A field's error message in the language on screen, re-rendering when the language changes. */
export function useFieldError(message: string | undefined): string | undefined {
  const { language } = useLanguage();
  return message ? inLanguage(message, language) : message;
}
