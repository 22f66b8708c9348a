import type { Page } from 'playwright-core';
import { formularyLine, type FormularyMedicine } from '@hospital/contract/testing/prescription-fixtures';
import { describe, expect, it } from 'vitest';
import {
  api,
  bookThroughApi,
  doctorOffering,
  markDone,
  newestSms,
  newPatient,
  signPrescription,
  tokenOf,
} from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const browser = useBrowser();

const PATIENT_CONTACT = '01712345678';
const PHARMACIST = 'pharmacist@demo.test';
const RIDER = 'deliveryboy@demo.test';
/** The demo rider's name, as the pharmacist's rider list shows it (demo-people.ts). */
const RIDER_NAME = /^Sumon Sheikh/;

type Hit = Omit<FormularyMedicine, 'id'> & { _id: string };

/** A formulary medicine as the doctor's search finds it. */
async function medicine(token: string, brand: string, strength: string, form: string): Promise<FormularyMedicine> {
  const hits = await api<Hit[]>(`/medicines/search?q=${encodeURIComponent(brand)}`, { token });
  const hit = hits.find((m) => m.brand === brand && m.strength === strength && m.form === form);
  if (!hit) throw new Error(`${brand} ${strength} ${form} is not in the demo formulary`);
  return { ...hit, id: hit._id };
}

/**
 * A patient of the journey's own with a signed prescription from the demo doctor: booked, seen (marked done by the
 * desk) and prescribed `medicines` through the API as the doctor's editor does it.
 */
async function patientWithPrescription(prefix: string, medicines: Array<[string, string, string, number]>) {
  const patient = await newPatient(prefix, { contact: PATIENT_CONTACT });
  const patientToken = await tokenOf(patient.email, patient.password);
  const doctorToken = await tokenOf('doctor@demo.test');
  const doctor = await doctorOffering('hospital visit', { searchTerm: 'Tanvir Ahmed Chowdhury' });
  const { appointment } = await bookThroughApi(patientToken, doctor);
  await markDone(appointment._id);
  const lines = await Promise.all(
    medicines.map(async ([brand, strength, form, days]) =>
      formularyLine(await medicine(doctorToken, brand, strength, form), { duration: { kind: 'days', count: days } }),
    ),
  );
  const signed = await signPrescription(doctorToken, appointment._id, {
    diagnosis: 'Viral fever; gastritis',
    medicines: lines,
  });
  return { patient, prescription: signed };
}

/** The text of the newest SMS to `contact` since `after` that matches `pattern` (the dev outbox folder). */
function smsMatching(contact: string, pattern: RegExp, after: number): Promise<string> {
  return newestSms(contact, after, (text) => (pattern.test(text) ? text : undefined));
}

/** The order number the order page shows ("Order M-1042"), which every other screen names the order by. */
async function orderNumberOn(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { name: /^Order M-\d+$/ }).textContent();
  return heading!.replace('Order ', '');
}

/** The pharmacist's card of the order in the live queue, opened. */
async function openFromQueue(page: Page, orderNo: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(orderNo) }).click();
  await page
    .getByRole('heading', { name: 'Fill the order' })
    .or(page.getByRole('heading', { name: 'Bill' }))
    .first()
    .waitFor();
}

async function expectCleanPage(page: Page): Promise<void> {
  await expect(sidewaysOverflow(page)).resolves.toBe(0);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}

describe('the pharmacy: from a signed prescription to the medicines in hand', () => {
  it('when a patient orders for delivery and pays online, the pharmacist fills it with a substitute and the rider hands it over against the SMS code, the patient sees each step live', async () => {
    // Seclo 20 mg: the demo pharmacy holds 6 capsules, the prescription needs 28: the pharmacist gives Losectil 20 mg.
    const { patient, prescription } = await patientWithPrescription('rx', [
      ['Napa', '500 mg', 'tablet', 5],
      ['Seclo', '20 mg', 'capsule', 14],
    ]);

    const { context: patientContext, page: patientPage } = await openPage(
      browser(),
      `/prescriptions/${prescription._id}`,
      { viewport: PHONE, as: patient },
    );
    await patientPage.getByRole('link', { name: 'Order medicines' }).click();
    await patientPage.getByRole('heading', { name: 'Order medicines' }).waitFor();
    // Napa 1+0+1 for 5 days: 10 tablets; Seclo 1+0+1 for 14 days: 28 capsules.
    await expect(patientPage.getByLabel('Quantity of Napa 500 mg tablet').inputValue()).resolves.toBe('10');
    await expect(patientPage.getByLabel('Quantity of Seclo 20 mg capsule').inputValue()).resolves.toBe('28');
    await patientPage.getByLabel('Home delivery').check();
    await patientPage.getByLabel('Area').selectOption({ label: 'Dhanmondi' });
    await patientPage.getByLabel('Address', { exact: true }).fill('House 12, Road 7A');
    await patientPage.getByLabel('Landmark (optional)').fill('Opposite the Abahani field');
    await patientPage.getByLabel('Pay online').check();
    await expectCleanPage(patientPage);
    await patientPage.getByRole('button', { name: 'Place order' }).click();
    await patientPage.waitForURL(/\/pharmacy-orders\/[0-9a-f]{24}$/);
    const orderNo = await orderNumberOn(patientPage);
    await expectCleanPage(patientPage);

    // The pharmacist's queue shows the new order without a reload.
    const { context: pharmacyContext, page: pharmacy } = await openPage(browser(), '/pharmacist/', {
      viewport: DESKTOP,
      as: PHARMACIST,
    });
    await pharmacy.getByRole('heading', { name: 'Medicine orders' }).waitFor();
    await openFromQueue(pharmacy, orderNo);
    await pharmacy
      .getByRole('group', { name: 'What to do with Seclo 20 mg capsule' })
      .getByRole('button', { name: 'Substitute' })
      .click();
    await pharmacy.getByLabel('Search a substitute').fill('Losectil');
    await pharmacy.getByRole('button', { name: /^Choose Losectil 20 mg/ }).click();
    await pharmacy.getByLabel('Why substitute').fill('Seclo is out of stock');
    await pharmacy.getByRole('button', { name: 'Fill the order' }).click();
    await pharmacy.getByText('Instead of Seclo 20 mg capsule').first().waitFor();
    await expectCleanPage(pharmacy);

    // The patient's page, still open, now has the bill and the substitution, and takes the payment.
    await patientPage.getByText(/Given instead: Losectil 20 mg/).waitFor();
    await patientPage.getByRole('button', { name: /^Pay ৳ [\d,]+ online$/ }).click();
    await patientPage.waitForURL(/\/api\/v1\/payments\/sandbox\//);
    await patientPage.getByRole('button', { name: /^Pay\b/ }).click();
    await patientPage.waitForURL(/\/pharmacy-orders\/[0-9a-f]{24}\?payment=success$/);
    await patientPage.getByText('Payment received. Thank you.').waitFor();

    await pharmacy.getByText('Paid online').first().waitFor();
    await pharmacy.getByRole('button', { name: 'Packed for delivery' }).click();
    await pharmacy.getByLabel('Rider').locator('option', { hasText: 'Sumon Sheikh' }).waitFor({ state: 'attached' });
    await pharmacy.getByLabel('Rider').selectOption({ label: (await riderOption(pharmacy))! });
    await pharmacy.getByRole('button', { name: 'Assign' }).click();
    await pharmacy.getByText('Sumon Sheikh', { exact: true }).first().waitFor();

    // The rider, on a phone, picks it up: the patient gets the code by SMS and on the page.
    const { context: riderContext, page: rider } = await openPage(browser(), '/deliveryboy/', {
      viewport: PHONE,
      as: RIDER,
    });
    const card = rider.getByRole('article', { name: new RegExp(orderNo) });
    await card.getByRole('link', { name: /^Call / }).waitFor();
    await expect(card.getByRole('link', { name: /^Call / }).getAttribute('href')).resolves.toBe(
      `tel:${PATIENT_CONTACT}`,
    );
    await expectCleanPage(rider);
    const leftAt = Date.now() - 1000;
    await card.getByRole('button', { name: 'Picked up' }).click();
    const sms = await smsMatching(PATIENT_CONTACT, new RegExp(`${orderNo}.*\\b\\d{4}\\b`, 's'), leftAt);
    const code = /\b(\d{4})\b(?![\s\S]*\b\d{4}\b)/.exec(sms.split('\n\n').slice(1).join('\n\n'))![1]!;
    await patientPage.getByText('Give this code to the rider:').waitFor();
    await patientPage.getByText(code, { exact: true }).waitFor();

    // A wrong code is refused; the SMS code delivers. Paid online: no cash.
    await card.getByRole('button', { name: 'Delivered' }).click();
    await rider.getByLabel("Code from the patient's SMS").fill(code === '0000' ? '1111' : '0000');
    await rider.getByRole('button', { name: 'Confirm delivery' }).click();
    await rider.getByText('The code does not match.').waitFor();
    await rider.getByLabel("Code from the patient's SMS").fill(code);
    await rider.getByRole('button', { name: 'Confirm delivery' }).click();
    await rider.getByRole('heading', { name: 'Done today' }).waitFor();
    await rider
      .getByRole('article', { name: new RegExp(orderNo) })
      .getByText('Delivered')
      .first()
      .waitFor();

    await patientPage.getByText('Delivered').first().waitFor();
    await expect(patientPage.getByText('Give this code to the rider:').count()).resolves.toBe(0);
    await Promise.all([patientContext.close(), pharmacyContext.close(), riderContext.close()]);
  });

  it('when a patient orders for pickup and pays at the counter, the pharmacist fills it, the patient is told it is ready and it is handed over for cash', async () => {
    const { patient, prescription } = await patientWithPrescription('pk', [['Fexo', '120 mg', 'tablet', 7]]);
    const { context: patientContext, page: patientPage } = await openPage(
      browser(),
      `/prescriptions/${prescription._id}/order`,
      { viewport: PHONE, as: patient, language: 'bn' },
    );
    // In Bangla: pickup at the hospital pharmacy, paid at the counter.
    await patientPage
      .getByRole('button', { name: 'অর্ডার দিন' })
      .or(patientPage.locator('form button[type=submit]'))
      .first()
      .waitFor();
    await expectCleanPage(patientPage);
    await patientPage.locator('input[type=radio][value=pickup]').check();
    await patientPage.locator('input[type=radio][value=cash]').check();
    await patientPage.locator('form button[type=submit]').click();
    await patientPage.waitForURL(/\/pharmacy-orders\/[0-9a-f]{24}$/);
    const orderId = new URL(patientPage.url()).pathname.split('/').pop()!;
    const order = await api<{ orderNo: number }>(`/pharmacy/orders/${orderId}`, {
      token: await tokenOf(patient.email, patient.password),
    });
    const orderNo = `M-${order.orderNo}`;
    await expectCleanPage(patientPage);

    const { context: pharmacyContext, page: pharmacy } = await openPage(browser(), `/pharmacist/orders/${orderId}`, {
      viewport: PHONE,
      as: PHARMACIST,
    });
    await pharmacy.getByRole('heading', { name: 'Fill the order' }).waitFor();
    await pharmacy.getByRole('button', { name: 'Fill the order' }).click();
    await pharmacy.getByRole('button', { name: 'Ready for pickup' }).click();
    const readyAt = Date.now() - 5000;
    await smsMatching(PATIENT_CONTACT, new RegExp(orderNo), readyAt);
    await expectCleanPage(pharmacy);

    await pharmacy.getByRole('button', { name: 'Handed over' }).click();
    await pharmacy.getByText(/^Collect ৳ [\d,]+ in cash\.$/).waitFor();
    await pharmacy.getByRole('button', { name: 'Collected, hand over' }).click();
    await pharmacy.getByText('Collected').first().waitFor();

    // The patient's Bangla page follows: collected, paid in cash.
    await patientPage.getByText('নগদে পরিশোধ').or(patientPage.getByText(/নগদ/)).first().waitFor();
    await Promise.all([patientContext.close(), pharmacyContext.close()]);
  });
});

/** The label of the demo rider's option in the pharmacist's rider list ("Sumon Sheikh (0 on hand)"). */
async function riderOption(page: Page): Promise<string | undefined> {
  const options = await page.getByLabel('Rider').locator('option').allTextContents();
  return options.find((text: string) => RIDER_NAME.test(text));
}
