import type { visitEn } from '../en/visit';

type Shape = { [Group in keyof typeof visitEn]: { [Key in keyof (typeof visitEn)[Group]]: string } };

/** The visit day in Bangla: the words a Dhaka chamber's front desk and waiting room use (সিরিয়াল, ডাক্তার). */
export const visitBn = {
  queue: {
    title: 'সিরিয়াল — {{doctor}}',
    chooseDoctor: 'সিরিয়াল ডাকতে ওপরে একজন ডাক্তার বেছে নিন।',
    nowServing: 'এখন চলছে',
    next: 'পরের জন',
    waiting: 'অপেক্ষায়',
    done: 'দেখা শেষ',
    averageMinutes: 'জনপ্রতি মিনিট',
    none: '—',
    callNext: 'পরের জনকে ডাকুন',
    recall: 'আবার ডাকুন',
    skip: 'বাদ দিয়ে পরে',
    working: 'কাজ চলছে...',
    arrived: 'এসেছেন',
    arrivedAt: '{{time}}-এ এসেছেন',
    skipped: 'পরে ডাকা হবে',
    bookedBy: 'বুক করেছেন',
    loadError: 'সিরিয়ালের তথ্য আনা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
  },
  board: {
    pageTitle: 'অপেক্ষা কক্ষের বোর্ড',
    nowServing: 'এখন চলছে',
    next: 'পরের জন',
    waiting: '{{n}} জন অপেক্ষায়',
    onLeave: 'ডাক্তার আজ ছুটিতে আছেন',
    notStarted: 'এখনও শুরু হয়নি',
    reconnecting: 'আবার সংযোগ হচ্ছে…',
    soundOn: 'শব্দ চালু করুন',
    soundIsOn: 'শব্দ চালু',
    linkInvalid: 'এই বোর্ডের লিংকটি সঠিক নয়। নতুন লিংকের জন্য অ্যাডমিনকে বলুন।',
    linkRevoked: 'এই বোর্ডের লিংকটি বাতিল করা হয়েছে। নতুন লিংকের জন্য অ্যাডমিনকে বলুন।',
    loadFailed: 'বোর্ড দেখানো যাচ্ছে না। একটু পরে আবার চেষ্টা করবে।',
    loading: 'বোর্ড আসছে…',
    noDoctors: 'এই বোর্ডে কোনো ডাক্তার নেই।',
  },
} satisfies Shape;
