import { useState, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { LoginRoute } from '@/features/auth/components/login-route';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RequireEnrolment } from '@/features/account-security/components/require-enrolment';
import { RouteError } from './route-error';

// Every page module, each its own chunk. Through the glob, a route knows its module's path, which is also the key of
// Vite's manifest: the server preloads a page's chunks by it (apps/api/src/plugins/web-app.ts).
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './layouts/main-layout.tsx',
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

/** What a route carries for the server renderer: the source path of the module its page comes from. */
export type RouteHandle = { module: string };

/**
 * A lazy route from `file` (under src/app, without `.tsx`): the module's named component becomes the route's
 * `Component`. An unknown file or export fails loudly (the router test loads every route).
 */
function page(file: string, name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGE_MODULES[`./${file}.tsx`];
  if (!load) throw new Error(`No page module src/app/${file}.tsx`);
  const handle: RouteHandle = { module: `src/app/${file}.tsx` };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`src/app/${file}.tsx has no export ${name}`);
      return { Component };
    },
  };
}

/**
 * A page: who may open it (anyone, or only someone signed in: RequireAuth), its path, its module under src/app/routes
 * (without `.tsx`) and the component that module exports. A page for some roles only gates them itself.
 */
type PageAt = readonly [access: 'public' | 'signed-in', path: string, file: string, name: string];

const PAGES: readonly PageAt[] = [
  ['public', 'request-callback', 'request-callback', 'RequestCallbackRoute'],
  ['public', 'received_callback', 'received-callback', 'ReceivedCallbackRoute'],
  // The mailed link is /auth/reset-password; the spec also spells it /auth/reset-pass (docs/product-spec.md §2), so both work.
  ['public', 'auth/reset-password', 'reset-password', 'ResetPasswordRoute'],
  ['public', 'auth/reset-pass', 'reset-password', 'ResetPasswordRoute'],
  ['public', 'terms-and-condition', 'terms-and-condition', 'TermsAndConditionRoute'],
  ['public', 'refund-policy', 'refund-policy', 'RefundPolicyRoute'],
  ['public', 'privacy-policy', 'privacy-policy', 'PrivacyPolicyRoute'],
  ['public', 'social-frame', 'social-frame', 'SocialFrameRoute'],
  ['public', 'consultants', 'consultants', 'ConsultantsRoute'],
  // Public (docs/architecture.md §11): a guest reads the fee and hours before deciding; booking needs a login.
  ['public', 'doctor-profile/:id', 'doctor-profile', 'DoctorProfileRoute'],
  ['public', 'appointment_confirmed', 'appointment-confirmed', 'AppointmentConfirmedRoute'],
  // The payment gateway's callbacks end with a 303 to these three (docs/architecture.md §9). Public: the gateway's
  // redirect works even when the session in this browser has expired.
  ['public', 'success/:transactionId', 'payment-success', 'PaymentSuccessRoute'],
  ['public', 'failed/:transactionId', 'payment-failed', 'PaymentFailedRoute'],
  ['public', 'cancelled', 'payment-cancelled', 'PaymentCancelledRoute'],
  ['public', 'received_emergency_slot_request', 'received-emergency-slot-request', 'ReceivedEmergencySlotRequestRoute'],
  ['signed-in', 'account/security', 'account-security', 'AccountSecurityRoute'],
  ['signed-in', 'make-appointment/:id', 'make-appointment', 'MakeAppointmentRoute'],
  ['signed-in', 'patient', 'patient-appointments', 'PatientAppointmentsRoute'],
  ['signed-in', 'patient/add-family-members', 'patient-add-family', 'PatientAddFamilyRoute'],
  ['signed-in', 'patient/prescription', 'patient-prescription', 'PatientPrescriptionRoute'],
  // A prescription: its patient (and the account holder) and the doctors who may read it; 404 to anyone else.
  ['signed-in', 'prescriptions/:id', 'prescription', 'PrescriptionRoute'],
  // Ordering a signed prescription's medicines, and the order's own page (the payment gateway returns there).
  ['signed-in', 'prescriptions/:id/order', 'medicine-order', 'MedicineOrderRoute'],
  ['signed-in', 'pharmacy-orders/:orderId', 'pharmacy-order', 'PharmacyOrderRoute'],
  ['signed-in', 'patient/current-offers', 'patient-current-offers', 'PatientCurrentOffersRoute'],
  // The consultation room: its patient and its doctor only (the API answers 404 to anyone else).
  ['signed-in', 'consultation/:appointmentId', 'consultation', 'ConsultationRoute'],
  ['signed-in', 'marketer', 'marketer-dashboard', 'MarketerDashboardRoute'],
  // The delivery rider's own deliveries.
  ['signed-in', 'deliveryboy', 'deliveryboy', 'DeliveryboyRoute'],
  // The hospital pharmacy's desk (pharmacist and admin): the order queue, one order, stock, alerts, cash, the day.
  ['signed-in', 'pharmacist', 'pharmacist-queue', 'PharmacistQueueRoute'],
  ['signed-in', 'pharmacist/orders/:orderId', 'pharmacist-order', 'PharmacistOrderRoute'],
  ['signed-in', 'pharmacist/stock', 'pharmacist-stock', 'PharmacistStockRoute'],
  ['signed-in', 'pharmacist/alerts', 'pharmacist-alerts', 'PharmacistAlertsRoute'],
  ['signed-in', 'pharmacist/cash', 'pharmacist-cash', 'PharmacistCashRoute'],
  ['signed-in', 'pharmacist/reports', 'pharmacist-reports', 'PharmacistReportsRoute'],
  // docs/product-spec.md §2 staff desks; each page gates its roles itself (attendant and admin; doctor) without logging out.
  ['signed-in', 'attendant', 'attendant-appointments', 'AttendantAppointmentsRoute'],
  ['signed-in', 'doctor', 'doctor-appointments', 'DoctorAppointmentsRoute'],
  ['signed-in', 'doctor/leave', 'doctor-leave', 'DoctorLeaveRoute'],
  ['signed-in', 'doctor/prescription/:appointmentId', 'doctor-prescription', 'DoctorPrescriptionRoute'],
  // Quick Reserve: the spec's route, and the marketers' own path to the same form (docs/product-spec.md §2).
  ['signed-in', 'book-emergency-slot', 'book-emergency-slot', 'BookEmergencySlotRoute'],
  ['signed-in', 'marketer/book-emergency-slot', 'book-emergency-slot', 'BookEmergencySlotRoute'],
  ['signed-in', 'attendant/callback-requests', 'callback-requests', 'CallbackRequestsRoute'],
  ['signed-in', 'admin/manage-slot-request', 'manage-slot-request', 'ManageSlotRequestRoute'],
  // Hospital administration (not in the spec): each page gates the admin capability itself.
  ['signed-in', 'admin/doctors', 'admin-doctors', 'AdminDoctorsRoute'],
  ['signed-in', 'admin/doctors/new', 'admin-doctor-editor', 'AdminNewDoctorRoute'],
  ['signed-in', 'admin/doctors/:id', 'admin-doctor-editor', 'AdminEditDoctorRoute'],
  ['signed-in', 'admin/staff', 'admin-staff', 'AdminStaffRoute'],
  ['signed-in', 'admin/medicines', 'admin-medicines', 'AdminMedicinesRoute'],
  ['signed-in', 'admin/boards', 'admin-boards', 'AdminBoardsRoute'],
  ['signed-in', 'admin/audit', 'admin-audit', 'AdminAuditRoute'],
  ['signed-in', 'admin/stations', 'admin-stations', 'AdminStationsRoute'],
  ['signed-in', 'admin/marketing', 'admin-marketing', 'AdminMarketingRoute'],
];

const pageAt = ([, path, file, name]: PageAt): RouteObject => ({ path, ...page(`routes/${file}`, name) });
const pagesFor = (access: PageAt[0]) => PAGES.filter((entry) => entry[0] === access).map(pageAt);

// Pages are lazy so the home page's first load carries only the shell and the home page (docs/decisions/0017).
export const routes: RouteObject[] = [
  {
    // docs/product-spec.md §2: the public pages sit inside a lazily loaded layout with a loading placeholder. The router fetches the
    // layout's chunk and the page's chunk in parallel, and the full-page loader shows only while they load: no
    // fixed 2-second wait (a lead decision; the spec's "about 2 seconds" is a delay slow phones cannot afford).
    ...page('layouts/main-layout', 'MainLayout'),
    HydrateFallback: FullPageLoader,
    // The layout's own code failed to load: a page of its own, with the logo instead of the navigation.
    errorElement: <RouteError standalone />,
    children: [
      {
        // Any page's failure shows inside the layout, with the navigation bar and footer still there.
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('routes/home', 'HomeRoute') },
          { path: 'login', element: <LoginRoute /> },
          ...pagesFor('public'),
          { element: <RequireAuth />, children: [{ element: <RequireEnrolment />, children: pagesFor('signed-in') }] },
          { path: '*', ...page('routes/not-found', 'NotFoundRoute') },
        ],
      },
    ],
  },
  // The waiting-room board: a TV's whole screen, no navigation, no login (the link's token).
  {
    path: 'board/:token',
    ...page('routes/waiting-board', 'WaitingBoardRoute'),
    HydrateFallback: FullPageLoader,
    errorElement: <RouteError standalone />,
  },
];

/**
 * Loads the code of the routes that match `pathname` and puts it on the routes, so a router created afterwards starts
 * rendering at once. Hydrating a server-rendered page needs this: its first render must produce the page the server
 * sent, not the loading placeholder (src/main.tsx).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function AppRouter() {
  // Created once per mounted app, not per render.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
