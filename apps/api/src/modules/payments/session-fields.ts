import { formatDisplayDate } from '@hospital/contract/format';
import { orderNumber } from '@hospital/contract/pharmacy';
import { formatAmount, isSessionOrder, type SessionPatient, type SessionSubject } from './gateway.js';

/** Where the gateway sends the browser and the IPN back: the API's own callback routes. */
export type CallbackUrls = { success: string; fail: string; cancel: string; ipn: string };

export function callbackUrls(publicUrl: string): CallbackUrls {
  const base = `${publicUrl}/api/v1/payments`;
  return { success: `${base}/success`, fail: `${base}/fail`, cancel: `${base}/cancel`, ipn: `${base}/ipn` };
}

const limit = (text: string, max: number) => text.slice(0, max);

/**
 * What the gateway's page says is bought. A consultation is a `non-physical-goods` product; medicines are goods the
 * hospital hands over or delivers itself, so they go as `general` with no shipping asked of the gateway.
 */
function productFields(subject: SessionSubject): Record<string, string> {
  if (isSessionOrder(subject)) {
    return {
      product_name: limit(`Medicines, order ${orderNumber(subject.orderNo)}`, 255),
      product_category: 'Medicines',
      product_profile: 'general',
    };
  }
  return {
    product_name: limit(`Consultation with ${subject.doctorName} on ${formatDisplayDate(subject.selectedDate)}`, 255),
    product_category: 'Doctor consultation',
    product_profile: 'non-physical-goods',
  };
}

/**
 * The session-initiation fields of docs/architecture.md §9, every mandatory one filled, with no shipping;
 * `value_a` carries the appointment's or the order's `_id` back in every callback. The patient record holds no
 * postal address, so the hospital's city stands in for it.
 */
export function sessionFields(
  subject: SessionSubject,
  patient: SessionPatient,
  store: { storeId: string; storePassword: string },
  urls: CallbackUrls,
): Record<string, string> {
  return {
    store_id: store.storeId,
    store_passwd: store.storePassword,
    total_amount: formatAmount(subject.amount),
    currency: 'BDT',
    tran_id: subject.tranId,
    success_url: urls.success,
    fail_url: urls.fail,
    cancel_url: urls.cancel,
    ipn_url: urls.ipn,
    cus_name: limit(patient.name, 50),
    cus_email: limit(patient.email, 50),
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_postcode: '1000',
    cus_country: 'Bangladesh',
    cus_phone: patient.phone,
    shipping_method: 'NO',
    num_of_item: '1',
    ...productFields(subject),
    emi_option: '0',
    value_a: subject.id,
  };
}
