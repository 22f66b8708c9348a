import { BANGLA_ROLES } from '@hospital/contract/bangla-sentences';
import { formatsFor, type Language } from '@hospital/contract/format-bn';
import type { Role } from '@hospital/contract/lists';
import type { Mail } from '../../lib/mailer.js';

type Invitation = { inviter: string; name: string; email: string; role: Role; link: string; linkHours: number };

/**
 * The staff invitation, in the language of the admin's request that sent it: the admin knows the person and writes
 * to them in the language they share (English unless the admin's screen is in Bangla).
 */
export function invitationMail(language: Language, invitation: Invitation): Mail {
  const { inviter, name, email, role, link, linkHours } = invitation;
  if (language === 'bn') {
    return {
      to: email,
      subject: 'আপনার স্টাফ অ্যাকাউন্ট: একটি পাসওয়ার্ড ঠিক করুন',
      text: [
        `প্রিয় ${name},`,
        '',
        `${inviter} হাসপাতালের ওয়েবসাইটে আপনার জন্য একটি অ্যাকাউন্ট (${BANGLA_ROLES[role]}) খুলেছেন। আপনার পাসওয়ার্ড ঠিক করতে ${formatsFor('bn').number(linkHours)} ঘণ্টার মধ্যে এই লিংকটি খুলুন:`,
        link,
        '',
        'এরপর এই ইমেইল ঠিকানা আর আপনার বেছে নেওয়া পাসওয়ার্ড দিয়ে লগইন করুন।',
        'এমন কোনো অ্যাকাউন্টের কথা আপনার জানা না থাকলে ইমেইলটি উপেক্ষা করুন।',
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: 'Your staff account: choose a password',
    text: [
      `Hello ${name},`,
      '',
      `${inviter} has made you an account (${role}) on the hospital's website. Open this link within ${linkHours} hours to choose your password:`,
      link,
      '',
      'Then log in with this email address and the password you chose.',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}
