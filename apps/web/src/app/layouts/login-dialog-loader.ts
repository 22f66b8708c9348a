import { lazy } from 'react';

// The dialog brings the form and schema libraries with it (about 42 KB gzipped); loading it on first use keeps
// them off the home page's first load (budget: 170 KB gzipped JS). The nav button starts the download as soon as
// the pointer or focus reaches it, so the chunk is usually there by the time the click lands.
export const loadLoginDialog = () => import('@/features/auth/components/login-dialog');

export const LazyLoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));
