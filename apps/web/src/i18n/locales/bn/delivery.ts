import type { Translation } from '../../catalog';
import type { deliveryEn } from '../en/delivery';

/** The rider's page in Bangla, as a delivery rider in Dhaka says it. */
export const deliveryBn = {
  deliveryHead: {
    rider: 'আমার ডেলিভারি | {{name}}',
  },
  delivery: {
    title: 'আমার ডেলিভারি',
    what: 'আপনার ডেলিভারি',
    loading: 'আপনার ডেলিভারি আনা হচ্ছে…',
    nothing: 'কিছু পাওয়া যায়নি।',
    toPickUp: 'ফার্মেসি থেকে নিতে হবে',
    onTheWay: 'পথে আছে',
    doneToday: 'আজ শেষ হয়েছে',
    area: 'এলাকা',
    address: 'ঠিকানা',
    landmark: 'পরিচিত জায়গা',
    items: 'ওষুধ',
    collect: '{{amount}} নিতে হবে',
    paid: 'টাকা দেওয়া আছে',
    doneDelivered: 'পৌঁছে দেওয়া হয়েছে',
    failedBecause: 'দেওয়া যায়নি',
    call: '{{name}}-কে ফোন করুন',
    pickedUp: 'ফার্মেসি থেকে নিয়েছি',
    delivered: 'পৌঁছে দিয়েছি',
    couldNotDeliver: 'দিতে পারিনি',
    saving: 'সেভ হচ্ছে…',
    code: 'রোগীর SMS-এর কোড',
    cashCollected: 'নগদ নেওয়া হয়েছে (বিল {{amount}})',
    paidNoCash: 'অনলাইনে টাকা দেওয়া আছে। নগদ নেবেন না।',
    confirmDelivered: 'ডেলিভারি নিশ্চিত করুন',
    whyFailed: 'কেন দিতে পারেননি?',
    note: 'ফার্মেসির জন্য নোট (না দিলেও চলবে)',
    confirmFailed: 'সেভ করুন',
    back: 'ফিরে যান',
  },
  deliveryFailure: {
    unreachable: 'ফোনে পাওয়া যায়নি',
    refused: 'নিতে রাজি হননি',
    wrong_address: 'ঠিকানা ভুল',
  },
} satisfies Translation<typeof deliveryEn>;
