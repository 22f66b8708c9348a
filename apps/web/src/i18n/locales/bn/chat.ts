import type { Translation } from '../../catalog';
import type { chatEn } from '../en/chat';

/** The room's chat and the cards' room lines in Bangla: the words a patient texting a doctor uses. */
export const chatBn = {
  chat: {
    title: 'চ্যাট',
    loading: 'চ্যাট আনা হচ্ছে…',
    loadFailed: 'চ্যাট আনা যায়নি।',
    tryAgain: 'আবার চেষ্টা করুন',
    emptyPatient: 'এখনো কোনো মেসেজ নেই। এখানে ডাক্তারকে বাংলায় বা ইংরেজিতে লিখতে পারেন।',
    emptyDoctor: 'এখনো কোনো মেসেজ নেই। এখানে রোগীকে লিখতে পারেন।',
    closed: 'চ্যাট বন্ধ হয়ে গেছে। আগের মেসেজগুলো পড়তে পারবেন।',
    you: 'আপনি',
    doctor: 'ডাক্তার',
    patient: 'রোগী',
    sentAt: '{{time}}',
    messageLabel: 'মেসেজ',
    placeholder: 'মেসেজ লিখুন',
    send: 'পাঠান',
    attach: 'ছবি বা PDF পাঠান',
    sending: 'পাঠানো হচ্ছে…',
    notSent: 'পাঠানো যায়নি',
    retry: 'আবার পাঠান',
    newMessage: '{{who}}-এর নতুন মেসেজ: {{text}}',
    photo: 'ছবি {{name}}',
    photoLoading: 'ছবি আনা হচ্ছে…',
    fileUnavailable: 'ফাইলটি আনা যায়নি।',
    download: 'ডাউনলোড',
    fileSize: '{{size}} কেবি',
    fileSizeMb: '{{size}} এমবি',
  },
  roomCard: {
    join: 'কনসালটেশনে যোগ দিন',
    opensAt: 'রুম খুলবে {{time}}',
    start: 'কনসালটেশন শুরু করুন',
    open: 'রুম খুলুন',
    waitingSince: '{{time}} থেকে রুমে অপেক্ষায়',
    live: 'কনসালটেশন চলছে, {{n}} মিনিট',
    ended: 'কনসালটেশন শেষ, {{n}} মিনিট',
    waitingBadge: 'রুমে অপেক্ষায়',
  },
} satisfies Translation<typeof chatEn>;
