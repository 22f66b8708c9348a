import { useEffect, useEffectEvent, type CSSProperties, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Toaster as SonnerToaster } from 'sonner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { i18n as appI18n, useLanguage } from '@/i18n/i18n';
import { useLoadedToasts } from '@/lib/toast';
import type { AppStore, RootState } from './store';

// docs/product-spec.md §9 toast numbers. Sonner's defaults already match all but the swipe distance, which sonner 2 does not let
// us set (it is fixed at 45 px); they are spelled out so a sonner upgrade cannot change them silently.
const TOAST_DEFAULT_MS = 4000;
const TOASTS_VISIBLE = 3;
const TOAST_GAP_PX = 14;
const TOAST_WIDTH_PX = 356;

// Toasts are solid cards that stand out from the page (docs/decisions/0016): a tinted but opaque background, a border
// of the same hue and the text one shade darker than sonner's, which also passes WCAG AA (sonner's own success text is
// 4.25:1 on its tint).
const TOAST_COLOURS = {
  '--normal-bg': '#ffffff',
  '--normal-border': '#cbd5e1',
  '--normal-text': '#0f172a',
  '--success-bg': '#dcfce7',
  '--success-border': '#86efac',
  '--success-text': '#166534',
  '--error-bg': '#fee2e2',
  '--error-border': '#fca5a5',
  '--error-text': '#991b1b',
  '--warning-bg': '#fef3c7',
  '--warning-border': '#fcd34d',
  '--warning-text': '#92400e',
  '--info-bg': '#dbeafe',
  '--info-border': '#93c5fd',
  '--info-text': '#1e40af',
};

// Where toasts sit (docs/decisions/0016), so they never cover the navigation bar or a dialog's close button. On a phone
// (sonner's own breakpoint, 600 px) dialogs fill the screen with their close button in the top 52 px, and the navigation
// is 64 px tall: toasts start just below both, clear of the form's button at the bottom. Wider, a dialog is centred
// with its close button at its top, anywhere in the upper part of the screen: toasts sit at the bottom.
const PHONE_TOAST_TOP_PX = 72;
const WIDE_SCREEN = '(min-width: 601px)';

type AppProviderProps = {
  store: AppStore;
  /** While a server-rendered page hydrates, what the server's store held (src/main.tsx). */
  serverState?: RootState;
  /** The language the page is in: the app's own (src/i18n/i18n.ts), or on the server the visitor's. */
  i18n?: I18n;
  /** Called once the app has committed its first render (for an adopted page: once hydration is over). */
  onStarted?: () => void;
  children: ReactNode;
};

export function AppProvider({ store, serverState, i18n = appI18n, onStarted, children }: AppProviderProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  // The toaster mounts with the first toast, which loads sonner (src/lib/toast.ts).
  const toasts = useLoadedToasts();
  // Once the app runs (a server-rendered page adopted, or the shell rendered), the document says so: until then the
  // server's HTML does not answer clicks, and the browser tests wait for this before they interact (e2e/src/helpers.ts).
  const started = useEffectEvent(() => {
    document.documentElement.dataset.appStarted = 'true';
    onStarted?.();
  });
  // Once, at the first commit: later renders are not a start, even with another onStarted.
  useEffect(() => {
    started();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store} serverState={serverState}>
        {children}
        {toasts && <AppToaster Toaster={toasts.Toaster} wide={wide} />}
      </Provider>
    </I18nextProvider>
  );
}

/** The toaster, named in the language on screen (its own component, so it re-renders when the language changes). */
function AppToaster({ Toaster, wide }: { Toaster: typeof SonnerToaster; wide: boolean }) {
  const { t } = useLanguage();
  const toastsLabel: string = t('shell.toasts');
  return (
    <Toaster
      position={wide ? 'bottom-center' : 'top-center'}
      mobileOffset={{ top: PHONE_TOAST_TOP_PX }}
      richColors
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOASTS_VISIBLE}
      gap={TOAST_GAP_PX}
      style={{ '--width': `${TOAST_WIDTH_PX}px`, ...TOAST_COLOURS } as CSSProperties}
      containerAriaLabel={toastsLabel}
    />
  );
}
