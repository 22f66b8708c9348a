import type { adminDoctorsEn } from '../en/admin-doctors';

type Groups = { [Group in keyof typeof adminDoctorsEn]: { [Key in keyof (typeof adminDoctorsEn)[Group]]: string } };

export const adminDoctorsBn = {
  adminDoctors: {
    title: 'ডাক্তার',
    add: 'ডাক্তার যোগ করুন',
    searchLabel: 'ডাক্তার খুঁজুন',
    searchPlaceholder: 'নাম, বিভাগ বা ট্যাগ',
    what: 'ডাক্তারের তালিকা',
    loading: 'ডাক্তারের তালিকা লোড হচ্ছে',
    empty: 'মিলে যায় এমন কোনো ডাক্তার নেই।',
    list: 'ডাক্তার',
    fee: 'ফি:',
    inactive: 'বন্ধ',
    edit: 'সম্পাদনা',
    editName: '{{name}} সম্পাদনা',
    show: 'ডাক্তার দেখুন',
    filter_active: 'চালু',
    filter_inactive: 'বন্ধ',
    filter_all: 'সব',
    deactivate: 'বন্ধ করুন',
    activate: 'চালু করুন',
    deactivateName: '{{name}} বন্ধ করুন',
    activateName: '{{name}} চালু করুন',
    deactivateQuestion: '{{name}} বন্ধ করবেন?',
    activateQuestion: '{{name}} চালু করবেন?',
    deactivateBody: 'ডাক্তার পাবলিক তালিকা থেকে সরে যাবেন, নতুন বুকিং নেবেন না। আগে বুক করা অ্যাপয়েন্টমেন্ট যেমন আছে তেমনই থাকবে।',
    activateBody: 'ডাক্তার আবার পাবলিক তালিকায় আসবেন এবং তাঁর চেম্বারের দিনগুলোতে বুক করা যাবে।',
    pleaseWait: 'একটু অপেক্ষা করুন...',
  },
} satisfies Groups;
