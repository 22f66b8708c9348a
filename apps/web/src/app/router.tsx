import { useState, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { LoginRoute } from '@/features/auth/components/login-route';
import { RequireAuth } from '@/features/auth/components/require-auth';
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
          { path: 'request-callback', ...page('routes/request-callback', 'RequestCallbackRoute') },
          { path: 'received_callback', ...page('routes/received-callback', 'ReceivedCallbackRoute') },
          // The mailed link is /auth/reset-password; the spec also spells it /auth/reset-pass (docs/product-spec.md §2), so both work.
          ...['auth/reset-password', 'auth/reset-pass'].map((path) => ({
            path,
            ...page('routes/reset-password', 'ResetPasswordRoute'),
          })),
          {
            path: 'terms-and-condition',
            ...page('routes/terms-and-condition', 'TermsAndConditionRoute'),
          },
          { path: 'refund-policy', ...page('routes/refund-policy', 'RefundPolicyRoute') },
          { path: 'privacy-policy', ...page('routes/privacy-policy', 'PrivacyPolicyRoute') },
          { path: 'social-frame', ...page('routes/social-frame', 'SocialFrameRoute') },
          { path: 'consultants', ...page('routes/consultants', 'ConsultantsRoute') },
          // Public (docs/architecture.md §11): a guest reads the fee and hours before deciding; booking needs a login.
          { path: 'doctor-profile/:id', ...page('routes/doctor-profile', 'DoctorProfileRoute') },
          {
            path: 'appointment_confirmed',
            ...page('routes/appointment-confirmed', 'AppointmentConfirmedRoute'),
          },
          // The payment gateway's callbacks end with a 303 to these three (docs/architecture.md §9). Public: the gateway's
          // redirect works even when the session in this browser has expired.
          { path: 'success/:transactionId', ...page('routes/payment-success', 'PaymentSuccessRoute') },
          { path: 'failed/:transactionId', ...page('routes/payment-failed', 'PaymentFailedRoute') },
          { path: 'cancelled', ...page('routes/payment-cancelled', 'PaymentCancelledRoute') },
          {
            path: 'received_emergency_slot_request',
            ...page('routes/received-emergency-slot-request', 'ReceivedEmergencySlotRequestRoute'),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'account/security', ...page('routes/account-security', 'AccountSecurityRoute') },
              {
                path: 'make-appointment/:id',
                ...page('routes/make-appointment', 'MakeAppointmentRoute'),
              },
              {
                path: 'patient',
                children: [
                  { index: true, ...page('routes/patient-appointments', 'PatientAppointmentsRoute') },
                  {
                    path: 'add-family-members',
                    ...page('routes/patient-add-family', 'PatientAddFamilyRoute'),
                  },
                  {
                    path: 'prescription',
                    ...page('routes/patient-prescription', 'PatientPrescriptionRoute'),
                  },
                  {
                    path: 'current-offers',
                    ...page('routes/patient-current-offers', 'PatientCurrentOffersRoute'),
                  },
                ],
              },
              {
                path: 'marketer',
                children: [{ index: true, ...page('routes/marketer-dashboard', 'MarketerDashboardRoute') }],
              },
              // docs/product-spec.md §2 staff desks; each page gates its roles itself (attendant and admin; doctor) without logging out.
              {
                path: 'attendant',
                ...page('routes/attendant-appointments', 'AttendantAppointmentsRoute'),
              },
              { path: 'doctor', ...page('routes/doctor-appointments', 'DoctorAppointmentsRoute') },
              { path: 'doctor/leave', ...page('routes/doctor-leave', 'DoctorLeaveRoute') },
              // Quick Reserve: the spec's route, and the marketers' own path to the same form (docs/product-spec.md §2).
              ...['book-emergency-slot', 'marketer/book-emergency-slot'].map((path) => ({
                path,
                ...page('routes/book-emergency-slot', 'BookEmergencySlotRoute'),
              })),
              {
                path: 'attendant/callback-requests',
                ...page('routes/callback-requests', 'CallbackRequestsRoute'),
              },
              {
                path: 'admin/manage-slot-request',
                ...page('routes/manage-slot-request', 'ManageSlotRequestRoute'),
              },
              // Hospital administration (not in the spec): each page gates the admin capability itself.
              { path: 'admin/doctors', ...page('routes/admin-doctors', 'AdminDoctorsRoute') },
              { path: 'admin/doctors/new', ...page('routes/admin-doctor-editor', 'AdminNewDoctorRoute') },
              { path: 'admin/doctors/:id', ...page('routes/admin-doctor-editor', 'AdminEditDoctorRoute') },
              { path: 'admin/staff', ...page('routes/admin-staff', 'AdminStaffRoute') },
              { path: 'admin/boards', ...page('routes/admin-boards', 'AdminBoardsRoute') },
              { path: 'admin/audit', ...page('routes/admin-audit', 'AdminAuditRoute') },
            ],
          },
          { path: '*', ...page('routes/not-found', 'NotFoundRoute') },
        ],
      },
    ],
  },
  // The waiting-room board (issue 14): a TV's whole screen, no navigation, no login (the link's token).
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
