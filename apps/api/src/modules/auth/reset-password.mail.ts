import { formatsFor, type Language } from '@hospital/contract/format-bn';
import type { Mail } from '../../lib/mailer.js';
import { RESET_TOKEN_MINUTES } from './tokens.js';

/** The password reset mail, in the language of the request that asked for it (English unless it preferred Bangla). */
export function resetPasswordMail(language: Language, to: { name: string; email: string }, link: string): Mail {
  if (language === 'bn') {
    return {
      to: to.email,
      subject: 'আপনার পাসওয়ার্ড রিসেট করুন',
      text: [
        `প্রিয় ${to.name},`,
        '',
        `আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। নতুন পাসওয়ার্ড ঠিক করতে ${formatsFor('bn').number(RESET_TOKEN_MINUTES)} মিনিটের মধ্যে এই লিংকটি খুলুন:`,
        link,
        '',
        'আপনি এই অনুরোধ না করে থাকলে ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Reset your password',
    text: [
      `Hello ${to.name},`,
      '',
      `We received a request to reset your password. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:`,
      link,
      '',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
    ].join('\n'),
  };
}
