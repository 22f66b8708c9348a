import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, startI18n } from '@/i18n/i18n';
import { loadToasts } from '@/lib/toast';
import { resetRuntimeSettings } from './runtime-settings';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Every test starts with the
// real fetch and clock again, and the demo's run-time settings, whatever the one before stubbed.
void startI18n('en');
// The toaster as it is once the first toast has loaded sonner, so tests can spy on sonner's toast and find toasts
// at once; src/lib/toast.test.ts covers the toasts asked for before sonner is there.
await loadToasts();

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
  resetRuntimeSettings();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// jsdom has no layout: React Router's scroll restoration calls scrollTo, which jsdom only reports as unimplemented.
window.scrollTo = () => {};
// jsdom has no CSS.escape, which user-event uses to find a radio's group when the arrow keys move the choice. The names
// it escapes (React's useId) sit inside a quoted attribute selector, where only quotes and backslashes need it.
globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as typeof CSS;

// Lazily loaded routes resolve through dynamic imports; on a loaded 2-core CI machine that can take longer
// than Testing Library's default 1 s for findBy/waitFor (5 s was once too little for a first lazy login dialog at load
// average 11). The assertions are the same, only the patience grows; the test timeout (20 s) stays above it.
configure({ asyncUtilTimeout: 15_000 });
