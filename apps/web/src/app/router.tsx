import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { LoginRoute } from '@/features/auth/components/login-route';
import { RequireAuth } from '@/features/auth/components/require-auth';

// Pages are lazy so the home page's first load carries only the shell (budget: 170 KB gzipped JS).
export const routes: RouteObject[] = [
  {
    // docs/product-spec.md §2: the public pages sit inside a lazily loaded layout with a loading placeholder. The router fetches the
    // layout's chunk and the page's chunk in parallel, and the full-page loader shows only while they load: no
    // fixed 2-second wait (a lead decision; the spec's "about 2 seconds" is a delay slow phones cannot afford).
    lazy: () => import('./layouts/main-layout').then((m) => ({ Component: m.MainLayout })),
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: 'login', element: <LoginRoute /> },
      {
        path: 'request-callback',
        lazy: () => import('./routes/request-callback').then((m) => ({ Component: m.RequestCallbackRoute })),
      },
      {
        path: 'received_callback',
        lazy: () => import('./routes/received-callback').then((m) => ({ Component: m.ReceivedCallbackRoute })),
      },
      // The mailed link is /auth/reset-password; the spec also spells it /auth/reset-pass (docs/product-spec.md §2), so both work.
      ...['auth/reset-password', 'auth/reset-pass'].map((path) => ({
        path,
        lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      })),
      {
        path: 'terms-and-condition',
        lazy: () => import('./routes/terms-and-condition').then((m) => ({ Component: m.TermsAndConditionRoute })),
      },
      {
        path: 'refund-policy',
        lazy: () => import('./routes/refund-policy').then((m) => ({ Component: m.RefundPolicyRoute })),
      },
      {
        path: 'privacy-policy',
        lazy: () => import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
      },
      {
        path: 'social-frame',
        lazy: () => import('./routes/social-frame').then((m) => ({ Component: m.SocialFrameRoute })),
      },
      {
        path: 'consultants',
        lazy: () => import('./routes/consultants').then((m) => ({ Component: m.ConsultantsRoute })),
      },
      {
        path: 'appointment_confirmed',
        lazy: () => import('./routes/appointment-confirmed').then((m) => ({ Component: m.AppointmentConfirmedRoute })),
      },
      // The payment gateway's callbacks end with a 303 to these three (docs/architecture.md §9). Public: the gateway's
      // redirect works even when the session in this browser has expired.
      {
        path: 'success/:transactionId',
        lazy: () => import('./routes/payment-success').then((m) => ({ Component: m.PaymentSuccessRoute })),
      },
      {
        path: 'failed/:transactionId',
        lazy: () => import('./routes/payment-failed').then((m) => ({ Component: m.PaymentFailedRoute })),
      },
      {
        path: 'cancelled',
        lazy: () => import('./routes/payment-cancelled').then((m) => ({ Component: m.PaymentCancelledRoute })),
      },
      {
        path: 'received_emergency_slot_request',
        lazy: () =>
          import('./routes/received-emergency-slot-request').then((m) => ({
            Component: m.ReceivedEmergencySlotRequestRoute,
          })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'doctor-profile/:id',
            lazy: () => import('./routes/doctor-profile').then((m) => ({ Component: m.DoctorProfileRoute })),
          },
          {
            path: 'make-appointment/:id',
            lazy: () => import('./routes/make-appointment').then((m) => ({ Component: m.MakeAppointmentRoute })),
          },
          {
            path: 'patient',
            children: [
              {
                index: true,
                lazy: () =>
                  import('./routes/patient-appointments').then((m) => ({ Component: m.PatientAppointmentsRoute })),
              },
              {
                path: 'add-family-members',
                lazy: () => import('./routes/patient-add-family').then((m) => ({ Component: m.PatientAddFamilyRoute })),
              },
              {
                path: 'prescription',
                lazy: () =>
                  import('./routes/patient-prescription').then((m) => ({ Component: m.PatientPrescriptionRoute })),
              },
              {
                path: 'current-offers',
                lazy: () =>
                  import('./routes/patient-current-offers').then((m) => ({ Component: m.PatientCurrentOffersRoute })),
              },
            ],
          },
          {
            path: 'marketer',
            children: [
              {
                index: true,
                lazy: () => import('./routes/marketer-dashboard').then((m) => ({ Component: m.MarketerDashboardRoute })),
              },
            ],
          },
          // docs/product-spec.md §2 staff desks; each page gates its roles itself (attendant and admin; doctor) without logging out.
          {
            path: 'attendant',
            lazy: () =>
              import('./routes/attendant-appointments').then((m) => ({ Component: m.AttendantAppointmentsRoute })),
          },
          {
            path: 'doctor',
            lazy: () => import('./routes/doctor-appointments').then((m) => ({ Component: m.DoctorAppointmentsRoute })),
          },
          // Quick Reserve: the spec's route, and the marketers' own path to the same form (docs/product-spec.md §2).
          ...['book-emergency-slot', 'marketer/book-emergency-slot'].map((path) => ({
            path,
            lazy: () => import('./routes/book-emergency-slot').then((m) => ({ Component: m.BookEmergencySlotRoute })),
          })),
          {
            path: 'attendant/callback-requests',
            lazy: () => import('./routes/callback-requests').then((m) => ({ Component: m.CallbackRequestsRoute })),
          },
          {
            path: 'admin/manage-slot-request',
            lazy: () => import('./routes/manage-slot-request').then((m) => ({ Component: m.ManageSlotRequestRoute })),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function AppRouter() {
  // Created once per mounted app, not per render.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
