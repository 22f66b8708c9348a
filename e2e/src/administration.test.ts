import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { api, mailedLink, newPatient, tokenOf } from './fixtures.js';
import {
  chooseUpToPayment,
  DESKTOP,
  logIn,
  logInThroughGuard,
  openPage,
  seriousViolations,
  sidewaysOverflow,
  useBrowser,
} from './helpers.js';

// Hospital administration from the product: an admin adds a doctor with a photo, deactivates them, invites and
// deactivates staff; a doctor takes leave; the audit trail shows each.

const baseUrl = inject('baseUrl');
const browser = useBrowser();
// The hero poster: a real WebP photograph, as an admin's upload would be.
const PHOTO = fileURLToPath(new URL('../../apps/web/public/media/hero/hero-poster.webp', import.meta.url));
const stamp = Date.now().toString(36);
const ADMIN = 'admin@demo.test';

type Audit = { action: string; target: { label: string } };
const auditEntries = async () => api<Audit[]>('/audit?limit=200', { token: await tokenOf(ADMIN) });

describe('doctors', () => {
  const fullName = `Afroza Admin ${stamp}`;
  let doctorId = '';

  it('when an admin adds a doctor with a photo, then the doctor is on the home page with that photo and a patient can book them', async () => {
    const { context, page } = await openPage(browser(), '/admin/doctors', { viewport: DESKTOP, as: ADMIN });
    await page.getByRole('link', { name: 'Add doctor' }).click();
    await page.getByLabel('Title').fill('Prof. Dr.');
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('Speciality').selectOption('Medicine');
    await page.getByLabel('Designation').selectOption('Professor');
    await page.getByLabel('Department').fill('Internal Medicine');
    await page.getByLabel('Workstation').fill('Nirmoy Specialized Hospital');
    await page.getByLabel('About').fill('Thirty years of internal medicine; sees diabetes and hypertension.');
    await page.getByLabel('Consultation fee (taka)').fill('1200');
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByRole('textbox', { name: 'Degrees' }).fill('MBBS');
    await page.getByRole('button', { name: 'Add degrees' }).click();
    // Every day, all day: whatever day the suite runs, the next date is offered.
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await page.getByRole('switch', { name: `${day} chamber` }).click();
      await page.getByLabel(`${day} start`).fill('00:00');
      await page.getByLabel(`${day} end`).fill('23:59');
    }
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await page.getByText('Choose another photo').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/doctors') && r.request().method() === 'POST');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/photo') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add doctor' }).click();
    doctorId = ((await (await created).json()) as { data: { _id: string } }).data._id;
    expect((await uploaded).status()).toBe(200);

    // A Professor sorts first: the home page's consultant carousel shows the new doctor, with the uploaded photo.
    await page.goto('/');
    const slide = page.getByRole('link', { name: `Make Appointment with Prof. Dr. ${fullName}` }).first();
    await slide.waitFor();
    const photo = await api<{ photo: string }>(`/doctors/single-doctor/${doctorId}`);
    expect(photo.photo).toMatch(/^\/api\/v1\/doctors\/photos\/[0-9a-f]{64}\.webp$/);
    await context.close();

    // A patient books the new doctor.
    const booker = await newPatient('nd', { name: 'Booker Of New Doctor', age: 35, contact: '01711000333' });
    const patient = await openPage(browser(), `/make-appointment/${doctorId}`, { as: booker });
    await chooseUpToPayment(patient.page, 'Video');
    await patient.page.getByRole('button', { name: 'Pay Later' }).click();
    await patient.page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    await patient.context.close();
  });

  it('when the admin deactivates the doctor, then the public list and profile lose them and the trail shows the three changes', async () => {
    expect(doctorId).not.toBe('');
    const { context, page } = await openPage(browser(), '/admin/doctors', { as: ADMIN });
    await page.getByLabel('Search doctors').fill(fullName);
    await page.getByRole('button', { name: `Deactivate Prof. Dr. ${fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate Prof. Dr. ${fullName}?` });
    // The status filter also reads "Inactive": wait for the change itself, not for that word.
    const deactivated = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/doctors/${doctorId}/status`) && r.request().method() === 'PATCH',
    );
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    expect((await deactivated).status()).toBe(200);
    await page.getByRole('article').filter({ hasText: fullName }).getByText('Inactive').waitFor();

    const list = await api<Array<{ _id: string }>>('/doctors/consultants?limit=0');
    expect(list.map((d) => d._id)).not.toContain(doctorId);
    const profile = await fetch(`${baseUrl}/api/v1/doctors/single-doctor/${doctorId}`);
    expect(profile.status).toBe(404);

    const labels = (await auditEntries()).filter((e) => e.target.label.includes(fullName)).map((e) => e.action);
    expect(labels).toEqual(expect.arrayContaining(['doctor.create', 'doctor.photo', 'doctor.deactivate']));
    await context.close();
  });
});

describe('staff accounts', () => {
  it('when an admin invites an attendant, then the invitee sets a password from the mail and reaches the desk; deactivated, their open session stops', async () => {
    const email = `desk.${stamp}@hospital.example`;
    const admin = await openPage(browser(), '/admin/staff', { as: ADMIN });
    await admin.page.getByRole('button', { name: 'Invite' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite a staff member' });
    await dialog.getByLabel('Name').fill('Nasima Desk');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Contact').fill('01711000444');
    await dialog.getByLabel('Role').selectOption('attendant');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The invitee opens the mailed link in their own browser, chooses a password and logs in.
    const invitee = await openPage(browser(), await mailedLink(email));
    await invitee.page.getByLabel('New password', { exact: true }).fill('Desk#2026');
    await invitee.page.getByRole('button', { name: 'Submit' }).click();
    await invitee.page.waitForURL((url) => !url.pathname.startsWith('/auth/reset-password'));
    await logInThroughGuard(invitee.page, '/attendant/', email, 'Desk#2026');
    await invitee.page
      .getByRole('heading', { name: /Manage Appointments/ })
      .first()
      .waitFor();

    // The admin deactivates them; the invitee's next request is refused and the desk asks them to log in.
    await admin.page.reload();
    await admin.page.getByLabel('Search staff').fill('Nasima');
    await admin.page.getByRole('button', { name: 'Deactivate Nasima Desk' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Deactivate Nasima Desk?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await admin.page.getByText('Deactivated').first().waitFor();

    await invitee.page.reload();
    await invitee.page.getByRole('dialog').getByLabel('Email', { exact: true }).waitFor();
    await logIn(invitee.page, email, 'Desk#2026');
    await invitee.page.getByText('This account is disabled.').first().waitFor();

    const actions = (await auditEntries()).filter((e) => e.target.label.startsWith('Nasima Desk')).map((e) => e.action);
    // Newest first: deactivated, the password chosen from the invitation's link, invited.
    expect(actions).toEqual(['user.update', 'password.reset', 'user.invite']);
    await admin.context.close();
    await invitee.context.close();
  });
});

describe('leave', () => {
  it('when a doctor adds leave on My Leave, then that date is no longer offered for booking, and the trail names the doctor', async () => {
    const { context, page } = await openPage(browser(), '/doctor/leave', { as: 'doctor@demo.test' });
    const own = await api<{ _id: string }>('/doctors/me', { token: await tokenOf('doctor@demo.test') });
    const before = (await api<{ availableDates: string[] }>(`/doctors/single-doctor/${own._id}`)).availableDates;
    // A date the demo's own leave and appointments do not use.
    const day = before.find((date) => date > before[4]!)!;
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await page.getByLabel('Reason').fill('Family wedding');
    await page.getByRole('button', { name: 'Add leave' }).click();
    await page.getByRole('list', { name: 'Upcoming leave' }).getByText('Family wedding').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const after = (await api<{ availableDates: string[] }>(`/doctors/single-doctor/${own._id}`)).availableDates;
    expect(after).not.toContain(day);
    expect(after.length).toBe(before.length - 1);
    const entry = (await auditEntries()).find((e) => e.action === 'leave.add' && e.target.label.endsWith(day));
    expect(entry).toBeDefined();
    await context.close();
  });
});

describe('audit trail', () => {
  it('when the admin opens the audit trail, then the newest changes are listed with who made them, and the page passes axe at phone width', async () => {
    const { context, page } = await openPage(browser(), '/admin/audit', { as: ADMIN });
    const list = page.getByRole('list', { name: 'Audit entries' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
