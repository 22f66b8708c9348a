import type { Translation } from '../../catalog';
import type { headsEn } from '../en/heads';

/** Bangla tab titles and search descriptions; the hospital's name stays as it is written. */
export const headsBn = {
  head: {
    pageNotLoaded: 'পেজটি খোলা যায়নি | {{name}}',
    terms: 'শর্তাবলি | {{name}}',
    termsDescription: '{{name}}, ঢাকায় অ্যাপয়েন্টমেন্ট বুকিং, অনলাইনে ডাক্তার দেখানো ও পেমেন্টের শর্তাবলি।',
    refund: 'ফেরত ও রিফান্ড নীতি | {{name}}',
    refundDescription:
      '{{name}} কখন ও কীভাবে টাকা ফেরত দেয়: যাচাইয়ের ৭ দিনের মধ্যে, যে অ্যাকাউন্ট থেকে টাকা দেওয়া হয়েছিল সেখানেই।',
    privacy: 'গোপনীয়তা নীতি | {{name}}',
    privacyDescription: '{{name}} আপনার কোন ব্যক্তিগত ও স্বাস্থ্য তথ্য রাখে, কেন রাখে, আর কারা তা দেখতে পারেন।',
    photoFrame: 'ছবির ফ্রেম | {{name}}',
    photoFrameDescription: '{{name}}-এর ফ্রেমে আপনার ছবি বসিয়ে ডাউনলোড করুন, সোশ্যাল মিডিয়ায় দেওয়ার জন্য।',
    requestCallback: 'কলব্যাকের অনুরোধ | {{name}}',
    requestCallbackDescription:
      'আপনার নম্বর রেখে যান, অ্যাপয়েন্টমেন্ট ও সেবার বিষয়ে সাহায্য করতে {{name}} থেকে আপনাকে ফোন করা হবে।',
    callbackRequested: 'কলব্যাকের অনুরোধ পাঠানো হয়েছে | {{name}}',
    quickReserve: 'জরুরি সিরিয়াল | {{name}}',
    slotRequested: 'জরুরি সিরিয়ালের অনুরোধ পাঠানো হয়েছে | {{name}}',
    doctorProfile: 'ডাক্তারের প্রোফাইল | {{name}}',
    doctorProfileDescription:
      '{{doctor}}{{degrees}}, {{speciality}} বিশেষজ্ঞ: {{designation}}, {{department}}, {{station}}। {{name}}-এ অ্যাপয়েন্টমেন্ট নিন।',
    appointment: 'অ্যাপয়েন্টমেন্ট | {{name}}',
    appointmentConfirmed: 'অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে | {{name}}',
    bookedAppointments: 'আমার অ্যাপয়েন্টমেন্ট | {{name}}',
    currentOffers: 'চলতি অফার | {{name}}',
    addFamily: 'পরিবারের সদস্য | {{name}}',
    prescription: 'প্রেসক্রিপশন | {{name}}',
    paymentSuccessful: 'পেমেন্ট সফল হয়েছে | {{name}}',
    paymentFailed: 'পেমেন্ট হয়নি | {{name}}',
    paymentCancelled: 'পেমেন্ট বাতিল করা হয়েছে | {{name}}',
    resetPassword: 'নতুন পাসওয়ার্ড দিন | {{name}}',
    twoStep: 'দুই ধাপে লগইন | {{name}}',
    marketerDashboard: 'মার্কেটার ড্যাশবোর্ড | {{name}}',
    manageAppointments: 'অ্যাপয়েন্টমেন্ট ব্যবস্থাপনা | {{name}}',
    allAppointments: 'সব অ্যাপয়েন্টমেন্ট | {{name}}',
    callbackRequests: 'কলব্যাক অনুরোধ | {{name}}',
    myLeave: 'আমার ছুটি | {{name}}',
    manageSlotRequests: 'সিরিয়াল অনুরোধ ব্যবস্থাপনা | {{name}}',
    doctors: 'ডাক্তার | {{name}}',
    staff: 'স্টাফ | {{name}}',
    boards: 'ওয়েটিং রুমের বোর্ড | {{name}}',
    audit: 'অডিট ট্রেইল | {{name}}',
    waitingRoom: 'ওয়েটিং রুম | {{name}}',
    homeDescription:
      '{{name}} ঢাকার ধানমন্ডির একটি বেসরকারি হাসপাতাল: প্রতিটি বিভাগের কনসালট্যান্ট, অনলাইনে অ্যাপয়েন্টমেন্ট, ভিডিও ও অডিও কলে ডাক্তার দেখানো।',
    consultantsDescription:
      '{{name}}-এর সব কনসালট্যান্ট, বিভাগ অনুযায়ী: হাসপাতালে এসে, ভিডিও বা অডিও কলে ডাক্তার দেখাতে অনলাইনে অ্যাপয়েন্টমেন্ট নিন।',
  },
} satisfies Translation<typeof headsEn>;
