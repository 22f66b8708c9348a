import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { LoginRoute } from '@/features/auth/components/login-route';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { MainLayout } from './layouts/main-layout';

// Pages are lazy so the home page's first load carries only the shell (budget: 170 KB gzipped JS).
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    // Shown while the first page's code loads.
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: 'login', element: <LoginRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'patient',
            lazy: () => import('./routes/patient-appointments').then((m) => ({ Component: m.PatientAppointmentsRoute })),
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
