import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { LoginRoute } from '@/features/auth/components/login-route';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** A route's lazy loader: the module's named component becomes the route's `Component`. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return () => load().then((m) => ({ Component: m[name] }));
}

// Pages are lazy so the home page's first load carries only the shell (budget: 170 KB gzipped JS).
export const routes: RouteObject[] = [
  {
    // docs/product-spec.md §2: the public pages sit inside a lazily loaded layout with a loading placeholder. The router fetches the
    // layout's chunk and the page's chunk in parallel, and the full-page loader shows only while they load: no
    // fixed 2-second wait (a lead decision; the spec's "about 2 seconds" is a delay slow phones cannot afford).
    lazy: page(() => import('./layouts/main-layout'), 'MainLayout'),
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, lazy: page(() => import('./routes/home'), 'HomeRoute') },
      { path: 'login', element: <LoginRoute /> },
      { path: 'request-callback', lazy: page(() => import('./routes/request-callback'), 'RequestCallbackRoute') },
      { path: 'received_callback', lazy: page(() => import('./routes/received-callback'), 'ReceivedCallbackRoute') },
      // The mailed link is /auth/reset-password; the spec also spells it /auth/reset-pass (docs/product-spec.md §2), so both work.
      ...['auth/reset-password', 'auth/reset-pass'].map((path) => ({
        path,
        lazy: page(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
      })),
      {
        path: 'terms-and-condition',
        lazy: page(() => import('./routes/terms-and-condition'), 'TermsAndConditionRoute'),
      },
      { path: 'refund-policy', lazy: page(() => import('./routes/refund-policy'), 'RefundPolicyRoute') },
      { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute') },
      { path: 'social-frame', lazy: page(() => import('./routes/social-frame'), 'SocialFrameRoute') },
      { path: 'consultants', lazy: page(() => import('./routes/consultants'), 'ConsultantsRoute') },
      // Public (docs/architecture.md §11): a guest reads the fee and hours before deciding; booking needs a login.
      { path: 'doctor-profile/:id', lazy: page(() => import('./routes/doctor-profile'), 'DoctorProfileRoute') },
      {
        path: 'appointment_confirmed',
        lazy: page(() => import('./routes/appointment-confirmed'), 'AppointmentConfirmedRoute'),
      },
      // The payment gateway's callbacks end with a 303 to these three (docs/architecture.md §9). Public: the gateway's
      // redirect works even when the session in this browser has expired.
      { path: 'success/:transactionId', lazy: page(() => import('./routes/payment-success'), 'PaymentSuccessRoute') },
      { path: 'failed/:transactionId', lazy: page(() => import('./routes/payment-failed'), 'PaymentFailedRoute') },
      { path: 'cancelled', lazy: page(() => import('./routes/payment-cancelled'), 'PaymentCancelledRoute') },
      {
        path: 'received_emergency_slot_request',
        lazy: page(() => import('./routes/received-emergency-slot-request'), 'ReceivedEmergencySlotRequestRoute'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'account/security', lazy: page(() => import('./routes/account-security'), 'AccountSecurityRoute') },
          {
            path: 'make-appointment/:id',
            lazy: page(() => import('./routes/make-appointment'), 'MakeAppointmentRoute'),
          },
          {
            path: 'patient',
            children: [
              { index: true, lazy: page(() => import('./routes/patient-appointments'), 'PatientAppointmentsRoute') },
              {
                path: 'add-family-members',
                lazy: page(() => import('./routes/patient-add-family'), 'PatientAddFamilyRoute'),
              },
              {
                path: 'prescription',
                lazy: page(() => import('./routes/patient-prescription'), 'PatientPrescriptionRoute'),
              },
              {
                path: 'current-offers',
                lazy: page(() => import('./routes/patient-current-offers'), 'PatientCurrentOffersRoute'),
              },
            ],
          },
          {
            path: 'marketer',
            children: [
              { index: true, lazy: page(() => import('./routes/marketer-dashboard'), 'MarketerDashboardRoute') },
            ],
          },
          // docs/product-spec.md §2 staff desks; each page gates its roles itself (attendant and admin; doctor) without logging out.
          {
            path: 'attendant',
            lazy: page(() => import('./routes/attendant-appointments'), 'AttendantAppointmentsRoute'),
          },
          { path: 'doctor', lazy: page(() => import('./routes/doctor-appointments'), 'DoctorAppointmentsRoute') },
          { path: 'doctor/leave', lazy: page(() => import('./routes/doctor-leave'), 'DoctorLeaveRoute') },
          // Quick Reserve: the spec's route, and the marketers' own path to the same form (docs/product-spec.md §2).
          ...['book-emergency-slot', 'marketer/book-emergency-slot'].map((path) => ({
            path,
            lazy: page(() => import('./routes/book-emergency-slot'), 'BookEmergencySlotRoute'),
          })),
          {
            path: 'attendant/callback-requests',
            lazy: page(() => import('./routes/callback-requests'), 'CallbackRequestsRoute'),
          },
          {
            path: 'admin/manage-slot-request',
            lazy: page(() => import('./routes/manage-slot-request'), 'ManageSlotRequestRoute'),
          },
          // Hospital administration (not in the spec): each page gates the admin capability itself.
          { path: 'admin/doctors', lazy: page(() => import('./routes/admin-doctors'), 'AdminDoctorsRoute') },
          { path: 'admin/doctors/new', lazy: page(() => import('./routes/admin-doctor-editor'), 'AdminNewDoctorRoute') },
          { path: 'admin/doctors/:id', lazy: page(() => import('./routes/admin-doctor-editor'), 'AdminEditDoctorRoute') },
          { path: 'admin/staff', lazy: page(() => import('./routes/admin-staff'), 'AdminStaffRoute') },
          { path: 'admin/audit', lazy: page(() => import('./routes/admin-audit'), 'AdminAuditRoute') },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

export function AppRouter() {
  // Created once per mounted app, not per render.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
