import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
import type { AppStore, RootState } from './store';

// docs/product-spec.md §9 toast numbers. Sonner's defaults already match all but the swipe distance, which sonner 2 does not let
// us set (it is fixed at 45 px); they are spelled out so a sonner upgrade cannot change them silently.
const TOAST_DEFAULT_MS = 4000;
const TOASTS_VISIBLE = 3;
const TOAST_GAP_PX = 14;
const TOAST_WIDTH_PX = 356;

// Sonner's rich-colour text is just under WCAG AA on its tinted backgrounds (axe: 4.25:1 for success);
// darker shades of the same hues keep the colour coding and pass 4.5:1.
const RICH_TEXT_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
};

type AppProviderProps = {
  store: AppStore;
  /** While a server-rendered page hydrates, what the server's store held (src/main.tsx). */
  serverState?: RootState;
  children: ReactNode;
};

export function AppProvider({ store, serverState, children }: AppProviderProps) {
  // Once the app runs (a server-rendered page adopted, or the shell rendered), the document says so: until then the
  // server's HTML does not answer clicks, and the browser tests wait for this before they interact (e2e/src/helpers.ts).
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      {children}
      <Toaster
        position="top-center"
        richColors
        duration={TOAST_DEFAULT_MS}
        visibleToasts={TOASTS_VISIBLE}
        gap={TOAST_GAP_PX}
        style={{ '--width': `${TOAST_WIDTH_PX}px`, ...RICH_TEXT_COLOURS } as CSSProperties}
        containerAriaLabel="Notifications"
      />
    </Provider>
  );
}
